import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { negotiateEncoding } from '#platform/http/content-encoding';
import { isSecureRaw } from '#platform/http/hot-routes/raw-request';
import { firstRefusal } from '#platform/http/request-checks';
import { COMMON_SECURITY_HEADERS } from '#platform/http/security-headers.plugin';
import { SESSION_COOKIE } from '#platform/session/cookies';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { cacheableHostPort, hostName } from '#platform/tenancy/tenancy.plugin';
import type { CachedPage } from './html-cache';
import { pageCacheKeyPrefix, pageCacheKeySlot } from './page-cache-key';
import { cachedLanguageOf } from './page-language';

type Responder = (request: IncomingMessage, response: ServerResponse) => boolean;

/** Raw header lists of one cached page, one per encoding, built on its first hit. */
export interface CachedPageWire {
  br: string[];
  gzip: string[];
  identity: string[];
  notModified: string[];
}

/**
 * Answers a visitor's GET of a cached published page straight from the HTTP server, before the
 * framework builds a request: the host lookup, one map lookup and a write of bytes compressed
 * when the page was cached. Anything it is not sure of (a session cookie, a locked page, an
 * unusual path, a host or page not yet known) falls through to the app, which answers the same
 * request with the same headers and bytes and fills the cache for the next one.
 */
export function cachedPageResponder(app: FastifyInstance): Responder {
  const { appDomain, accessLog, secureCookies, trustProxy } = app.config;
  const sessionCookie = `${SESSION_COOKIE}=`;
  const trusted = trustProxy.length > 0 ? proxyAddr.compile(trustProxy) : null;
  // Host headers as sent -> what a hit needs of them, so a hit does not re-derive it each time:
  // the host name, and the origin its page is cached under (null: not cached, see cacheableHostPort).
  const hosts = new Map<string, { name: string; http: string | null; https: string | null }>();
  // Per site record, the start of its cache keys per language and origin; a changed site is a new record.
  const keyPrefixes = new WeakMap<SiteRecord, Map<string, string>>();
  return (request, response) => {
    if (request.method !== 'GET') return false;
    const cookie = request.headers.cookie;
    if (cookie?.includes(sessionCookie)) return false;
    const hostHeader = request.headers.host ?? '';
    let host = hosts.get(hostHeader);
    if (host === undefined) {
      // Bounded, as anyone can send any Host; roomy enough for every site of a large deployment.
      if (hosts.size >= 65_536) hosts.clear();
      const name = hostName(hostHeader);
      const cached = name !== '' && cacheableHostPort(app, hostHeader);
      const lower = hostHeader.trim().toLowerCase();
      host = { name, http: cached ? `http://${lower}` : null, https: cached ? `https://${lower}` : null };
      hosts.set(hostHeader, host);
    }
    if (host.name === appDomain) return false;
    // The scheme as requestOrigin reads it for the app.
    const origin = isSecureRaw(request, secureCookies, trusted) ? host.https : host.http;
    if (origin === null) return false;
    // The request checks every route runs: a refused request is the app's to answer.
    if (
      firstRefusal({ method: 'GET', url: request.url ?? '', headers: request.headers, origin: () => origin })
    )
      return false;
    const site = app.sites.peek(host.name);
    if (!site) return false;
    const path = plainPath(request.url ?? '');
    if (path === null) return false;
    // The language its address is in (its prefix); a hidden language's address is the app's to refuse.
    const locale = cachedLanguageOf(site, path);
    if (locale === null) return false;
    let prefixes = keyPrefixes.get(site);
    if (prefixes === undefined) {
      prefixes = new Map();
      keyPrefixes.set(site, prefixes);
    }
    const slot = pageCacheKeySlot({ locale, origin });
    let prefix = prefixes.get(slot);
    if (prefix === undefined) {
      if (prefixes.size >= 64) prefixes.clear();
      prefix = pageCacheKeyPrefix({ siteId: site.id, generation: site.shellGeneration, origin, locale });
      prefixes.set(slot, prefix);
    }
    const entry = app.pageCache.get(prefix + path, site);
    if (!entry || entry.lock || entry.memberArea || entry.status !== 200) return false;
    if (entry.queryMatters && request.url?.includes('?')) return false;
    const { page } = entry;
    if (!entry.wire) entry.wire = wireOf(entry);
    const wire = entry.wire;
    if (request.headers['if-none-match'] === page.etag) {
      response.writeHead(304, wire.notModified);
      response.end();
    } else {
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const body = encoding ? page.encoded[encoding] : undefined;
      // A page kept as Brotli only, for a client taking gzip: the route answers, and the response
      // compression keeps that form by the page's tag.
      if (encoding && !body && page.encoded.br) return false;
      if (encoding && body) {
        response.writeHead(200, wire[encoding]);
        response.end(body);
      } else {
        // Decoded for this client: the cache keeps only the compressed forms of all but small pages.
        response.writeHead(200, wire.identity);
        response.end(page.identity);
      }
    }
    if (accessLog) {
      app.log.info(
        {
          req: { method: 'GET', url: request.url, host: request.headers.host },
          res: { statusCode: response.statusCode },
        },
        'cached page',
      );
    }
    return true;
  };
}

/**
 * The path of a request for a page the way the page routes key it, or null when the app should
 * decide: a query is ignored (pages do not vary by it for visitors), but anything the router might
 * decode, normalise or route elsewhere (escapes, dots, doubled or trailing slashes) is left to it.
 */
function plainPath(url: string): string | null {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path === '/') return path;
  return PLAIN_PATH.test(path) ? path : null;
}

const PLAIN_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

function wireOf(entry: CachedPage): CachedPageWire {
  const { page } = entry;
  const common = [
    'Content-Security-Policy',
    page.csp,
    'Content-Type',
    'text/html; charset=utf-8',
    'ETag',
    page.etag,
    'Vary',
    'Accept-Encoding',
    'Cache-Control',
    'no-cache',
    'X-Content-Type-Options',
    COMMON_SECURITY_HEADERS['X-Content-Type-Options'],
    'Referrer-Policy',
    COMMON_SECURITY_HEADERS['Referrer-Policy'],
  ];
  const encoded = (encoding: 'br' | 'gzip') => {
    const body = page.encoded[encoding];
    return body
      ? [...common, 'Content-Encoding', encoding, 'Content-Length', String(body.length)]
      : [...common, 'Content-Length', String(page.identityLength)];
  };
  return {
    br: encoded('br'),
    gzip: encoded('gzip'),
    identity: [...common, 'Content-Length', String(page.identityLength)],
    notModified: common,
  };
}
