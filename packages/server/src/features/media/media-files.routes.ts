import { IMAGE_LOADER } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as q from './media.queries';
import { originalKey } from './media-derive';
import { type DerivedFormat, MIME } from './media-pipeline';
import { mediaRuntime } from './media-runtime';
import { IMMUTABLE, sendBlob } from './send-blob';

const HASH = /^[0-9a-f]{64}$/;
const VARIANT = /^(\d{2,4})\.(avif|webp|jpeg|png|gif)$/;
const WIDTHS: readonly number[] = IMAGE_LOADER.widths;
const INLINE_DOCUMENTS = new Set(['application/pdf', 'text/vtt']);

/** Small derived images are kept in memory: a hit is a map lookup and a write. */
const MEMORY_BYTES = 64 * 1024 * 1024;
const MEMORY_ITEM_BYTES = 1024 * 1024;
/** Which hashes a site may serve, remembered briefly (a purge is seen within this time). */
const OWNERSHIP_TTL_MS = 30_000;

type Owned = Awaited<ReturnType<typeof q.hashUsedBySite>>;

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: 'This file is not available.', code: 'media.file_not_found' });

/**
 * Public media on a site's host: derived images at /media/{hash}/{width}.{format}, made on first
 * request, and file links at /s/{hash}/{name} (video, documents, SVG, originals the owner serves).
 * Addresses carry the content hash, so answers are immutable. A site serves only its own files.
 */
export async function mediaFileRoutes(app: FastifyInstance): Promise<void> {
  const { deriver } = mediaRuntime(app);
  const memory = new Map<string, Buffer>();
  let memoryBytes = 0;
  const owners = new Map<string, { rows: Owned; at: number }>();

  async function ownership(siteId: string, hash: string): Promise<{ rows: Owned; at: number }> {
    const key = `${siteId}:${hash}`;
    const hit = owners.get(key);
    if (hit && Date.now() - hit.at < OWNERSHIP_TTL_MS) return hit;
    const fresh = { rows: await q.hashUsedBySite(app.db, siteId, hash), at: Date.now() };
    if (owners.size > 10_000) owners.clear();
    owners.set(key, fresh);
    return fresh;
  }

  function remember(key: string, bytes: Buffer) {
    if (bytes.length > MEMORY_ITEM_BYTES) return;
    while (memoryBytes + bytes.length > MEMORY_BYTES && memory.size) {
      const [oldest, old] = memory.entries().next().value as [string, Buffer];
      memory.delete(oldest);
      memoryBytes -= old.length;
    }
    memory.set(key, bytes);
    memoryBytes += bytes.length;
  }

  async function derived(request: FastifyRequest, reply: FastifyReply) {
    const { hash, variant } = request.params as { hash: string; variant: string };
    const match = VARIANT.exec(variant);
    if (!request.site || !HASH.test(hash) || !match) return notFound(reply);
    const width = Number(match[1]);
    const format = match[2] as DerivedFormat;
    if (!WIDTHS.includes(width)) return notFound(reply);
    const checked = await ownership(request.site.id, hash);
    const image = checked.rows.find((row) => row.kind === 'image');
    if (!image) return notFound(reply);
    const animated = Boolean(image.animated);
    // AVIF keeps no animation here, and GIF is only the fallback of animated images.
    if ((animated && format === 'avif') || (!animated && format === 'gif')) return notFound(reply);
    const key = await deriver.ensure({ hash, width, format, animated });
    let bytes = memory.get(key);
    if (!bytes) {
      const stored = await app.blobs.getBuffer(key);
      if (!stored) return notFound(reply);
      bytes = stored;
      remember(key, bytes);
    }
    const etag = `"${hash.slice(0, 32)}-${width}-${format}"`;
    // The next GET of it is answered before the framework, while this ownership check holds.
    app.hotMedia.remember(request.site.id, request.url, {
      etag,
      contentType: MIME[format],
      body: bytes,
      until: checked.at + OWNERSHIP_TTL_MS,
    });
    return sendBlob(request, reply, app.blobs, {
      key,
      bytes,
      contentType: MIME[format],
      etag,
      cacheControl: IMMUTABLE,
    });
  }

  async function file(request: FastifyRequest, reply: FastifyReply) {
    const { hash } = request.params as { hash: string; name: string };
    if (!request.site || !HASH.test(hash)) return notFound(reply);
    // Read fresh, not from the ownership memory: a file the owner has just put up for sale as a
    // digital product must stop being public at once.
    const rows = await q.hashUsedBySite(app.db, request.site.id, hash);
    const row = rows.find(
      (item) =>
        !item.sold && (item.kind !== 'image' || item.serve_original || item.mime_type === 'image/svg+xml'),
    );
    if (!row) return notFound(reply);
    const extraHeaders: Record<string, string> = {};
    // An SVG opened on its own is a document: no script may run even if one slipped through.
    if (row.mime_type === 'image/svg+xml') {
      extraHeaders['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    }
    return sendBlob(request, reply, app.blobs, {
      key: originalKey(hash),
      contentType: row.mime_type,
      etag: `"${hash}"`,
      cacheControl: IMMUTABLE,
      // PDFs open in the browser and caption tracks are read by the video player; other documents download.
      disposition: row.kind === 'document' && !INLINE_DOCUMENTS.has(row.mime_type) ? 'attachment' : undefined,
      extraHeaders,
    });
  }

  app.get('/media/:hash/:variant', derived);
  app.get('/s/:hash/:name', file);
}
