import type { FastifyRequest } from 'fastify';
import { hostName } from '#platform/tenancy/tenancy.plugin';

/**
 * Where the editor is when a site is reached on one of its custom domains: the same path on the
 * site's identifier subdomain of the app domain (spec 000 §2), on the port and protocol the
 * request came by. Null when the request is already there, or is no site's.
 */
export function editorElsewhere(request: FastifyRequest, appDomain: string): string | null {
  const site = request.hostKind === 'site' ? request.site : null;
  if (!site) return null;
  const home = `${site.identifier}.${appDomain}`;
  const hostHeader = request.headers.host ?? '';
  if (hostName(hostHeader) === home) return null;
  const colon = hostHeader.lastIndexOf(':');
  const port = colon !== -1 && colon > hostHeader.lastIndexOf(']') ? hostHeader.slice(colon) : '';
  return `${request.protocol}://${home}${port}${request.url}`;
}
