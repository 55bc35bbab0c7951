import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteRecord } from './site-directory';

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
  // Callback style with a synchronous path for known hosts: this runs before every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const host = hostName(request.headers.host);
    if (host === app.config.appDomain) {
      request.hostKind = 'app';
      return done();
    }
    const assign = (site: SiteRecord | null) => {
      if (site) {
        request.hostKind = 'site';
        request.site = site;
      }
    };
    const known = app.sites.peek(host);
    if (known !== undefined) {
      assign(known);
      return done();
    }
    app.sites.forHost(host).then(
      (site) => {
        assign(site);
        done();
      },
      (error: Error) => done(error),
    );
  });
});
