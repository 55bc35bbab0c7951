/** Visitor reports: analytics events, consent records and the quotas that bound them. Conventions as in ../schema.ts. */

/**
 * One thing a visitor's browser reported: a page view, a Track (where a visit came from), a census
 * count, an error, a trace, an event or a performance record. Visitor data (visitor_id, device) is
 * null when the site restricts it; raw addresses and cookie values are never stored.
 */
export interface AnalyticsEventsTable {
  id: string;
  website_id: string;
  /** See modules/analytics/CONTEXT.md for the kinds. */
  kind: string;
  created_at: string;
  /** YYYY-MM-DD, the UTC day of created_at. */
  day: string;
  /** A keyed hash of the visitor record's identifier, never the cookie itself. */
  visitor_id: string | null;
  /** 1 when this page view or Track began a visit. */
  new_visit: number;
  path: string | null;
  /** Host of an outside referrer; '' for none or the site itself. */
  referrer: string | null;
  source: string | null;
  campaign: string | null;
  subcampaign: string | null;
  channel: string | null;
  variation: string | null;
  /** 'desktop' | 'tablet' | 'mobile'. */
  device: string | null;
  /** 'WxH' in CSS pixels. */
  screen: string | null;
  form_id: string | null;
  button_text: string | null;
  button_url: string | null;
  /** The error message, trace type, event or schema name. */
  message: string | null;
  /** JSON: what the report carried beyond the columns. */
  data: string | null;
}

/** A visitor's answer to the cookie banner; nothing in it identifies the visitor. */
export interface ConsentLogTable {
  id: string;
  website_id: string;
  created_at: string;
  banner_version: number;
  revision: string;
  /** 'accepted' | 'declined'. */
  choice: string;
  /** 'accept-button' | 'decline-button' | 'keyboard' | 'close'. */
  method: string;
}

export interface JsErrorRepeatsTable {
  website_id: string;
  day: string;
  /** SHA-256 of what makes two error reports the same error. */
  fingerprint: string;
  event_id: string;
  repeats: number;
}

export interface ReportQuotasTable {
  website_id: string;
  day: string;
  bytes: number;
}
