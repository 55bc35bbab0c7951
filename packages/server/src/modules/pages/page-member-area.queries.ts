import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** How many of the site's pages are in a member area (modules/members). */
export async function pagesInArea(db: Db, siteId: string, areaId: string): Promise<number> {
  const row = await db
    .selectFrom('collections')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('website_id', '=', siteId)
    .where('member_area_id', '=', areaId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The first published page of each of these member areas (lowest position), by area: where a
 * member area block sends a visitor once they joined. An area with no published page is left out.
 */
export async function firstPagesOfAreas(
  db: Db,
  siteId: string,
  areaIds: readonly string[],
): Promise<Map<string, { id: string; slug: string }>> {
  const first = new Map<string, { id: string; slug: string }>();
  if (areaIds.length === 0) return first;
  const rows = await db
    .selectFrom('collections')
    .select(['id', 'slug', 'member_area_id'])
    .where('website_id', '=', siteId)
    .where('member_area_id', 'in', [...areaIds])
    .where('published_version', 'is not', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (row.member_area_id && !first.has(row.member_area_id))
      first.set(row.member_area_id, { id: row.id, slug: row.slug });
  }
  return first;
}
