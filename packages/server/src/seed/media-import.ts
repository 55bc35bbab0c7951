import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_LOADER } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import type { MediaRow } from '#modules/media/media.queries';
import { derivedUrl, fileUrl } from '#modules/media/media-json';
import { scratchFile } from '#modules/media/media-receive';
import { mediaRuntime } from '#modules/media/media-runtime';
import { SNIFF_BYTES } from '#modules/media/media-type';
import { DEMO_ASSETS_PATH, resolveDemoAsset } from '#render/demo-assets';

const IMPORTABLE = /\.(svg|png|jpe?g|webp|webm|mp4)$/;
const IMAGE_BLOCK = 5;
const GALLERY_BLOCK = 8;
const VIDEO_BLOCK = 32;

type Settings = Record<string, unknown>;
/** The library item holding a bundled file, with the texts a page gives it when it has none yet. */
type ImportFile = (fileName: string, texts?: { alt?: unknown; caption?: unknown }) => Promise<MediaRow>;

/** The bundled file an address names (plain or content-addressed), if it is one we import. */
function bundled(address: unknown): string | null {
  if (typeof address !== 'string' || !address.startsWith(DEMO_ASSETS_PATH)) return null;
  const file = resolveDemoAsset(address.slice(DEMO_ASSETS_PATH.length))?.file;
  return file && IMPORTABLE.test(file) ? file : null;
}

/** The address a page uses for an item: a derived image at its full width, or the file itself. */
const addressOf = (row: MediaRow) =>
  row.kind === 'image' ? derivedUrl(row.hash, slideWidth(row.width), 'webp') : fileUrl(row);

/** The derived width that holds the whole image (derived images are never enlarged). */
const slideWidth = (width: number | null) =>
  [...IMAGE_LOADER.widths].reverse().find((w) => w >= (width ?? 0)) ?? IMAGE_LOADER.widths[0];

/** A gallery slide on bundled files becomes one on library items: the picture, or the video and its poster. */
async function importSlide(slide: Settings, importFile: ImportFile): Promise<Settings> {
  const texts = { alt: slide.alt, caption: slide.caption };
  const video = slide.type === 'video' ? bundled(slide.videoUrl) : null;
  const picture = bundled(slide.src);
  if (video) {
    const item = await importFile(video, texts);
    const poster = picture ? await importFile(picture) : null;
    return {
      ...slide,
      mediaId: item.id,
      videoUrl: fileUrl(item),
      ...(poster ? { poster: { mediaId: poster.id }, src: addressOf(poster) } : {}),
    };
  }
  if (!picture) return slide;
  const item = await importFile(picture, texts);
  return { ...slide, mediaId: item.id, src: addressOf(item) };
}

/** Rewrites one block's bundled files to library items; null when it holds none. */
async function importBlock(block: { type: number; settings: Settings }, importFile: ImportFile) {
  if (block.type === IMAGE_BLOCK || block.type === VIDEO_BLOCK) {
    const file = bundled(block.settings.src);
    if (!file) return null;
    const { src: _src, width: _width, height: _height, ...rest } = block.settings;
    const mediaId = (await importFile(file)).id;
    // A video block names its source: the bundled file is an upload like any owner's.
    return block.type === VIDEO_BLOCK ? { ...rest, source: 'upload', mediaId } : { ...rest, mediaId };
  }
  if (block.type === GALLERY_BLOCK && Array.isArray(block.settings.slides)) {
    const slides = block.settings.slides as Settings[];
    if (!slides.some((slide) => bundled(slide.src) || bundled(slide.videoUrl))) return null;
    const imported: Settings[] = [];
    for (const slide of slides) imported.push(await importSlide(slide, importFile));
    return { ...block.settings, slides: imported };
  }
  return null;
}

