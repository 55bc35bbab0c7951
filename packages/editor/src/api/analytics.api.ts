import { api } from './client';

export type DeviceKind = 'desktop' | 'tablet' | 'mobile';

/** GET /api/config/analytics: what visitors did on the site in a range of days. */
export interface AnalyticsReport {
  range: { from: string; to: string };
  totals: { visits: number; pageViews: number; uniqueVisitors: number };
  /** One entry per day that had traffic; days without any may be missing. */
  series: { day: string; visits: number; pageViews: number; uniqueVisitors: number }[];
  topPages: { path: string; views: number }[];
  referrers: { referrer: string; visits: number }[];
  campaigns: { source: string; campaign: string; visits: number }[];
  devices: { device: DeviceKind; visits: number }[];
  screens: { screen: string; visits: number }[];
  forms: { formId: string; renders: number; submissions: number; conversion: number }[];
  buttons: {
    buttonText: string;
    clickthroughUrl: string;
    renders: number;
    clicks: number;
    clickThrough: number;
  }[];
  consent: { accepted: number; declined: number; acceptRate: number };
  jsErrors: { message: string; count: number; lastSeen: string }[];
  /** The site keeps no visitor data (addresses, agents, visitor ids): some reports stay coarse. */
  visitorDataRestricted: boolean;
}

/** The reports GET /api/config/analytics.csv can export. */
export type AnalyticsCsvReport =
  | 'pages'
  | 'referrers'
  | 'campaigns'
  | 'devices'
  | 'forms'
  | 'buttons'
  | 'errors';

export interface DayRange {
  /** Inclusive, YYYY-MM-DD. */
  from: string;
  to: string;
}

const rangeQuery = (range: DayRange) =>
  `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

export async function fetchAnalytics(range: DayRange): Promise<AnalyticsReport> {
  return api.get<AnalyticsReport>(`/api/config/analytics?${rangeQuery(range)}`);
}

/** The download address of one report, for a plain link (the session cookie goes along). */
export function analyticsCsvUrl(range: DayRange, report: AnalyticsCsvReport): string {
  return `/api/config/analytics.csv?${rangeQuery(range)}&report=${report}`;
}

interface FormListing {
  formId: string;
  title: string;
  pageTitle: string;
}

/**
 * Form names by id, so conversion rows read as the owner named their forms. Only a nicety: when
 * the list cannot be had, rows show the form ids.
 */
export async function fetchFormNames(): Promise<Map<string, string>> {
  try {
    const { forms } = await api.get<{ forms: FormListing[] }>('/api/config/forms');
    return new Map(forms.map((form) => [form.formId, form.title || form.pageTitle || form.formId]));
  } catch {
    return new Map();
  }
}
