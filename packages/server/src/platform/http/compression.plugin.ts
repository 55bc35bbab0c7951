import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type ContentEncoding, negotiateEncoding } from './content-encoding';

/** Below this a response fits a packet or two either way; compressing it costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

// Images other than SVG, fonts (woff2 is Brotli inside) and archives are compressed already.
const COMPRESSIBLE_TYPE =
  /^(?:text\/|image\/svg\+xml|application\/(?:json|javascript|ecmascript|xml|manifest\+json|ld\+json|problem\+json))/;

/** Responses that carry an ETag are the same bytes each time: their compressed forms are kept. */
const MEMO_ENTRIES = 512;

/**
 * Compresses text responses made per request (JSON, font stylesheets, HTML the page cache does not
 * hold) with Brotli or gzip, as the client accepts. Files are precompressed at build time and cached
 * pages when cached; both arrive here with their Content-Encoding set and pass through.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  const memo = new Map<string, Buffer>();

  // Callback style, as this runs on every answer: most pass through without a promise. Compression
  // itself runs on libuv's thread pool (zlib's callback forms), so the event loop goes on serving
  // other requests while a large JSON answer or an uncached page is squeezed.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding'))
      return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return done(null, payload);
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESSION_THRESHOLD) return done(null, payload);
    addVary(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const etag = reply.getHeader('etag');
    const key = typeof etag === 'string' ? `${encoding}|${type}|${etag}` : null;
    const send = (body: Buffer) => {
      reply.header('Content-Encoding', encoding);
      reply.removeHeader('content-length');
      done(null, body);
    };
    const kept = key ? memo.get(key) : undefined;
    if (kept) return send(kept);
    compressOffLoop(payload, encoding)
      .then((body) => {
        if (key) {
          if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
          memo.set(key, body);
        }
        send(body);
      }, done)
      // Writing the answer throws when another answer to the same request got its headers out
      // while this one was compressed: a fault of that request, logged, never one that ends the
      // process (an unhandled rejection would, and with it every other visitor's request).
      .catch((error: unknown) => reply.log.error({ err: error }, 'a compressed answer could not be written'));
  });
});

// Middle settings: this runs while the client waits; a quarter of the maximum's time for most of
// its gain.
const GZIP_OPTIONS = { level: 6 };
const brotliOptions = (payload: string | Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
  },
});

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The payload compressed on the thread pool, at the same settings as `compress`. */
export function compressOffLoop(payload: string | Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(payload, GZIP_OPTIONS);
  return brotliAsync(payload, brotliOptions(payload));
}

/**
 * The payload compressed on the calling thread, for the hot routes' small JSON answers
 * (platform/http/hot-routes/raw-reply.ts), which are written synchronously.
 */
export function compress(payload: string | Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(payload, GZIP_OPTIONS);
  return brotliCompressSync(payload, brotliOptions(payload));
}

export function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('Vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header('Vary', `${vary}, Accept-Encoding`);
}