/** Adds bytes to a site's media library as an upload would (type from the bytes, quota, blob store). */
export async function importBytes(
  app: FastifyInstance,
  siteId: string,
  fileName: string,
  bytes: Buffer,
): Promise<MediaRow> {
  const { service } = mediaRuntime(app);
  const scratch = await scratchFile();
  await writeFile(scratch.file, bytes);
  const file = await service.ingest(
    siteId,
    {
      file: scratch.file,
      size: bytes.length,
      hash: createHash('sha256').update(bytes).digest('hex'),
      head: bytes.subarray(0, SNIFF_BYTES),
      discard: scratch.discard,
    },
    fileName,
  );
  return service.create(siteId, fileName, file);
}

/**
 * Moves a site's images, gallery pictures and gallery videos that point at bundled files
 * (/assets/demo/…) into its media library, with the alt text and caption the page gives them, and
 * rewrites every draft and published version to refer to them by media id, so the demo site's
 * media are library items like any owner's.
 */
export async function importBundledImages(
  app: FastifyInstance,
  siteId: string,
  assetsDir: string,
): Promise<number> {
  const { service } = mediaRuntime(app);

  const imported = new Map<string, MediaRow>();

  const importFile: ImportFile = async (fileName, texts = {}) => {
    let item = imported.get(fileName);
    if (!item) {
      item = await importBytes(app, siteId, fileName, await readFile(path.join(assetsDir, fileName)));
      imported.set(fileName, item);
    }
    // The library item carries the alt text and caption of the first page that describes it.
    const alt = typeof texts.alt === 'string' && !item.alt ? texts.alt : null;
    const caption = typeof texts.caption === 'string' && !item.caption ? texts.caption : null;
    if (alt || caption) {
      item = { ...item, alt: alt ?? item.alt, caption: caption ?? item.caption };
      await app.db
        .updateTable('media_items')
        .set({ alt: item.alt, caption: item.caption })
        .where('id', '=', item.id)
        .execute();
      imported.set(fileName, item);
    }
    return item;
  };

  async function rewrite(json: string): Promise<string | null> {
    const document = JSON.parse(json) as {
      sections?: { blocks?: { type: number; settings: Settings }[] }[];
    };
    let changed = false;
    for (const section of document.sections ?? []) {
      for (const block of section.blocks ?? []) {
        const settings = await importBlock(block, importFile);
        if (!settings) continue;
        block.settings = settings;
        changed = true;
      }
    }
    return changed ? JSON.stringify(document) : null;
  }

  const pages = await app.db
    .selectFrom('collections')
    .select(['id', 'draft_document'])
    .where('website_id', '=', siteId)
    .execute();
  for (const page of pages) {
    const draft = await rewrite(page.draft_document);
    if (draft)
      await app.db
        .updateTable('collections')
        .set({ draft_document: draft })
        .where('id', '=', page.id)
        .execute();
    const versions = await app.db
      .selectFrom('page_versions')
      .select(['version', 'document'])
      .where('page_id', '=', page.id)
      .execute();
    for (const version of versions) {
      const document = await rewrite(version.document);
      if (document) {
        await app.db
          .updateTable('page_versions')
          .set({ document })
          .where('page_id', '=', page.id)
          .where('version', '=', version.version)
          .execute();
      }
    }
  }
  // Product pictures on bundled files become library items too, as an owner picks them in the
  // Store dialog: a derived image at the width the product page shows, with the item's id.
  const products = await app.db
    .selectFrom('products')
    .select(['id', 'images'])
    .where('website_id', '=', siteId)
    .execute();
  for (const product of products) {
    const images = JSON.parse(product.images) as { src: string; alt?: string; mediaId?: string }[];
    let changed = false;
    for (const image of images) {
      const file = image.mediaId ? null : bundled(image.src);
      if (!file) continue;
      const item = await importFile(file, { alt: image.alt });
      if (item.kind !== 'image') continue;
      image.src = derivedUrl(item.hash, Math.min(750, slideWidth(item.width)), 'webp');
      image.mediaId = item.id;
      changed = true;
    }
    if (changed)
      await app.db
        .updateTable('products')
        .set({ images: JSON.stringify(images) })
        .where('id', '=', product.id)
        .execute();
  }
  if (imported.size) await service.pagesChanged(siteId);
  return imported.size;
}
