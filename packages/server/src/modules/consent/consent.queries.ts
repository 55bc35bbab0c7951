import { type Kysely, sql, type Transaction } from 'kysely';
import type { ConsentLogTable, DB } from '#platform/db/schema';
import { inTransaction } from '#platform/db/transaction';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';

type Db = Kysely<DB> | Transaction<DB>;

export const storedCookieSettings = async (db: Db, siteId: string): Promise<unknown> => {
  const row = await db
    .selectFrom('websites')
    .select('cookie_settings')
    .where('id', '=', siteId)
    .executeTakeFirst();
  return row ? JSON.parse(row.cookie_settings) : {};
};

/** Stores the settings and starts a new render generation: cached pages carry the old banner. */
export async function storeCookieSettings(db: Db, siteId: string, settings: object): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('websites')
      .set({ cookie_settings: JSON.stringify(settings) })
      .where('id', '=', siteId)
      .execute();
    await bumpRenderGeneration(trx, siteId, new Date().toISOString());
  });
}

/** created_at bounds of a range of days; either may be open. */
export interface TimeRange {
  fromTime?: string;
  untilTime?: string;
}

function logOf(db: Db, siteId: string, range: TimeRange) {
  let select = db.selectFrom('consent_log').where('website_id', '=', siteId);
  if (range.fromTime) select = select.where('created_at', '>=', range.fromTime);
  if (range.untilTime) select = select.where('created_at', '<', range.untilTime);
  return select;
}

/** Newest first. */
export const consentEntries = (db: Db, siteId: string, range: TimeRange, limit: number, offset: number) =>
  logOf(db, siteId, range)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

/** Newest first, the page after `after` (null: the first): the CSV export reads the log so, a page at a time. */
export function consentEntriesAfter(
  db: Db,
  siteId: string,
  range: TimeRange,
  after: Pick<ConsentLogTable, 'created_at' | 'id'> | null,
  limit: number,
) {
  let query = logOf(db, siteId, range).selectAll();
  if (after) query = query.where(sql<boolean>`(created_at, id) < (${after.created_at}, ${after.id})`);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export const consentChoiceCounts = (db: Db, siteId: string, range: TimeRange) =>
  logOf(db, siteId, range)
    .select((eb) => ['choice', eb.fn.countAll<number>().as('count')])
    .groupBy('choice')
    .execute();
