import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import { EventKind } from './analytics-rows';

type Db = Kysely<DB> | Transaction<DB>;

/** Inclusive UTC days, YYYY-MM-DD, and the same range as timestamps for tables keyed by time. */
export interface DayRange {
  from: string;
  to: string;
  /** created_at >= fromTime. */
  fromTime: string;
  /** created_at < untilTime (the start of the day after `to`). */
  untilTime: string;
}

const eventsIn = (db: Db, siteId: string, range: DayRange, kind: EventKind) =>
  db
    .selectFrom('analytics_events')
    .where('website_id', '=', siteId)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .where('kind', '=', kind);

/** Page views, visits (pages that began one) and distinct visitors, per day and in all. */
export async function traffic(db: Db, siteId: string, range: DayRange) {
  const views = () =>
    eventsIn(db, siteId, range, EventKind.pageView).select((eb) => [
      eb.fn.countAll<number>().as('page_views'),
      eb.fn.sum<number>('new_visit').as('visits'),
      eb.fn.count<number>('visitor_id').distinct().as('visitors'),
    ]);
  const [total, days] = await Promise.all([
    views().executeTakeFirst(),
    views().select('day').groupBy('day').orderBy('day').execute(),
  ]);
  return { total, days };
}

export const topPages = (db: Db, siteId: string, range: DayRange, limit: number) =>
  eventsIn(db, siteId, range, EventKind.pageView)
    .select((eb) => ['path', eb.fn.countAll<number>().as('views')])
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();

/** Visits by where they came from, their device or their screen: the pages that began them. */
export const visitsBy = (
  db: Db,
  siteId: string,
  range: DayRange,
  column: 'referrer' | 'device' | 'screen',
  limit: number,
) =>
  eventsIn(db, siteId, range, EventKind.pageView)
    .where('new_visit', '=', 1)
    .where(column, 'is not', null)
    .select((eb) => [eb.ref(column).as('key'), eb.fn.countAll<number>().as('visits')])
    .groupBy(column)
    .orderBy('visits', 'desc')
    .orderBy(column)
    .limit(limit)
    .execute();

/** Arrivals by campaign: every Track that named a source or a campaign. */
export const campaigns = (db: Db, siteId: string, range: DayRange, limit: number) =>
  eventsIn(db, siteId, range, EventKind.track)
    .where((eb) => eb.or([eb('source', 'is not', null), eb('campaign', 'is not', null)]))
    .select((eb) => ['source', 'campaign', eb.fn.countAll<number>().as('visits')])
    .groupBy(['source', 'campaign'])
    .orderBy('visits', 'desc')
    .orderBy('source')
    .orderBy('campaign')
    .limit(limit)
    .execute();

export const formRenders = (db: Db, siteId: string, range: DayRange) =>
  eventsIn(db, siteId, range, EventKind.formRender)
    .select((eb) => ['form_id', eb.fn.countAll<number>().as('renders')])
    .groupBy('form_id')
    .execute();

/** Submissions stored in the range, per form: the other half of a form's conversion. */
export const formSubmissions = (db: Db, siteId: string, range: DayRange) =>
  db
    .selectFrom('form_submissions')
    .where('website_id', '=', siteId)
    .where('created_at', '>=', range.fromTime)
    .where('created_at', '<', range.untilTime)
    .select((eb) => ['form_id', eb.fn.countAll<number>().as('submissions')])
    .groupBy('form_id')
    .execute();

/** Button renders and clicks per button text and link. */
export const buttonCounts = (db: Db, siteId: string, range: DayRange) =>
  db
    .selectFrom('analytics_events')
    .where('website_id', '=', siteId)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .where('kind', 'in', [EventKind.buttonRender, EventKind.buttonClick])
    .select((eb) => ['kind', 'button_text', 'button_url', eb.fn.countAll<number>().as('count')])
    .groupBy(['kind', 'button_text', 'button_url'])
    .execute();

export const consentCounts = (db: Db, siteId: string, range: DayRange) =>
  db
    .selectFrom('consent_log')
    .where('website_id', '=', siteId)
    .where('created_at', '>=', range.fromTime)
    .where('created_at', '<', range.untilTime)
    .select((eb) => ['choice', eb.fn.countAll<number>().as('count')])
    .groupBy('choice')
    .execute();

/** Each stored error counts once plus its repeats, which were counted rather than stored. */
export const jsErrors = (db: Db, siteId: string, range: DayRange, limit: number) =>
  db
    .selectFrom('analytics_events as e')
    .leftJoin('js_error_repeats as r', 'r.event_id', 'e.id')
    .where('e.website_id', '=', siteId)
    .where('e.day', '>=', range.from)
    .where('e.day', '<=', range.to)
    .where('e.kind', '=', EventKind.jsError)
    .select((eb) => [
      'e.message',
      eb(eb.fn.countAll<number>(), '+', eb.fn.coalesce(eb.fn.sum<number>('r.repeats'), eb.lit(0))).as(
        'count',
      ),
      eb.fn.max('e.created_at').as('last_seen'),
    ])
    .groupBy('e.message')
    .orderBy('count', 'desc')
    .orderBy('e.message')
    .limit(limit)
    .execute();
