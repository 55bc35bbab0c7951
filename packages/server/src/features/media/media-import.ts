import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { scratchFile } from './media-receive';
import { mediaRuntime } from './media-runtime';
import { SNIFF_BYTES } from './media-type';

const IMPORTABLE = /^\/assets\/demo\/([a-z0-9-]+\.(svg|png|jpe?g|webp|webm|mp4))$/;
const IMAGE_BLOCK = 5;
const VIDEO_BLOCK = 32;

/**
 * Moves a site's images that point at bundled files (/assets/demo/…) into its media library and
 * rewrites every draft and published version to refer to them by media id, so the demo site's
 * images are library images like any owner's.
 */
export async function importBundledImages(
  app: FastifyInstance,
  siteId: string,
  assetsDir: string,
): Promise<number> {
  const { service } = mediaRuntime(app);
  const imported = new Map<string, string>();

  async function mediaIdFor(fileName: string): Promise<string> {
    const known = imported.get(fileName);
    if (known) return known;
    const bytes = await readFile(path.join(assetsDir, fileName));
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
    const item = await service.create(siteId, fileName, file);
    imported.set(fileName, item.id);
    return item.id;
  }

  async function rewrite(json: string): Promise<string | null> {
    const document = JSON.parse(json) as {
      sections?: { blocks?: { type: number; settings: Record<string, unknown> }[] }[];
    };
    let changed = false;
    for (const section of document.sections ?? []) {
      for (const block of section.blocks ?? []) {
        if (block.type !== IMAGE_BLOCK && block.type !== VIDEO_BLOCK) continue;
        const file =
          typeof block.settings.src === 'string' ? IMPORTABLE.exec(block.settings.src)?.[1] : undefined;
        if (!file) continue;
        const { src: _src, width: _width, height: _height, ...rest } = block.settings;
        const mediaId = await mediaIdFor(file);
        // A video block names its source: the bundled file is an upload like any owner's.
        block.settings =
          block.type === VIDEO_BLOCK ? { ...rest, source: 'upload', mediaId } : { ...rest, mediaId };
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
  if (imported.size) await service.pagesChanged(siteId);
  return imported.size;
}
