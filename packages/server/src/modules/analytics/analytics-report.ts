import { type AnalyticsReport, type DeviceKind, languageName } from '@atelier/domain';
import type { RankedDimension } from './report.queries';
import type { DayRange } from './report-range';
import {
  compareText,
  type RangeRollups,
  type RankedEntry,
  type ReportSource,
  readRangeRollups,
} from './report-rollups';
import { Dimension, keyPair } from './rollup-delta';

/** Rows per list on the dashboard; the CSV export has them all, up to CSV_ROWS. */
export const LIST_ROWS = 50;
export const CSV_ROWS = 10_000;

/**
 * A share as a fraction from 0 to 1, rounded to four places; 0 when there is nothing to share.
 * Both counts of a rate come from the same visitors (CONTEXT.md, "Same basis"), so acting more
 * often than shown only happens at a range's edge (shown on the day before, acted on the first
 * day): it is capped at 1 rather than shown as more than everyone.
 */
export const share = (part: number, whole: number): number =>
  whole > 0 ? Math.min(1, Math.round((part / whole) * 10_000) / 10_000) : 0;

const countsOf = (rollups: RangeRollups, dimension: Dimension) => rollups.whole.get(dimension) ?? new Map();

/** Each form's renders against its submissions, both as visitors' browsers reported them. */
export function formConversion(rollups: RangeRollups) {
  const renders = countsOf(rollups, Dimension.formRender);
  const submissions = countsOf(rollups, Dimension.formSubmit);
  return [...new Set([...renders.keys(), ...submissions.keys()])]
    .map((formId) => {
      const counts = { renders: renders.get(formId) ?? 0, submissions: submissions.get(formId) ?? 0 };
      return { formId, ...counts, conversion: share(counts.submissions, counts.renders) };
    })
    .sort(
      (a, b) => b.renders - a.renders || b.submissions - a.submissions || compareText(a.formId, b.formId),
    );
}

export function buttonClickThrough(rollups: RangeRollups) {
  const renders = countsOf(rollups, Dimension.buttonRender);
  const clicks = countsOf(rollups, Dimension.buttonClick);
  return [...new Set([...renders.keys(), ...clicks.keys()])]
    .map((key) => {
      const [buttonText, clickthroughUrl] = keyPair(key);
      const counts = { renders: renders.get(key) ?? 0, clicks: clicks.get(key) ?? 0 };
      return { buttonText, clickthroughUrl, ...counts, clickThrough: share(counts.clicks, counts.renders) };
    })
    .sort(
      (a, b) =>
        b.renders - a.renders ||
        b.clicks - a.clicks ||
        compareText(a.buttonText, b.buttonText) ||
        compareText(a.clickthroughUrl, b.clickthroughUrl),
    );
}

const ranked = (rollups: RangeRollups, dimension: RankedDimension): RankedEntry[] =>
  rollups.ranked.get(dimension) ?? [];

export const pageRows = (rollups: RangeRollups) =>
  ranked(rollups, Dimension.page).map((row) => ({ path: row.key, views: row.count }));

export const visitRows = (rollups: RangeRollups, dimension: 'referrer' | 'device' | 'screen') =>
  ranked(rollups, Dimension[dimension]).map((row) => ({ key: row.key, visits: row.count }));

export const campaignRows = (rollups: RangeRollups) =>
  ranked(rollups, Dimension.campaign).map((row) => {
    const [source, campaign] = keyPair(row.key);
    return { source, campaign, visits: row.count };
  });

export const jsErrorGroups = (rollups: RangeRollups) =>
  ranked(rollups, Dimension.jsError).map((row) => ({
    message: row.key,
    count: row.count,
    lastSeen: row.lastSeen ?? '',
  }));

/** The name of page views that named no language (stored before languages were recorded). */
export const NOT_RECORDED = 'Not recorded';

export type LanguageRow = AnalyticsReport['languages'][number];

/**
 * Visits and page views by language: every tag of `listed` (the languages visitors see, so one
 * nobody read shows as 0) and any other the range recorded, most page views first, then visits,
 * then tag; last '' (no language), named NOT_RECORDED and listed only when it counted something.
 */
export function languageRows(
  views: ReadonlyMap<string, number>,
  visits: ReadonlyMap<string, number>,
  listed: readonly string[],
): LanguageRow[] {
  const tags = new Set([...listed, ...views.keys(), ...visits.keys()]);
  return [...tags]
    .map((language) => ({
      language,
      name: language === '' ? NOT_RECORDED : languageName(language, 'en'),
      visits: visits.get(language) ?? 0,
      pageViews: views.get(language) ?? 0,
    }))
    .filter((row) => row.language !== '' || row.pageViews > 0 || row.visits > 0)
    .sort(
      (a, b) =>
        Number(a.language === '') - Number(b.language === '') ||
        b.pageViews - a.pageViews ||
        b.visits - a.visits ||
        compareText(a.language, b.language),
    );
}

export const rangeLanguageRows = (rollups: RangeRollups, listed: readonly string[]): LanguageRow[] =>
  languageRows(
    countsOf(rollups, Dimension.languageViews),
    countsOf(rollups, Dimension.languageVisits),
    listed,
  );

/** Everything the dashboard shows for a range of days, from the roll-ups (never the raw events alone). */
export async function analyticsReport(
  source: ReportSource,
  siteId: string,
  range: DayRange,
  visitorDataRestricted: boolean,
  /** The tags of the languages visitors see (event-language.ts publishedTags): listed even at 0. */
  languages: readonly string[] = [],
): Promise<AnalyticsReport> {
  const rollups = await readRangeRollups(source, siteId, range, LIST_ROWS);
  const accepted = countsOf(rollups, Dimension.consent).get('accepted') ?? 0;
  const declined = countsOf(rollups, Dimension.consent).get('declined') ?? 0;
  let visits = 0;
  let pageViews = 0;
  for (const day of rollups.days) {
    visits += day.visits;
    pageViews += day.views;
  }
  return {
    range: { from: range.from, to: range.to },
    totals: { visits, pageViews, uniqueVisitors: rollups.visitors.count() },
    series: rollups.days.map((day) => ({
      day: day.day,
      visits: day.visits,
      pageViews: day.views,
      uniqueVisitors: day.visitors,
    })),
    topPages: pageRows(rollups),
    referrers: visitRows(rollups, 'referrer').map((row) => ({ referrer: row.key, visits: row.visits })),
    campaigns: campaignRows(rollups),
    devices: visitRows(rollups, 'device').map((row) => ({
      device: row.key as DeviceKind,
      visits: row.visits,
    })),
    screens: visitRows(rollups, 'screen').map((row) => ({ screen: row.key, visits: row.visits })),
    forms: formConversion(rollups),
    buttons: buttonClickThrough(rollups).slice(0, LIST_ROWS),
    consent: { accepted, declined, acceptRate: share(accepted, accepted + declined) },
    jsErrors: jsErrorGroups(rollups),
    languages: rangeLanguageRows(rollups, languages),
    visitorDataRestricted,
  };
}
