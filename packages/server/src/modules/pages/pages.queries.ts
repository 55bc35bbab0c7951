import type { Kysely, Transaction } from 'kysely';
import type { CollectionsTable, DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export const PAGE_COLLECTION_TYPE = 10; // collection type "page", spec 001 §3
export const STORE_COLLECTION_TYPE = 13; // collection type "products": a store page, spec 001 §3
export const BLOG_COLLECTION_TYPE = 1; // collection type "generic": a blog, its posts in modules/blog
/** The collections the editor lists, publishes and puts in menus as pages: pages, store pages, blogs. */
export const PAGE_LIKE_TYPES = [PAGE_COLLECTION_TYPE, STORE_COLLECTION_TYPE, BLOG_COLLECTION_TYPE];
export const PAGE_TYPE_PAGE = 2; // page type "page", spec 001 §2
export const PAGE_TYPE_NOT_FOUND = 100; // page type "not found", spec 001 §2
export const STATUS_PUBLISHED = 1;
export const STATUS_DRAFT = 4;

export const listPages = (db: Db, siteId: string) =>
  db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('collection_type', 'in', PAGE_LIKE_TYPES)
    .orderBy('navigation')
    .orderBy('position')
    .orderBy('id')
    .execute();

export const findPage = (db: Db, siteId: string, pageId: string) =>
  db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', pageId)
    .where('collection_type', 'in', PAGE_LIKE_TYPES)
    .executeTakeFirst();

export const findPageBySlug = (db: Db, siteId: string, slug: string) =>
  db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', slug)
    .executeTakeFirst();

/**
 * The position after the last item of a navigation. The main navigation's pages share one
 * sequence with the menu's links, so a new page never takes a link's place.
 */
export async function nextPosition(db: Db, siteId: string, navigation: string): Promise<number> {
  const row = await db
    .selectFrom('collections')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('website_id', '=', siteId)
    .where('navigation', '=', navigation)
    .executeTakeFirst();
  const links =
    navigation === 'main'
      ? await db
          .selectFrom('navigation_links')
          .select((eb) => eb.fn.max('position').as('max'))
          .where('website_id', '=', siteId)
          .executeTakeFirst()
      : undefined;
  return Math.max(Number(row?.max ?? -1), Number(links?.max ?? -1)) + 1;
}

export async function insertPage(db: Db, row: CollectionsTable): Promise<void> {
  await db.insertInto('collections').values(row).execute();
}

export async function updatePage(db: Db, siteId: string, pageId: string, patch: Partial<CollectionsTable>) {
  await db
    .updateTable('collections')
    .set({ ...patch, updated_at: new Date().toISOString() })
    .where('website_id', '=', siteId)
    .where('id', '=', pageId)
    .execute();
}

/** A page's place in its navigation's sequence (the menu numbers pages and links together). */
export const setPagePosition = (db: Db, siteId: string, pageId: string, position: number) =>
  db
    .updateTable('collections')
    .set({ position })
    .where('website_id', '=', siteId)
    .where('id', '=', pageId)
    .execute();

export const deletePage = (db: Db, siteId: string, pageId: string) =>
  db.deleteFrom('collections').where('website_id', '=', siteId).where('id', '=', pageId).execute();

/** Saves a draft only if nobody saved since `revision`; the affected-row count tells who won. */
export async function saveDraft(
  db: Db,
  siteId: string,
  pageId: string,
  document: string,
  revision: number,
): Promise<boolean> {
  const result = await db
    .updateTable('collections')
    .set((eb) => ({
      draft_document: document,
      draft_revision: eb('draft_revision', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('website_id', '=', siteId)
    .where('id', '=', pageId)
    .where('draft_revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertVersion(
  db: Db,
  version: {
    pageId: string;
    version: number;
    title: string;
    document: string;
    text: string;
    publishedAt: string;
  },
): Promise<void> {
  await db
    .insertInto('page_versions')
    .values({
      page_id: version.pageId,
      version: version.version,
      title: version.title,
      document: version.document,
      text: version.text,
      published_at: version.publishedAt,
    })
    .execute();
}

/**
 * Remembers a published page's old address. The new address stops being a redirect (a page lives
 * there now), and an older redirect to this page keeps pointing at it.
 */
export async function recordMove(db: Db, siteId: string, pageId: string, fromSlug: string, toSlug: string) {
  await db
    .deleteFrom('page_redirects')
    .where('website_id', '=', siteId)
    .where('from_slug', '=', toSlug)
    .execute();
  await db
    .insertInto('page_redirects')
    .values({ website_id: siteId, from_slug: fromSlug, page_id: pageId })
    .onConflict((oc) => oc.columns(['website_id', 'from_slug']).doUpdateSet({ page_id: pageId }))
    .execute();
}

export async function countPages(db: Db, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('collections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', siteId)
    .where('collection_type', 'in', PAGE_LIKE_TYPES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Turns the site's current not-found page, if any, back into an ordinary page. */
export const clearNotFoundPage = (db: Db, siteId: string) =>
  db
    .updateTable('collections')
    .set({ page_type: PAGE_TYPE_PAGE })
    .where('website_id', '=', siteId)
    .where('collection_type', '=', PAGE_COLLECTION_TYPE)
    .where('page_type', '=', PAGE_TYPE_NOT_FOUND)
    .execute();

/**
 * A store page by its address, with its choice of products. Visitors get it once published
 * (`published_version` set); an owner's preview gets it as soon as it exists.
 */
/**
 * Each published page's version by its slug: the site directory keeps them with the site, so a
 * cached page can tell whether the page it was rendered from was published again since.
 */
export async function publishedPageVersions(db: Db, siteId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('collections')
    .select(['slug', 'published_version'])
    .where('website_id', '=', siteId)
    .where('collection_type', 'in', PAGE_LIKE_TYPES)
    .where('published_version', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.slug, row.published_version ?? 0]));
}

export const findStorePage = (db: Db, siteId: string, slug: string) =>
  db
    .selectFrom('collections')
    .select(['id', 'title', 'slug', 'navigation', 'position', 'published_version', 'store_selection'])
    .where('website_id', '=', siteId)
    .where('slug', '=', slug)
    .where('collection_type', '=', STORE_COLLECTION_TYPE)
    .executeTakeFirst();

/** The site's published store pages, the menu's first (in its order) first. */
export const publishedStorePages = (db: Db, siteId: string) =>
  db
    .selectFrom('collections')
    .select(['id', 'title', 'slug', 'navigation', 'position', 'published_version', 'store_selection'])
    .where('website_id', '=', siteId)
    .where('collection_type', '=', STORE_COLLECTION_TYPE)
    .where('published_version', 'is not', null)
    .orderBy('navigation')
    .orderBy('position')
    .orderBy('id')
    .execute();

/** A store page by id, for the visitor's product list of one collection (spec 000 collectionId). */
export const findStorePageById = (db: Db, siteId: string, id: string) =>
  db
    .selectFrom('collections')
    .select(['id', 'title', 'slug', 'navigation', 'position', 'published_version', 'store_selection'])
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .where('collection_type', '=', STORE_COLLECTION_TYPE)
    .executeTakeFirst();
