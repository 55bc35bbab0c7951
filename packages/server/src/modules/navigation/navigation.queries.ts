import type { Kysely, Transaction } from 'kysely';
import type { DB, NavigationLinksTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Every page of the main navigation, published or not, whatever its collection type (the store too). */
export const menuPages = (db: Db, siteId: string) =>
  db
    .selectFrom('collections')
    .select(['id', 'title', 'slug', 'position', 'published_version'])
    .where('website_id', '=', siteId)
    .where('navigation', '=', 'main')
    .execute();

export const menuLinks = (db: Db, siteId: string) =>
  db.selectFrom('navigation_links').selectAll().where('website_id', '=', siteId).execute();

export const menuParents = (db: Db, siteId: string) =>
  db
    .selectFrom('navigation_parents')
    .select(['item_id', 'parent_id'])
    .where('website_id', '=', siteId)
    .execute();

export const findLink = (db: Db, siteId: string, id: string) =>
  db
    .selectFrom('navigation_links')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function nextMenuPosition(db: Db, siteId: string): Promise<number> {
  const [pages, links] = await Promise.all([
    db
      .selectFrom('collections')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('website_id', '=', siteId)
      .where('navigation', '=', 'main')
      .executeTakeFirst(),
    db
      .selectFrom('navigation_links')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('website_id', '=', siteId)
      .executeTakeFirst(),
  ]);
  return Math.max(Number(pages?.max ?? -1), Number(links?.max ?? -1)) + 1;
}

export const insertLink = (db: Db, row: NavigationLinksTable) =>
  db.insertInto('navigation_links').values(row).execute();

export const updateLink = (db: Db, siteId: string, id: string, patch: Partial<NavigationLinksTable>) =>
  db
    .updateTable('navigation_links')
    .set(patch)
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .execute();

/** Removes a link and lifts whatever sat under it to the top level. */
export async function deleteLink(db: Db, siteId: string, id: string): Promise<void> {
  await db.deleteFrom('navigation_links').where('website_id', '=', siteId).where('id', '=', id).execute();
  await db
    .deleteFrom('navigation_parents')
    .where('website_id', '=', siteId)
    .where((eb) => eb.or([eb('item_id', '=', id), eb('parent_id', '=', id)]))
    .execute();
}

/** The menu's links with their places in the main navigation's sequence. */
export const menuLinkPositions = (db: Db, siteId: string) =>
  db.selectFrom('navigation_links').select(['id', 'position']).where('website_id', '=', siteId).execute();

/** A link's place in the main navigation's sequence, which it shares with the menu's pages. */
export const setLinkPosition = (db: Db, siteId: string, linkId: string, position: number) =>
  db
    .updateTable('navigation_links')
    .set({ position })
    .where('website_id', '=', siteId)
    .where('id', '=', linkId)
    .execute();

export async function replaceParents(
  db: Db,
  siteId: string,
  parents: readonly { itemId: string; parentId: string }[],
): Promise<void> {
  await db.deleteFrom('navigation_parents').where('website_id', '=', siteId).execute();
  if (parents.length === 0) return;
  await db
    .insertInto('navigation_parents')
    .values(parents.map((p) => ({ website_id: siteId, item_id: p.itemId, parent_id: p.parentId })))
    .execute();
}
