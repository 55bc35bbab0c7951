import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStore, ByteRange } from '#platform/storage/blob-store';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One satisfiable range from a Range header; undefined means send it whole, null unsatisfiable. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: answering with the whole body is allowed and simplest.
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return null;
  return { start, end };
}

export interface BlobResponse {
  key: string;
  contentType: string;
  etag: string;
  cacheControl: string;
  disposition?: string;
  extraHeaders?: Record<string, string>;
  /** Bytes already in memory (small derived images), served without touching the store. */
  bytes?: Buffer;
  size?: number;
}

/** Sends a stored object with ETag, conditional GET and single byte ranges (video seeking). */
export async function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: BlobStore,
  response: BlobResponse,
): Promise<FastifyReply> {
  reply.header('ETag', response.etag);
  reply.header('Cache-Control', response.cacheControl);
  reply.header('Accept-Ranges', 'bytes');
  reply.header('X-Content-Type-Options', 'nosniff');
  if (response.disposition) reply.header('Content-Disposition', response.disposition);
  for (const [name, value] of Object.entries(response.extraHeaders ?? {})) reply.header(name, value);
  if (request.headers['if-none-match'] === response.etag) return reply.status(304).send();
  let size = response.bytes?.length ?? response.size;
  if (size === undefined) {
    const info = await blobs.head(response.key);
    if (!info)
      return reply.status(404).send({ error: 'This file is not available.', code: 'media.file_missing' });
    size = info.size;
  }
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== response.etag ? undefined : parseRange(request.headers.range, size);
  reply.type(response.contentType);
  if (range === null) {
    return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  }
  if (range) {
    reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('Content-Length', range.end - range.start + 1);
    if (request.method === 'HEAD') return reply.send();
    if (response.bytes) return reply.send(response.bytes.subarray(range.start, range.end + 1));
    return reply.send((await blobs.get(response.key, range)) as Readable);
  }
  reply.header('Content-Length', size);
  if (request.method === 'HEAD') return reply.send();
  if (response.bytes) return reply.send(response.bytes);
  return reply.send((await blobs.get(response.key)) as Readable);
}
