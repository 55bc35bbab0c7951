import type { FastifyRequest } from 'fastify';
import type { SiteAddresses } from '#modules/sites/sites.service';
import { isSecureRequest } from '#platform/session/cookies';
import { hostName } from '#platform/tenancy/tenancy.plugin';

/** ':3000' from the request's Host header, or '' when it names no port. */
function portSuffix(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  const colon = host.lastIndexOf(':');
  return colon !== -1 && colon > host.lastIndexOf(']') ? host.slice(colon) : '';
}

/**
 * The addresses of the platform and its sites as this request reached the server: the app domain,
 * on the port and protocol the request came by (a proxy's, behind one).
 */
export function requestAddresses(request: FastifyRequest, appDomain: string): SiteAddresses {
  return {
    appDomain,
    portSuffix: portSuffix(request),
    protocol: isSecureRequest(request) ? 'https:' : 'http:',
  };
}

/** scheme://host[:port] of the platform home, as this request reached the server. */
export function platformOrigin(request: FastifyRequest, appDomain: string): string {
  const at = requestAddresses(request, appDomain);
  return `${at.protocol}//${at.appDomain}${at.portSuffix}`;
}

/**
 * Where the editor is when a site is reached on one of its custom domains: the same path on the
 * site's identifier subdomain of the app domain (spec 000 §2), on the port and protocol the
 * request came by. Null when the request is already there, or is no site's.
 */
export function editorElsewhere(request: FastifyRequest, appDomain: string): string | null {
  const site = request.hostKind === 'site' ? request.site : null;
  if (!site) return null;
  const home = `${site.identifier}.${appDomain}`;
  if (hostName(request.headers.host) === home) return null;
  return `${request.protocol}://${home}${portSuffix(request)}${request.url}`;
}
