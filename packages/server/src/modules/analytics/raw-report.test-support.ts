import type { AnalyticsReport, DeviceKind } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { LIST_ROWS, languageRows, share } from './analytics-report';
import { EventKind } from './analytics-rows';
import type { DayRange } from './report-range';
import { compareText } from './report-rollups';

/**
 * The owner's report as it was made before roll-ups: a dozen aggregate queries over the raw
 * events of the range, on the main connection. Kept as the reference the roll-ups must agree
 * with (rollups-agreement.test.ts) and as the "before" of bench/scale-analytics.run.ts. Lists are
 * read whole and ranked here with the roll-ups' order, so the two never differ by how an engine
 * collates ties.
 */
export async function rawEventsReport(
  db: Kysely<DB>,
  siteId: string,
  range: DayRange,
  visitorDataRestricted: boolean,
  limit = LIST_ROWS,
  languages: readonly string[] = [],
): Promise<AnalyticsReport> {
  const events = (kind: EventKind) =>
    db
      .selectFrom('analytics_events')
      .where('website_id', '=', siteId)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where('kind', '=', kind);
  const views = () =>
    events(EventKind.pageView).select((eb) => [
      eb.fn.countAll<number>().as('page_views'),
      eb.fn.sum<number>('new_visit').as('visits'),
      eb.fn.count<number>('visitor_id').distinct().as('visitors'),
    ]);
  const visitsBy = (column: 'referrer' | 'device' | 'screen') =>
    events(EventKind.pageView)
      .where('new_visit', '=', 1)
      .where(column, 'is not', null)
      .select((eb) => [eb.ref(column).as('key'), eb.fn.countAll<number>().as('count')])
      .groupBy(column)
      .execute();
  const [
    total,
    days,
    pages,
    referrers,
    devices,
    screens,
    campaigns,
    forms,
    submits,
    buttons,
    consent,
    errors,
    byLanguage,
  ] = await Promise.all([
    views().executeTakeFirst(),
    views().select('day').groupBy('day').orderBy('day').execute(),
    events(EventKind.pageView)
      .select((eb) => ['path', eb.fn.countAll<number>().as('count')])
      .groupBy('path')
      .execute(),
    visitsBy('referrer'),
    visitsBy('device'),
    visitsBy('screen'),
    events(EventKind.track)
      .where((eb) => eb.or([eb('source', 'is not', null), eb('campaign', 'is not', null)]))
      .select((eb) => ['source', 'campaign', eb.fn.countAll<number>().as('count')])
      .groupBy(['source', 'campaign'])
      .execute(),
    events(EventKind.formRender)
      .select((eb) => ['form_id', eb.fn.countAll<number>().as('count')])
      .groupBy('form_id')
      .execute(),
    events(EventKind.formSubmit)
      .select((eb) => ['form_id', eb.fn.countAll<number>().as('count')])
      .groupBy('form_id')
      .execute(),
    db
      .selectFrom('analytics_events')
      .where('website_id', '=', siteId)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where('kind', 'in', [EventKind.buttonRender, EventKind.buttonClick])
      .select((eb) => ['kind', 'button_text', 'button_url', eb.fn.countAll<number>().as('count')])
      .groupBy(['kind', 'button_text', 'button_url'])
      .execute(),
    db
      .selectFrom('consent_log')
      .where('website_id', '=', siteId)
      .where('created_at', '>=', `${range.from}T00:00:00.000Z`)
      .where('created_at', '<', `${range.to}T99`)
      .select((eb) => ['choice', eb.fn.countAll<number>().as('count')])
      .groupBy('choice')
      .execute(),
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
      .execute(),
    events(EventKind.pageView)
      .select((eb) => [
        'language',
        eb.fn.countAll<number>().as('page_views'),
        eb.fn.sum<number>('new_visit').as('visits'),
      ])
      .groupBy('language')
      .execute(),
  ]);
  const ranked = <T extends { count: number | string }>(rows: T[], key: (row: T) => string) =>
    rows
      .map((row) => ({ row, key: key(row), count: Number(row.count) }))
      .sort((a, b) => b.count - a.count || compareText(a.key, b.key))
      .slice(0, limit);
  const counts = (row?: { page_views: number | null; visits: number | null; visitors: number | null }) => ({
    visits: Number(row?.visits ?? 0),
    pageViews: Number(row?.page_views ?? 0),
    uniqueVisitors: Number(row?.visitors ?? 0),
  });
  const formIds = new Map<string, { renders: number; submissions: number }>();
  const form = (id: string) => {
    const entry = formIds.get(id) ?? { renders: 0, submissions: 0 };
    formIds.set(id, entry);
    return entry;
  };
  for (const row of forms) if (row.form_id) form(row.form_id).renders = Number(row.count);
  for (const row of submits) if (row.form_id) form(row.form_id).submissions = Number(row.count);
  const buttonMap = new Map<
    string,
    { buttonText: string; clickthroughUrl: string; renders: number; clicks: number }
  >();
  for (const row of buttons) {
    const buttonText = row.button_text ?? '';
    const clickthroughUrl = row.button_url ?? '';
    const id = JSON.stringify([buttonText, clickthroughUrl]);
    const entry = buttonMap.get(id) ?? { buttonText, clickthroughUrl, renders: 0, clicks: 0 };
    buttonMap.set(id, entry);
    if (row.kind === EventKind.buttonClick) entry.clicks += Number(row.count);
    else entry.renders += Number(row.count);
  }
  const choices = new Map(consent.map((row) => [row.choice, Number(row.count)]));
  const accepted = choices.get('accepted') ?? 0;
  const declined = choices.get('declined') ?? 0;
  return {
    range: { from: range.from, to: range.to },
    totals: counts(total),
    series: days.map((row) => ({ day: row.day, ...counts(row) })),
    topPages: ranked(pages, (row) => row.path ?? '').map(({ key, count }) => ({ path: key, views: count })),
    referrers: ranked(referrers, (row) => String(row.key)).map(({ key, count }) => ({
      referrer: key,
      visits: count,
    })),
    campaigns: ranked(campaigns, (row) => JSON.stringify([row.source ?? '', row.campaign ?? ''])).map(
      ({ row, count }) => ({ source: row.source ?? '', campaign: row.campaign ?? '', visits: count }),
    ),
    devices: ranked(devices, (row) => String(row.key)).map(({ key, count }) => ({
      device: key as DeviceKind,
      visits: count,
    })),
    screens: ranked(screens, (row) => String(row.key)).map(({ key, count }) => ({
      screen: key,
      visits: count,
    })),
    forms: [...formIds]
      .map(([formId, entry]) => ({ formId, ...entry, conversion: share(entry.submissions, entry.renders) }))
      .sort(
        (a, b) => b.renders - a.renders || b.submissions - a.submissions || compareText(a.formId, b.formId),
      ),
    buttons: [...buttonMap.values()]
      .map((entry) => ({ ...entry, clickThrough: share(entry.clicks, entry.renders) }))
      .sort(
        (a, b) =>
          b.renders - a.renders ||
          b.clicks - a.clicks ||
          compareText(a.buttonText, b.buttonText) ||
          compareText(a.clickthroughUrl, b.clickthroughUrl),
      )
      .slice(0, LIST_ROWS),
    consent: { accepted, declined, acceptRate: share(accepted, accepted + declined) },
    jsErrors: ranked(errors, (row) => row.message ?? '').map(({ row, key, count }) => ({
      message: key,
      count,
      lastSeen: String(row.last_seen),
    })),
    languages: languageRows(
      new Map(byLanguage.map((row) => [row.language ?? '', Number(row.page_views)])),
      new Map(
        byLanguage
          .filter((row) => Number(row.visits) > 0)
          .map((row) => [row.language ?? '', Number(row.visits)]),
      ),
      languages,
    ),
    visitorDataRestricted,
  };
}
