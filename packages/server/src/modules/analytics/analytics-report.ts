import type { AnalyticsReport, DeviceKind } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { AnalyticsErrors } from './analytics.errors';
import type { DayRange } from './analytics.queries';
import * as q from './analytics.queries';
import { EventKind } from './analytics-rows';

export const MAX_RANGE_DAYS = 366;
/** Rows per list on the dashboard; the CSV export has them all, up to CSV_ROWS. */
export const LIST_ROWS = 50;
export const CSV_ROWS = 10_000;
const DAY_MS = 86_400_000;

/** The time a YYYY-MM-DD day starts in UTC, or NaN when it is no calendar day (2023-02-30). */
function dayStart(day: string): number {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(day) ? time : Number.NaN;
}

/** Checks a range of calendar days, from before to, at most MAX_RANGE_DAYS long. */
export function dayRange(from: string, to: string): DayRange {
  const start = dayStart(from);
  const end = dayStart(to);
  if (!(start <= end) || (end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) throw AnalyticsErrors.badRange();
  return {
    from,
    to,
    fromTime: new Date(start).toISOString(),
    untilTime: new Date(end + DAY_MS).toISOString(),
  };
}

/** A share as a fraction from 0, rounded to four places; 0 when there is nothing to share. */
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

export async function formConversion(db: Kysely<DB>, siteId: string, range: DayRange) {
  const [renders, submissions] = await Promise.all([
    q.formRenders(db, siteId, range),
    q.formSubmissions(db, siteId, range),
  ]);
  const forms = new Map<string, { renders: number; submissions: number }>();
  const of = (formId: string) => {
    const entry = forms.get(formId) ?? { renders: 0, submissions: 0 };
    forms.set(formId, entry);
    return entry;
  };
  for (const row of renders) if (row.form_id) of(row.form_id).renders = Number(row.renders);
  for (const row of submissions) of(row.form_id).submissions = Number(row.submissions);
  return [...forms]
    .map(([formId, counts]) => ({ formId, ...counts, conversion: share(counts.submissions, counts.renders) }))
    .sort(
      (a, b) => b.renders - a.renders || b.submissions - a.submissions || a.formId.localeCompare(b.formId),
    );
}

export async function buttonClickThrough(db: Kysely<DB>, siteId: string, range: DayRange) {
  const buttons = new Map<
    string,
    { buttonText: string; clickthroughUrl: string; renders: number; clicks: number }
  >();
  for (const row of await q.buttonCounts(db, siteId, range)) {
    const buttonText = row.button_text ?? '';
    const clickthroughUrl = row.button_url ?? '';
    const key = JSON.stringify([buttonText, clickthroughUrl]);
    const entry = buttons.get(key) ?? { buttonText, clickthroughUrl, renders: 0, clicks: 0 };
    buttons.set(key, entry);
    if (row.kind === EventKind.buttonClick) entry.clicks += Number(row.count);
    else entry.renders += Number(row.count);
  }
  return [...buttons.values()]
    .map((entry) => ({ ...entry, clickThrough: share(entry.clicks, entry.renders) }))
    .sort((a, b) => b.renders - a.renders || b.clicks - a.clicks);
}

export async function jsErrorGroups(db: Kysely<DB>, siteId: string, range: DayRange, limit: number) {
  return (await q.jsErrors(db, siteId, range, limit)).map((row) => ({
    message: row.message ?? '',
    count: Number(row.count),
    lastSeen: String(row.last_seen),
  }));
}

export const visitRows = async (
  db: Kysely<DB>,
  siteId: string,
  range: DayRange,
  column: 'referrer' | 'device' | 'screen',
  limit: number,
) =>
  (await q.visitsBy(db, siteId, range, column, limit)).map((row) => ({
    key: String(row.key),
    visits: Number(row.visits),
  }));

export const campaignRows = async (db: Kysely<DB>, siteId: string, range: DayRange, limit: number) =>
  (await q.campaigns(db, siteId, range, limit)).map((row) => ({
    source: row.source ?? '',
    campaign: row.campaign ?? '',
    visits: Number(row.visits),
  }));

export const pageRows = async (db: Kysely<DB>, siteId: string, range: DayRange, limit: number) =>
  (await q.topPages(db, siteId, range, limit)).map((row) => ({
    path: row.path ?? '',
    views: Number(row.views),
  }));

/** Everything the dashboard shows for a range of days. */
export async function analyticsReport(
  db: Kysely<DB>,
  siteId: string,
  range: DayRange,
  visitorDataRestricted: boolean,
): Promise<AnalyticsReport> {
  const [traffic, topPages, referrers, devices, screens, campaigns, forms, buttons, consent, jsErrors] =
    await Promise.all([
      q.traffic(db, siteId, range),
      pageRows(db, siteId, range, LIST_ROWS),
      visitRows(db, siteId, range, 'referrer', LIST_ROWS),
      visitRows(db, siteId, range, 'device', LIST_ROWS),
      visitRows(db, siteId, range, 'screen', LIST_ROWS),
      campaignRows(db, siteId, range, LIST_ROWS),
      formConversion(db, siteId, range),
      buttonClickThrough(db, siteId, range),
      q.consentCounts(db, siteId, range),
      jsErrorGroups(db, siteId, range, LIST_ROWS),
    ]);
  const counts = (row?: { page_views: number | null; visits: number | null; visitors: number | null }) => ({
    visits: Number(row?.visits ?? 0),
    pageViews: Number(row?.page_views ?? 0),
    uniqueVisitors: Number(row?.visitors ?? 0),
  });
  const choices = new Map(consent.map((row) => [row.choice, Number(row.count)]));
  const accepted = choices.get('accepted') ?? 0;
  const declined = choices.get('declined') ?? 0;
  return {
    range: { from: range.from, to: range.to },
    totals: counts(traffic.total),
    series: traffic.days.map((row) => ({ day: row.day, ...counts(row) })),
    topPages,
    referrers: referrers.map((row) => ({ referrer: row.key, visits: row.visits })),
    campaigns,
    devices: devices.map((row) => ({ device: row.key as DeviceKind, visits: row.visits })),
    screens: screens.map((row) => ({ screen: row.key, visits: row.visits })),
    forms,
    buttons: buttons.slice(0, LIST_ROWS),
    consent: { accepted, declined, acceptRate: share(accepted, accepted + declined) },
    jsErrors,
    visitorDataRestricted,
  };
}
