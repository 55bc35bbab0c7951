import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import { keysetPage, type PageRequest } from '#platform/db/keyset';
import type { DB, MediaItemsTable } from '#platform/db/schema';
import { searchWords, textIndexOf } from '#platform/db/text-search';

type Db = Kysely<DB> | Transaction<DB>;

export type MediaRow = MediaItemsTable;

export const itemById = (db: Db, siteId: string, id: string) =>
  db
    .selectFrom('media_items')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** What a replacement changes of an item: its file, never its id, texts or focal point. */
export type ItemFile = Pick<
  MediaItemsTable,
  | 'hash'
  | 'mime_type'
  | 'fallback'
  | 'file_name'
  | 'size'
  | 'width'
  | 'height'
  | 'animated'
  | 'placeholder'
  | 'duration_ms'
>;

export const replaceItemFile = (db: Db, siteId: string, id: string, file: ItemFile) =>
  db
    .updateTable('media_items')
    .set({
      hash: file.hash,
      mime_type: file.mime_type,
      fallback: file.fallback,
      file_name: file.file_name,
      size: file.size,
      width: file.width,
      height: file.height,
      animated: file.animated,
      placeholder: file.placeholder,
      duration_ms: file.duration_ms,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .where('website_id', '=', siteId)
    .execute();

/** What the owner may change of an item in the library (PATCH /api/config/media/:id). */
export type ItemDetails = Partial<
  Pick<MediaItemsTable, 'title' | 'alt' | 'caption' | 'file_name' | 'focal_x' | 'focal_y' | 'serve_original'>
> &
  Pick<MediaItemsTable, 'updated_at'>;

export const updateItemDetails = (db: Db, siteId: string, id: string, details: ItemDetails) =>
  db.updateTable('media_items').set(details).where('id', '=', id).where('website_id', '=', siteId).execute();

/** Records a part of a resumable upload as arrived (again: a part sent twice keeps its last size). */
export const recordUploadPart = (db: Db, uploadId: string, part: number, size: number) =>
  db
    .insertInto('media_upload_parts')
    .values({ upload_id: uploadId, part_number: part, size })
    .onConflict((oc) => oc.columns(['upload_id', 'part_number']).doUpdateSet({ size }))
    .execute();

export interface ListFilter {
  query?: string;
  kind?: string;
  order: 'newest' | 'oldest';
}

/**
 * The library's items, newest (or oldest) first, a page at a time by key (created_at, id), so every
 * item can be reached however large the library; the name, title, alt text and caption are
 * searched through the text index (migration 0025).
 */
export function listItems(db: Db, siteId: string, filter: ListFilter, page: PageRequest, withCount: boolean) {
  return keysetPage(
    db,
    {
      table: 'media_items',
      base: (from) => {
        let base = db
          .selectFrom((from ?? 'media_items') as 'media_items')
          .where('website_id', '=', siteId)
          .where('deleted_at', 'is', null);
        if (filter.kind) base = base.where('kind', '=', filter.kind);
        return base;
      },
      keys: ['created_at', 'id'],
      direction: filter.order === 'oldest' ? 'asc' : 'desc',
      search: { index: textIndexOf('media_items'), words: searchWords(filter.query ?? '', true) },
      keyOf: (row: MediaItemsTable) => [row.created_at, row.id],
    },
    page,
    withCount,
  );
}

/**
 * Bytes the site's library holds, counting items deleted but still kept for published pages: the
 * quota's own count (media_usage), else the sum of its items (a site that never uploaded since).
 */
export async function usedBytes(db: Db, siteId: string): Promise<number> {
  const kept = await db
    .selectFrom('media_usage')
    .select('used_bytes')
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  if (kept) return Number(kept.used_bytes);
  const row = await db
    .selectFrom('media_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), sql<number>`0`).as('total'))
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Pages whose draft or any kept version mentions the id (ids are unique 24-hex strings). */
export async function pagesUsing(db: Db, siteId: string, mediaId: string) {
  const like = `%${mediaId}%`;
  const drafts = await db
    .selectFrom('collections')
    .select(['id', 'title', 'slug'])
    .where('website_id', '=', siteId)
    .where('draft_document', 'like', like)
    .execute();
  const versions = await db
    .selectFrom('page_versions')
    .innerJoin('collections', 'collections.id', 'page_versions.page_id')
    .select(['collections.id', 'collections.title', 'collections.slug', 'collections.published_version'])
    .select('page_versions.version')
    .where('collections.website_id', '=', siteId)
    .where('page_versions.document', 'like', like)
    .execute();
  return { drafts, versions };
}

/** A digital product (spec 000 §4: product type 2) sells the library item its `file_media_id` names. */
const DIGITAL = 2;

export const hashUsedBySite = (db: Db, siteId: string, hash: string) =>
  db
    .selectFrom('media_items')
    .select([
      'id',
      'kind',
      'mime_type',
      'file_name',
      'serve_original',
      'animated',
      'fallback',
      'width',
      'height',
    ])
    // A file a digital product sells reaches customers only through their signed download links.
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('products')
            .select('products.id')
            .whereRef('products.file_media_id', '=', 'media_items.id')
            .where('products.website_id', '=', siteId)
            .where('products.product_type', '=', DIGITAL),
        )
        .as('sold'),
    )
    .where('website_id', '=', siteId)
    .where('hash', '=', hash)
    .execute();

/**
 * Whether the site shows any of these items, or their bytes by address, where visitors see them:
 * a page's published version (any block: image, gallery, background...), a live product's pictures
 * or description, the published logo or favicon, the sharing image. Drafts, earlier versions and
 * hidden products do not count. Documents store item ids; a pasted address holds the hash.
 */
export async function shownPublicly(
  db: Db,
  siteId: string,
  ids: string[],
  hash: string,
  now = new Date(),
): Promise<boolean> {
  const terms = [...ids.map((id) => `%${id}%`), `%/media/${hash}/%`, `%/s/${hash}/%`];
  const page = await db
    .selectFrom('page_versions')
    .innerJoin('collections', (join) =>
      join
        .onRef('collections.id', '=', 'page_versions.page_id')
        .onRef('collections.published_version', '=', 'page_versions.version'),
    )
    .select('collections.id')
    .where('collections.website_id', '=', siteId)
    .where((eb) => eb.or(terms.map((term) => eb('page_versions.document', 'like', term))))
    .executeTakeFirst();
  if (page) return true;
  const live = (eb: ExpressionBuilder<DB, 'products'>) =>
    eb.or([
      eb('products.workflow', '=', 'published'),
      eb.and([eb('products.workflow', '=', 'scheduled'), eb('products.publish_at', '<=', now.toISOString())]),
    ]);
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('website_id', '=', siteId)
    .where(live)
    .where((eb) =>
      eb.or(terms.flatMap((term) => [eb('images', 'like', term), eb('description_doc', 'like', term)])),
    )
    .executeTakeFirst();
  if (product) return true;
  const variant = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select('product_variants.id')
    .where('products.website_id', '=', siteId)
    .where(live)
    .where((eb) => eb.or(terms.map((term) => eb('product_variants.images', 'like', term))))
    .executeTakeFirst();
  if (variant) return true;
  const look = await db
    .selectFrom('site_styles')
    .select('website_id')
    .where('website_id', '=', siteId)
    .where((eb) => eb.or(terms.map((term) => eb('live', 'like', term))))
    .executeTakeFirst();
  if (look) return true;
  const seo = await db
    .selectFrom('site_seo')
    .select('website_id')
    .where('website_id', '=', siteId)
    .where((eb) => eb.or(terms.map((term) => eb('settings', 'like', term))))
    .executeTakeFirst();
  return Boolean(seo);
}

export const hashStillUsed = async (db: Db, hash: string) =>
  Boolean(await db.selectFrom('media_items').select('id').where('hash', '=', hash).executeTakeFirst());

/** Whether customers' live download links still need an item's bytes (a digital product's file). */
export const neededByDownloads = async (db: Db, siteId: string, mediaId: string, now = new Date()) =>
  Boolean(
    await db
      .selectFrom('order_downloads')
      .select('id')
      .where('website_id', '=', siteId)
      .where('media_id', '=', mediaId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst(),
  );
