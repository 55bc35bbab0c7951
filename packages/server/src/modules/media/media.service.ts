import { readFile } from 'node:fs/promises';
import { newId } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#platform/errors/app-error';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { cleanAudio, needsAudioCleaning } from './audio/audio-clean';
import { AudioNotSupported, AudioUnreadable } from './audio/audio-io';
import { MediaErrors } from './media.errors';
import * as q from './media.queries';
import { type Deriver, originalKey } from './media-derive';
import { convertHeic } from './media-heic';
import { MAX_BYTES } from './media-limits';
import { ImageTooLarge, ImageTooTall, ImageUnreadable, inspectImage } from './media-pipeline';
import { mediaQuota } from './media-quota';
import type { ReceivedFile } from './media-receive';
import { type DetectedType, detectMediaType } from './media-type';
import { svgRefusal } from './svg-safety';

/** What an accepted file is, ready to become (or replace) a library item. */
export interface Ingested {
  hash: string;
  size: number;
  type: DetectedType;
  width: number | null;
  height: number | null;
  animated: boolean;
  fallback: string | null;
  placeholder: string | null;
  /** Bytes of the site's quota this file holds until it is stored as an item (or given back). */
  reserved: number;
  /** A converted file's name: a phone's IMG_0001.HEIC is stored as IMG_0001.jpg. */
  convertedName?: string;
  /** Audio: seconds, from the file's headers. */
  duration?: number | null;
  /** Audio: the title its tags held, the new item's name (the tags themselves are gone). */
  suggestedTitle?: string;
}

const MAX_FILE_NAME = 200;

export function cleanFileName(name: unknown): string {
  const text =
    typeof name === 'string'
      ? [...name]
          .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '/' && c !== '\\')
          // Half a surrogate pair (JSON can carry one) is stored differently by each engine.
          .map((c) => (c.length === 1 && c >= '\uD800' && c <= '\uDFFF' ? '\uFFFD' : c))
          .join('')
          .trim()
      : '';
  if (!text) throw MediaErrors.fileNameRequired();
  return text.slice(0, MAX_FILE_NAME);
}

/**
 * Runs the cleaning of an audio file, turning its failures into the spec's messages: a file that is
 * not the format it starts like is an unsupported type; a damaged one failed processing.
 */
async function audioStep<T>(fileName: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AudioNotSupported) throw MediaErrors.unsupported(fileName);
    if (error instanceof AppError) throw error;
    // AudioUnreadable, or a header that points outside the file (RangeError): never a 500.
    if (error instanceof AudioUnreadable || error instanceof RangeError)
      throw MediaErrors.processingFailed(fileName, 'an audio file');
    throw error;
  }
}

/** Runs one step of reading an image, turning its failures into the spec's messages. */
async function imageStep<T>(fileName: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ImageTooLarge) throw MediaErrors.tooManyPixels(fileName, error.width, error.height);
    if (error instanceof ImageTooTall) throw MediaErrors.tooTall(fileName, error.width, error.height);
    if (error instanceof ImageUnreadable) throw MediaErrors.processingFailed(fileName);
    throw error;
  }
}

/** The duration as the item stores it; a length no real file has (a header that lies) is unknown. */
function durationMs(file: Ingested): number | null {
  if (typeof file.duration !== 'number' || !Number.isFinite(file.duration)) return null;
  const ms = Math.round(file.duration * 1000);
  return ms > 0 && ms <= 2_147_483_647 ? ms : null;
}

