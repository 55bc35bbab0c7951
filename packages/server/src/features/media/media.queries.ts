import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB, MediaItemsTable } from '../../db/schema';

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

export interface ListFilter {
  query?: string;
  kind?: string;
  order: 'newest' | 'oldest';
  limit: number;
}

export function listItems(db: Db, siteId: string, filter: ListFilter) {
  let select = db
    .selectFrom('media_items')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('deleted_at', 'is', null);
  if (filter.kind) select = select.where('kind', '=', filter.kind);
  if (filter.query) {
    const like = `%${filter.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) =>
      eb.or(
        ['file_name', 'alt', 'title', 'caption'].map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', sql`${like} escape '\\'`),
        ),
      ),
    );
  }
  const direction = filter.order === 'oldest' ? 'asc' : 'desc';
  return select.orderBy('created_at', direction).orderBy('id', direction).limit(filter.limit).execute();
}

/** Bytes the site's library holds, counting items deleted but still kept for published pages. */
export async function usedBytes(db: Db, siteId: string): Promise<number> {
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

export const hashUsedBySite = (db: Db, siteId: string, hash: string) =>
  db
    .selectFrom('media_items')
    .select(['id', 'kind', 'mime_type', 'file_name', 'serve_original', 'animated', 'fallback', 'width'])
    // A file a digital product sells reaches customers only through their signed download links.
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('products')
            .select('products.id')
            .whereRef('products.file_media_id', '=', 'media_items.id')
            .where('products.website_id', '=', siteId),
        )
        .as('sold'),
    )
    .where('website_id', '=', siteId)
    .where('hash', '=', hash)
    .execute();

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
