import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSecureRequest } from '#platform/session/cookies';
import type { SiteRecord } from './site-directory';

/**
 * A Host header we serve: a DNS name or bracketed IPv6 literal, optionally a port, nothing else.
 * `site.localhost:3000@evil.example` and the like are not host names; links built from them would
 * hand visitors (and tokens in mails) to someone else.
 */
const HOST_HEADER =
  /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

/** The host name without port, lower-cased; IPv6 literals keep their brackets; '' when malformed. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.length > 260 || !HOST_HEADER.test(host)) return '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * scheme://host[:port] of this request, from a Host header the tenancy plugin accepted (so only a
 * known host name: the platform's, a site's identifier host or one of its domains). Links in pages
 * and mails are built from this and nothing else.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.hostName ? (request.headers.host ?? '').trim().toLowerCase() : '';
  return `${isSecureRequest(request) ? 'https' : 'http'}://${host}`;
}

/**
 * Whether a page answered for this Host header may be cached and served to others. The host name
 * was checked already (a known site's); the port was not, and it ends up in the page's links (the
 * canonical address, the site context's baseUrl). So only a Host without a port, or with the port
 * the server listens on, is cached: anyone can send `Host: site.example:1`, and the page rendered
 * for it goes to that request alone instead of to every later visitor.
 */
export function cacheableHostPort(app: FastifyInstance, hostHeader: string | undefined): boolean {
  const host = (hostHeader ?? '').trim();
  const bracket = host.lastIndexOf(']');
  const colon = host.indexOf(':', bracket + 1);
  if (colon === -1) return true;
  const port = host.slice(colon + 1);
  if (port === String(app.config.port)) return true;
  const address = app.server.address();
  return typeof address === 'object' && address !== null && port === String(address.port);
}

/** Resolves the Host header to the platform home, one site, or nothing we serve. */
export const tenancyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('hostKind', 'unknown');
  app.decorateRequest('site', null);
  app.decorateRequest('hostName', '');
  // Callback style with a synchronous path for known hosts: this runs before every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const host = hostName(request.headers.host);
    if (!host) return done();
    request.hostName = host;
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
