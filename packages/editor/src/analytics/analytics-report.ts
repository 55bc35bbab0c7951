import type { AnalyticsReport, DeviceKind } from '../api/analytics.api';
import type { BarRow } from './bar-chart';
import { shareOf } from './chart-scale';
import { daysOf, fillSeries } from './date-range';
import type { RatioRow } from './ratio-chart';

/** Nothing at all was recorded in the range: the dashboard shows its empty state instead. */
export function isEmptyReport(report: AnalyticsReport): boolean {
  const { totals, consent } = report;
  return (
    totals.visits === 0 &&
    totals.pageViews === 0 &&
    report.series.every((day) => day.visits === 0 && day.pageViews === 0) &&
    report.topPages.length === 0 &&
    report.forms.length === 0 &&
    report.buttons.length === 0 &&
    report.jsErrors.length === 0 &&
    consent.accepted + consent.declined === 0
  );
}

/** Visits and page views for every day of the range, zero on days the server has no row for. */
export function dailyTraffic(report: AnalyticsReport): {
  days: string[];
  visits: number[];
  pageViews: number[];
  uniqueVisitors: number[];
} {
  const filled = fillSeries(report.series, report.range, (day) => ({
    day,
    visits: 0,
    pageViews: 0,
    uniqueVisitors: 0,
  }));
  // A range the server answered with days outside it (time zones) keeps those days instead.
  const series = filled.length > 0 ? filled : report.series;
  return {
    days: series.map((entry) => entry.day),
    visits: series.map((entry) => entry.visits),
    pageViews: series.map((entry) => entry.pageViews),
    uniqueVisitors: series.map((entry) => entry.uniqueVisitors),
  };
}

export const rangeDays = (report: AnalyticsReport): number => daysOf(report.range).length;

export const pageRows = (report: AnalyticsReport): BarRow[] =>
  report.topPages.map((page) => ({ key: page.path, label: page.path || '/', value: page.views }));

export const referrerRows = (report: AnalyticsReport): BarRow[] =>
  report.referrers.map((entry, i) => ({
    key: `${i}:${entry.referrer}`,
    label: entry.referrer || 'Direct or unknown',
    value: entry.visits,
  }));

export const campaignRows = (report: AnalyticsReport): BarRow[] =>
  report.campaigns.map((entry, i) => ({
    key: `${i}:${entry.source}:${entry.campaign}`,
    label: [entry.source || 'Any source', entry.campaign].filter(Boolean).join(' / '),
    value: entry.visits,
  }));

const DEVICE_LABELS: Record<DeviceKind, string> = { desktop: 'Desktop', tablet: 'Tablet', mobile: 'Mobile' };

export const deviceRows = (report: AnalyticsReport): BarRow[] =>
  report.devices.map((entry) => ({
    key: entry.device,
    label: DEVICE_LABELS[entry.device] ?? entry.device,
    value: entry.visits,
  }));

export const screenRows = (report: AnalyticsReport): BarRow[] =>
  report.screens.map((entry, i) => ({
    key: `${i}:${entry.screen}`,
    label: entry.screen || 'Unknown',
    value: entry.visits,
  }));

/** Forms by the names the owner gave them where known; submissions against renders. */
export const formRows = (report: AnalyticsReport, names: ReadonlyMap<string, string>): RatioRow[] =>
  report.forms.map((entry) => ({
    key: entry.formId,
    label: names.get(entry.formId) ?? entry.formId,
    shown: entry.renders,
    acted: entry.submissions,
  }));

export const buttonRows = (report: AnalyticsReport): RatioRow[] =>
  report.buttons.map((entry, i) => ({
    key: `${i}:${entry.buttonText}:${entry.clickthroughUrl}`,
    label: entry.clickthroughUrl
      ? `${entry.buttonText || 'Button'} → ${entry.clickthroughUrl}`
      : entry.buttonText || 'Button',
    shown: entry.renders,
    acted: entry.clicks,
  }));

export interface LanguageRow {
  key: string;
  /** The language's name from the server ("French", "Not recorded"), with its tag where it has one. */
  label: string;
  visits: number;
  pageViews: number;
  /** The language's part of the range's page views; null when there were none. */
  share: number | null;
}

/**
 * Whether the Languages section says anything: the site has several languages visitors see (the
 * report lists each, read or not), or the range recorded more than one. A site in one language
 * would only see its Traffic figures again.
 */
export const showsLanguages = (report: AnalyticsReport): boolean =>
  report.languages.filter((entry) => entry.language !== '').length > 1;

export const languageRows = (report: AnalyticsReport): LanguageRow[] =>
  report.languages.map((entry) => ({
    key: entry.language,
    label: entry.language ? `${entry.name} (${entry.language})` : entry.name,
    visits: entry.visits,
    pageViews: entry.pageViews,
    share: shareOf(entry.pageViews, report.totals.pageViews),
  }));
