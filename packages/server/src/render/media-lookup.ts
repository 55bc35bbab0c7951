import type { PageDocument } from '@atelier/domain';
import type { MediaLookup, RenderMedia } from '@atelier/site';
import type { Kysely } from 'kysely';
import { thumbHashToDataURL } from 'thumbhash';
import { fileUrl } from '#modules/media/media-json';
import type { DB } from '#platform/db/schema';

const ID = /^[0-9a-f]{24}$/;
const MAX_IDS = 500;

/** Every media id a document's block settings mention, at any depth (image, gallery, product...). */
export function mediaIdsIn(document: PageDocument): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 8 || ids.size >= MAX_IDS || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'mediaId' && typeof inner === 'string' && ID.test(inner)) ids.add(inner);
      else visit(inner, depth + 1);
    }
  };
  visit(document, 0);
  return [...ids];
}

const placeholderUrls = new Map<string, string>();

function placeholderUrl(hash: string | null): string | null {
  if (!hash) return null;
  let url = placeholderUrls.get(hash);
  if (!url) {
    try {
      url = thumbHashToDataURL(Buffer.from(hash, 'base64'));
    } catch {
      return null;
    }
    if (placeholderUrls.size > 5000) placeholderUrls.clear();
    placeholderUrls.set(hash, url);
  }
  return url;
}

/**
 * The library items a page shows, by id, for the renderer. Items the owner deleted while a
 * published or kept version still shows them are included: the live page keeps working.
 */
export async function mediaLookupFor(
  db: Kysely<DB>,
  siteId: string,
  document: PageDocument,
  /** Items the page shows through something else it names, such as its product blocks' pictures. */
  alsoIds: readonly string[] = [],
): Promise<MediaLookup> {
  const ids = [...new Set([...mediaIdsIn(document), ...alsoIds.filter((id) => ID.test(id))])].slice(
    0,
    MAX_IDS,
  );
  if (!ids.length) return {};
  const rows = await db
    .selectFrom('media_items')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', 'in', ids)
    .execute();
  const lookup: Record<string, RenderMedia> = {};
  for (const row of rows) {
    const image = row.kind === 'image';
    lookup[row.id] = {
      id: row.id,
      kind: row.kind as RenderMedia['kind'],
      mimeType: row.mime_type,
      url: image ? `/media/${row.hash}/` : fileUrl(row),
      width: row.width,
      height: row.height,
      animated: Boolean(row.animated),
      duration: row.duration_ms === null ? null : Number(row.duration_ms) / 1000,
      fallback: row.fallback,
      placeholderUrl: image ? placeholderUrl(row.placeholder) : null,
      alt: row.alt,
      caption: row.caption,
      focalPoint: { x: Number(row.focal_x), y: Number(row.focal_y) },
    };
  }
  return lookup;
}
