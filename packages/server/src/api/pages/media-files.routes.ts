import { IMAGE_LOADER } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MediaErrors } from '#modules/media/media.errors';
import { MediaAccessCache, seesLibrary } from '#modules/media/media-access';
import { type DeriveRequest, originalKey } from '#modules/media/media-derive';
import { derivable } from '#modules/media/media-limits';
import { DerivationFailed, type DerivedFormat, MIME } from '#modules/media/media-pipeline';
import { mediaRuntime } from '#modules/media/media-runtime';
import { IMMUTABLE, sendBlob } from '#modules/media/send-blob';

const HASH = /^[0-9a-f]{64}$/;
const VARIANT = /^(\d{2,4})\.(avif|webp|jpeg|png|gif)$/;
const WIDTHS: readonly number[] = IMAGE_LOADER.widths;
const INLINE_DOCUMENTS = new Set(['application/pdf', 'text/vtt']);
/** What the site's own editors get of a file no public address serves: never kept by a shared cache. */
const PRIVATE = 'private, no-cache';

/** Small derived images are kept in memory: a hit is a map lookup and a write. */
const MEMORY_BYTES = 64 * 1024 * 1024;
const MEMORY_ITEM_BYTES = 1024 * 1024;

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: 'This file is not available.', code: 'media.file_not_found' });

/**
 * Public media on a site's host: derived images at /media/{hash}/{width}.{format}, made on first
 * request, and file links at /s/{hash}/{name} (video, documents, SVG, originals the owner serves).
 * Addresses carry the content hash, so answers are immutable. A site serves only its own files,
 * and none that a digital product sells unless it also shows them publicly (media-access.ts): those
 * reach buyers through their signed download links, and the site's editors privately.
 */
export async function mediaFileRoutes(app: FastifyInstance): Promise<void> {
  const { deriver } = mediaRuntime(app);
  const memory = new Map<string, Buffer>();
  let memoryBytes = 0;
  const access = new MediaAccessCache(app.db);

  /** A derived image's blob key; one that cannot be made is a clean 404, never a 500. */
  async function ensure(request: DeriveRequest): Promise<string> {
    try {
      return await deriver.ensure(request);
    } catch (error) {
      if (error instanceof DerivationFailed) throw MediaErrors.notDerivable();
      throw error;
    }
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
    const site = request.site;
    if (!site || !HASH.test(hash) || !match) return notFound(reply);
    const width = Number(match[1]);
    const format = match[2] as DerivedFormat;
    if (!WIDTHS.includes(width)) return notFound(reply);
    const checked = await access.of(site, hash);
    const image = checked.rows.find((row) => row.kind === 'image');
    if (!image) return notFound(reply);
    if (checked.restricted && !(await seesLibrary(app, request))) return notFound(reply);
    const animated = Boolean(image.animated);
    // AVIF keeps no animation here, and GIF is only the fallback of animated images.
    if ((animated && format === 'avif') || (!animated && format === 'gif')) return notFound(reply);
    // Files stored before uploads were checked for this are refused here, before any decoding.
    if (image.width && image.height && !derivable(image.width, image.height))
      throw MediaErrors.notDerivable();
    const key = await ensure({ hash, width, format, animated });
    let bytes = memory.get(key);
    if (!bytes) {
      const stored = await app.blobs.getBuffer(key);
      if (!stored) return notFound(reply);
      bytes = stored;
      remember(key, bytes);
    }
    const etag = `"${hash.slice(0, 32)}-${width}-${format}"`;
    // The next GET of it is answered before the framework, while this decision holds.
    if (!checked.restricted) {
      app.hotMedia.remember(site.id, request.url, {
        etag,
        contentType: MIME[format],
        body: bytes,
        until: checked.until,
        generation: checked.generation,
      });
    }
    return sendBlob(request, reply, app.blobs, {
      key,
      bytes,
      contentType: MIME[format],
      etag,
      cacheControl: checked.restricted ? PRIVATE : IMMUTABLE,
    });
  }

  async function file(request: FastifyRequest, reply: FastifyReply) {
    const { hash } = request.params as { hash: string; name: string };
    const site = request.site;
    if (!site || !HASH.test(hash)) return notFound(reply);
    const checked = await access.of(site, hash);
    const row = checked.rows.find(
      (item) => item.kind !== 'image' || item.serve_original || item.mime_type === 'image/svg+xml',
    );
    if (!row) return notFound(reply);
    if (checked.restricted && !(await seesLibrary(app, request))) return notFound(reply);
    const extraHeaders: Record<string, string> = {};
    // An SVG opened on its own is a document: no script may run even if one slipped through.
    if (row.mime_type === 'image/svg+xml') {
      extraHeaders['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    }
    return sendBlob(request, reply, app.blobs, {
      key: originalKey(hash),
      contentType: row.mime_type,
      etag: `"${hash}"`,
      cacheControl: checked.restricted ? PRIVATE : IMMUTABLE,
      // PDFs open in the browser and caption tracks are read by the video player; other documents download.
      disposition: row.kind === 'document' && !INLINE_DOCUMENTS.has(row.mime_type) ? 'attachment' : undefined,
      extraHeaders,
    });
  }

  app.get('/media/:hash/:variant', derived);
  app.get('/s/:hash/:name', file);
}
