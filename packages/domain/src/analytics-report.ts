/** The kinds of device the dashboard tells apart, from the visitor's user agent. */
export type DeviceKind = 'desktop' | 'tablet' | 'mobile';

/** The answer of GET /api/config/analytics: what visitors did on a site in a range of days. */
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
  /**
   * Visits and page views by the site language their pages were shown in, most page views first:
   * each language visitors see (0 where nothing was recorded), any other the range recorded, and
   * `language: ''` for page views that named none (those stored before languages were recorded).
   * `name` is the language's English name (Intl.DisplayNames).
   */
  languages: { language: string; name: string; visits: number; pageViews: number }[];
  /** The site keeps no visitor data (addresses, agents, visitor ids): some reports stay coarse. */
  visitorDataRestricted: boolean;
}

/** The lists GET /api/config/analytics.csv exports, by its `report` parameter. */
export const ANALYTICS_CSV_REPORTS = [
  'pages',
  'referrers',
  'campaigns',
  'devices',
  'forms',
  'buttons',
  'errors',
  'languages',
] as const;
export type AnalyticsCsvReport = (typeof ANALYTICS_CSV_REPORTS)[number];
