import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The host name without port, lower-cased; IPv6 literals keep their brackets. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/** Resolves the Host header to the platform home, one site, or nothing we serve. */
export const tenancyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('hostKind', 'unknown');
  app.decorateRequest('site', null);
  app.addHook('onRequest', async (request) => {
    const host = hostName(request.headers.host);
    if (host === app.config.appDomain) {
      request.hostKind = 'app';
      return;
    }
    const site = await app.sites.forHost(host);
    if (site) {
      request.hostKind = 'site';
      request.site = site;
    }
  });
});
