import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { firstRefusal } from '#platform/http/request-checks';
import { COMMON_SECURITY_HEADERS } from '#platform/http/security-headers.plugin';
import { hostName } from '#platform/tenancy/tenancy.plugin';

interface HotEntry {
  etag: string;
  body: Buffer;
  ok: string[];
  notModified: string[];
  /** When the site's right to this file was last checked plus how long that check holds. */
  until: number;
  /** The site's render generation at that check: a product, page or media change moves it on. */
  generation: number;
}

const MAX_ENTRIES = 20_000;
const MEDIA_PATH = /^\/media\/[0-9a-f]{64}\/\d{2,4}\.(avif|webp|jpeg|png|gif)$/;

/**
 * Derived images the app has just served, kept so the next GET of the same one is answered by the
 * HTTP server before the framework builds a request (as cached pages are): a host lookup, one map
 * lookup and a write. An entry holds only as long as the app's check that the site owns the file and
 * may show it publicly (media-access.ts), so a purge, or a file put up for sale as a digital
 * product, is seen as soon as on the app's own path. Ranges, HEAD, proxies and anything unusual
 * go to the app, which answers with the same headers.
 */
export class HotMedia {
  private readonly entries = new Map<string, HotEntry>();

  remember(
    siteId: string,
    path: string,
    file: { etag: string; contentType: string; body: Buffer; until: number; generation: number },
  ) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const common = [
      'ETag',
      file.etag,
      'Cache-Control',
      'public, max-age=31536000, immutable',
      'Accept-Ranges',
      'bytes',
      'X-Content-Type-Options',
      COMMON_SECURITY_HEADERS['X-Content-Type-Options'],
      'Referrer-Policy',
      COMMON_SECURITY_HEADERS['Referrer-Policy'],
    ];
    this.entries.set(siteId + path, {
      etag: file.etag,
      body: file.body,
      ok: [...common, 'Content-Type', file.contentType, 'Content-Length', String(file.body.length)],
      notModified: common,
      until: file.until,
      generation: file.generation,
    });
  }

  forget(): void {
    this.entries.clear();
  }

  responder(app: FastifyInstance): (request: IncomingMessage, response: ServerResponse) => boolean {
    return (request, response) => {
      if (request.method !== 'GET' || request.headers.range) return false;
      // Over https the app adds HSTS; those requests take its path.
      if (request.headers['x-forwarded-proto'] || (request.socket as { encrypted?: boolean }).encrypted)
        return false;
      const url = request.url ?? '';
      if (!url.startsWith('/media/') || !MEDIA_PATH.test(url)) return false;
      const site = app.sites.peek(hostName(request.headers.host));
      if (!site) return false;
      // The request checks every route runs: a refused request is the app's to answer.
      const origin = () => `http://${(request.headers.host ?? '').trim().toLowerCase()}`;
      if (firstRefusal({ method: 'GET', url, headers: request.headers, origin })) return false;
      const key = site.id + url;
      const entry = this.entries.get(key);
      if (!entry) return false;
      if (entry.generation !== site.renderGeneration || Date.now() >= entry.until) {
        this.entries.delete(key);
        return false;
      }
      if (request.headers['if-none-match'] === entry.etag) {
        response.writeHead(304, entry.notModified);
        response.end();
      } else {
        response.writeHead(200, entry.ok);
        response.end(entry.body);
      }
      return true;
    };
  }
}
