import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import { EVENT_ITEM_TYPE, GENERIC_COLLECTION_TYPE } from './events.queries';

type Db = Kysely<DB> | Transaction<DB>;

/** Published events whose end has come and that the clock has not announced yet, earliest first. */
export const passedEvents = (db: Db, now: Date, limit: number) =>
  db
    .selectFrom('events')
    .select(['id', 'website_id'])
    .where('status', '=', 'published')
    .where('passed_at', 'is', null)
    .where('ends_at', '<=', now.toISOString())
    .orderBy('ends_at', 'asc')
    .limit(limit)
    .execute();

/** Marks an event's end as announced, if no one did: of many processes, one wins. */
export async function markPassed(db: Db, eventId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set({ passed_at: now.toISOString() })
    .where('id', '=', eventId)
    .where('passed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the next published event not yet announced ends (perhaps already: then the clock runs at once). */
export async function nextPassing(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.min('ends_at').as('next'))
    .where('status', '=', 'published')
    .where('passed_at', 'is', null)
    .executeTakeFirst();
  return row?.next ? new Date(row.next as string) : null;
}

/** Sites with a published Events page whose calendars were last drawn for a day before `day`. */
export const sitesBehindDay = (db: Db, day: string, limit: number) =>
  db
    .selectFrom('collections')
    .leftJoin('event_calendar_days', 'event_calendar_days.website_id', 'collections.website_id')
    .select('collections.website_id')
    .distinct()
    .where('collections.collection_type', '=', GENERIC_COLLECTION_TYPE)
    .where('collections.item_type', '=', EVENT_ITEM_TYPE)
    .where('collections.published_version', 'is not', null)
    .where((eb) =>
      eb.or([eb('event_calendar_days.day', 'is', null), eb('event_calendar_days.day', '<', day)]),
    )
    .limit(limit)
    .execute();

/** Notes that a site's calendars are drawn for `day`, if they were not yet: of many processes, one wins. */
export async function markDay(db: Db, siteId: string, day: string): Promise<boolean> {
  const result = await db
    .insertInto('event_calendar_days')
    .values({ website_id: siteId, day })
    .onConflict((oc) =>
      oc.column('website_id').doUpdateSet({ day }).where('event_calendar_days.day', '<', day),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