export function mediaService(app: FastifyInstance, deriver: Deriver) {
  const quota = mediaQuota(app.db, app.config.mediaQuotaBytes);

  /**
   * Decides what the received bytes are (from the bytes), checks them against the limits and the
   * site's quota, and stores the original under its content hash. The scratch file is always removed.
   * `freed` is what a replacement gives back to the quota; `fromUpload` names the resumable upload
   * whose reservation the file's bytes take over.
   */
  async function ingest(
    siteId: string,
    uploaded: ReceivedFile,
    fileName: string,
    freed = 0,
    fromUpload?: string,
  ): Promise<Ingested> {
    let received = uploaded;
    let convertedName: string | undefined;
    try {
      let type = received.size > 0 ? detectMediaType(received.head) : null;
      if (!type) throw MediaErrors.unsupported(fileName);
      if (received.size > MAX_BYTES[type.kind]) throw MediaErrors.tooLarge(fileName, MAX_BYTES[type.kind]);
      if (type.mimeType === 'image/heic') {
        const converted = await imageStep(fileName, () => convertHeic(received));
        received = converted.file;
        convertedName = `${fileName.replace(/\.(heic|heif)$/i, '')}.${converted.extension}`;
        type = detectMediaType(received.head);
        if (!type) throw MediaErrors.processingFailed(fileName);
      }
      let audio: Pick<Ingested, 'duration' | 'suggestedTitle'> = {};
      if (needsAudioCleaning(type)) {
        const cleaned = await audioStep(fileName, () => cleanAudio(received, type!));
        type = cleaned.type;
        if (cleaned.file) received = cleaned.file;
        if (type.kind === 'audio') audio = { duration: cleaned.duration, suggestedTitle: cleaned.title };
      }
      let facts: Omit<Ingested, 'hash' | 'size' | 'type' | 'reserved'> = {
        width: null,
        height: null,
        animated: false,
        fallback: null,
        placeholder: null,
      };
      if (type.mimeType === 'image/svg+xml') {
        const refusal = svgRefusal(await readFile(received.file, 'utf8'));
        if (refusal) throw MediaErrors.unsafeSvg(fileName, refusal);
      }
      if (type.kind === 'image') {
        const image = await imageStep(fileName, () => inspectImage(received.file));
        facts = { ...image, fallback: type.mimeType === 'image/svg+xml' ? 'png' : image.fallback };
      }
      const reserved = Math.max(0, received.size - freed);
      if (!(await quota.reserve(siteId, reserved, fromUpload))) {
        const usage = await quota.usage(siteId);
        throw MediaErrors.quota(usage.used + usage.reserved, app.config.mediaQuotaBytes);
      }
      try {
        const key = originalKey(received.hash);
        if (!(await app.blobs.head(key))) await app.blobs.putFile(key, received.file, type.mimeType);
      } catch (error) {
        await quota.release(siteId, reserved);
        throw error;
      }
      return { hash: received.hash, size: received.size, type, ...facts, ...audio, reserved, convertedName };
    } finally {
      await received.discard();
    }
  }

  async function create(siteId: string, uploadedName: string, file: Ingested) {
    const fileName = file.convertedName ?? uploadedName;
    const now = new Date().toISOString();
    const id = newId();
    await releasingOnFailure(siteId, file, () =>
      app.db
        .insertInto('media_items')
        .values({
          id,
          website_id: siteId,
          hash: file.hash,
          kind: file.type.kind,
          mime_type: file.type.mimeType,
          fallback: file.fallback,
          file_name: fileName,
          title: file.suggestedTitle ?? fileName.replace(/\.[^.]*$/, ''),
          alt: '',
          caption: '',
          focal_x: 0.5,
          focal_y: 0.5,
          size: file.size,
          width: file.width,
          height: file.height,
          animated: file.animated ? 1 : 0,
          placeholder: file.placeholder,
          duration_ms: durationMs(file),
          serve_original: 0,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .execute(),
    );
    return (await q.itemById(app.db, siteId, id))!;
  }

  /** The item's new file as its row stores it. */
  function itemFile(uploadedName: string, file: Ingested): q.ItemFile {
    return {
      hash: file.hash,
      mime_type: file.type.mimeType,
      fallback: file.fallback,
      file_name: file.convertedName ?? uploadedName,
      size: file.size,
      width: file.width,
      height: file.height,
      animated: file.animated ? 1 : 0,
      placeholder: file.placeholder,
      duration_ms: durationMs(file),
    };
  }

  /**
   * Replaces an item's file, keeping its id: pages refer to the id, so drafts and the live site show
   * the new file. A file of another kind is refused. `store` writes the new file (with whatever must
   * change with it: workflows/media/replace-media-file.workflow.ts); if it fails, the file's quota
   * reservation is given back.
   */
  async function storeReplacement(
    siteId: string,
    row: q.MediaRow,
    uploadedName: string,
    file: Ingested,
    store: (replacement: q.ItemFile) => Promise<unknown>,
  ) {
    await releasingOnFailure(siteId, file, async () => {
      if (file.type.kind !== row.kind) throw MediaErrors.kindMismatch(row.kind);
      await store(itemFile(uploadedName, file));
    });
  }

  /**
   * After a replacement was stored: a smaller file gives the difference back, cached pages start a
   * new generation, and the old bytes go unless another item still has them.
   */
  async function finishReplacement(siteId: string, row: q.MediaRow, file: Ingested) {
    await quota.release(siteId, Number(row.size) - file.size);
    await pagesChanged(siteId);
    await purgeHashIfUnused(row.hash);
    return (await q.itemById(app.db, siteId, row.id))!;
  }

  /** Runs the step that stores an ingested file as an item; if it fails, its quota reservation is given back. */
  async function releasingOnFailure(siteId: string, file: Ingested, step: () => Promise<unknown>) {
    try {
      await step();
    } catch (error) {
      await quota.release(siteId, file.reserved);
      throw error;
    }
  }

  /** Cached published pages show the item's current file and texts: start a new render generation. */
  async function pagesChanged(siteId: string) {
    await bumpRenderGeneration(app.db, siteId);
    app.sites.invalidate(siteId);
  }

  async function purgeHashIfUnused(hash: string) {
    if (await q.hashStillUsed(app.db, hash)) return;
    await app.blobs.delete(originalKey(hash));
    await deriver.forget(hash);
  }

  async function usage(siteId: string, id: string) {
    const { drafts, versions } = await q.pagesUsing(app.db, siteId, id);
    const pages = new Map<
      string,
      { id: string; title: string; slug: string; draft: boolean; published: boolean; kept: boolean }
    >();
    for (const page of drafts) pages.set(page.id, { ...page, draft: true, published: false, kept: false });
    for (const version of versions) {
      const page = pages.get(version.id) ?? {
        id: version.id,
        title: version.title,
        slug: version.slug,
        draft: false,
        published: false,
        kept: false,
      };
      if (version.version === version.published_version) page.published = true;
      else page.kept = true;
      pages.set(version.id, page);
    }
    return [...pages.values()];
  }

  /**
   * Takes the item out of the library. Its bytes stay while a published or kept version shows it
   * (the item is only marked deleted); otherwise they go now, unless another item has the same bytes.
   */
  async function remove(siteId: string, row: q.MediaRow): Promise<{ kept: boolean }> {
    const { versions } = await q.pagesUsing(app.db, siteId, row.id);
    // A file sold as a digital product stays for the customers whose download links still work.
    const sold = await q.neededByDownloads(app.db, siteId, row.id);
    if (versions.length > 0 || sold) {
      await app.db
        .updateTable('media_items')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .where('website_id', '=', siteId)
        .execute();
    } else {
      await app.db
        .deleteFrom('media_items')
        .where('id', '=', row.id)
        .where('website_id', '=', siteId)
        .execute();
      await quota.release(siteId, Number(row.size));
      await purgeHashIfUnused(row.hash);
    }
    await pagesChanged(siteId);
    await sweepKept(siteId);
    return { kept: versions.length > 0 || sold };
  }

  /** Deleted items that no version needs any more are purged. */
  async function sweepKept(siteId: string) {
    const kept = await app.db
      .selectFrom('media_items')
      .selectAll()
      .where('website_id', '=', siteId)
      .where('deleted_at', 'is not', null)
      .execute();
    for (const row of kept) {
      const { versions } = await q.pagesUsing(app.db, siteId, row.id);
      if (versions.length || (await q.neededByDownloads(app.db, siteId, row.id))) continue;
      await app.db.deleteFrom('media_items').where('id', '=', row.id).execute();
      await quota.release(siteId, Number(row.size));
      await purgeHashIfUnused(row.hash);
    }
  }

  return { ingest, create, storeReplacement, finishReplacement, usage, remove, pagesChanged };
}

export type MediaService = ReturnType<typeof mediaService>;
