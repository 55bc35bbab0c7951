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
