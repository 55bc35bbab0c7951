import type { Kysely, Transaction } from 'kysely';
import type { DB, EventsTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Collection type generic 1 whose entries are events (content item type 12), spec 001 §3. */
export const GENERIC_COLLECTION_TYPE = 1;
export const EVENT_ITEM_TYPE = 12;

/** An Events page of the site (read from modules/pages' `collections`, never written here). */
export const eventsPageRow = (db: Db, siteId: string, pageId: string) =>
  db
    .selectFrom('collections')
    .select(['id', 'slug', 'title', 'published_version'])
    .where('website_id', '=', siteId)
    .where('id', '=', pageId)
    .where('collection_type', '=', GENERIC_COLLECTION_TYPE)
    .where('item_type', '=', EVENT_ITEM_TYPE)
    .executeTakeFirst();

/** The Events page at a slug; published ones only unless `drafts`. */
export const eventsPageBySlug = (db: Db, siteId: string, slug: string, drafts: boolean) => {
  let query = db
    .selectFrom('collections')
    .select(['id', 'slug', 'title', 'published_version'])
    .where('website_id', '=', siteId)
    .where('slug', '=', slug)
    .where('collection_type', '=', GENERIC_COLLECTION_TYPE)
    .where('item_type', '=', EVENT_ITEM_TYPE);
  if (!drafts) query = query.where('published_version', 'is not', null);
  return query.executeTakeFirst();
};

/** A library image of the site that is not deleted. */
export const siteImage = (db: Db, siteId: string, mediaId: string) =>
  db
    .selectFrom('media_items')
    .select('id')
    .where('website_id', '=', siteId)
    .where('id', '=', mediaId)
    .where('kind', '=', 'image')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const eventById = (db: Db, siteId: string, id: string) =>
  db
    .selectFrom('events')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();

export const eventsOfPage = (db: Db, siteId: string, pageId: string) =>
  db
    .selectFrom('events')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('page_id', '=', pageId)
    .orderBy('starts_at', 'asc')
    .orderBy('id', 'asc')
    .execute();

/** False when the slug is taken on the page (nothing inserted). */
export async function insertIfSlugFree(db: Db, row: EventsTable): Promise<boolean> {
  const result = await db
    .insertInto('events')
    .values(row)
    .onConflict((oc) => oc.columns(['page_id', 'slug']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const updateEventRow = (
  db: Db,
  siteId: string,
  id: string,
  patch: Omit<EventsTable, 'id' | 'website_id' | 'page_id' | 'slug' | 'created_at'>,
) =>
  db
    .updateTable('events')
    .set({
      title: patch.title,
      all_day: patch.all_day,
      start_local: patch.start_local,
      end_local: patch.end_local,
      time_zone: patch.time_zone,
      starts_at: patch.starts_at,
      ends_at: patch.ends_at,
      location: patch.location,
      description: patch.description,
      media_id: patch.media_id,
      link: patch.link,
      status: patch.status,
      updated_at: patch.updated_at,
      passed_at: patch.passed_at,
    })
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();

export const deleteEventRow = (db: Db, siteId: string, id: string) =>
  db.deleteFrom('events').where('website_id', '=', siteId).where('id', '=', id).executeTakeFirst();

const published = (db: Db, pageId: string) =>
  db.selectFrom('events').where('page_id', '=', pageId).where('status', '=', 'published');

/** Published events not yet over at `now`, soonest first. */
export const upcomingRows = (db: Db, pageId: string, now: string, offset: number, limit: number) =>
  published(db, pageId)
    .selectAll()
    .where('ends_at', '>', now)
    .orderBy('starts_at', 'asc')
    .orderBy('id', 'asc')
    .offset(offset)
    .limit(limit)
    .execute();

/** Published events over at `now`, latest start first. */
export const pastRows = (db: Db, pageId: string, now: string, offset: number, limit: number) =>
  published(db, pageId)
    .selectAll()
    .where('ends_at', '<=', now)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();

export async function countRows(db: Db, pageId: string, now: string, which: 'upcoming' | 'past') {
  const row = await published(db, pageId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ends_at', which === 'upcoming' ? '>' : '<=', now)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Published events overlapping [from, to). */
export const rowsBetween = (db: Db, pageId: string, from: string, to: string) =>
  published(db, pageId)
    .selectAll()
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .orderBy('starts_at', 'asc')
    .orderBy('id', 'asc')
    .limit(500)
    .execute();

export const publishedRowBySlug = (db: Db, pageId: string, slug: string) =>
  published(db, pageId).selectAll().where('slug', '=', slug).executeTakeFirst();

/** The first moment after `now` an upcoming event of the page ends: the lists change then. */
export async function nextEnd(db: Db, pageId: string, now: string): Promise<string | null> {
  const row = await published(db, pageId)
    .select((eb) => eb.fn.min('ends_at').as('next'))
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return (row?.next as string | null | undefined) ?? null;
}

/**
 * The sitemap's entries of a site's Events pages: each published page with no password (its lists)
 * and each of its published events, by address under the site (`workshops/raku-evening`).
 */
export async function eventsSitemapRows(db: Db, siteId: string) {
  const pages = await db
    .selectFrom('collections')
    .select(['id', 'slug'])
    .where('website_id', '=', siteId)
    .where('collection_type', '=', GENERIC_COLLECTION_TYPE)
    .where('item_type', '=', EVENT_ITEM_TYPE)
    .where('published_version', 'is not', null)
    .where('password_hash', 'is', null)
    .orderBy('position')
    .execute();
  if (pages.length === 0) return [];
  const events = await db
    .selectFrom('events')
    .select(['page_id', 'slug', 'updated_at'])
    .where('website_id', '=', siteId)
    .where(
      'page_id',
      'in',
      pages.map((page) => page.id),
    )
    .where('status', '=', 'published')
    .orderBy('starts_at', 'desc')
    .execute();
  const newest = new Map<string, string>();
  for (const event of events)
    if ((newest.get(event.page_id) ?? '') < event.updated_at) newest.set(event.page_id, event.updated_at);
  const slugs = new Map(pages.map((page) => [page.id, page.slug]));
  return [
    ...pages.map((page) => ({
      slug: page.slug,
      document: '{}',
      published_at: newest.get(page.id) ?? new Date(0).toISOString(),
    })),
    ...events.map((event) => ({
      slug: `${slugs.get(event.page_id)}/${event.slug}`,
      document: '{}',
      published_at: event.updated_at,
    })),
  ];
}
