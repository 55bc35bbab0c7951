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
  /**
   * A page view's site language (its `<html lang>`, one of the site's tags); null for other kinds,
   * for a report naming no language or one the site does not have, and for events stored before 0029.
   */
  language: string | null;
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

/**
 * Counts per site, day and dimension (modules/analytics/CONTEXT.md, "Roll-ups"), kept forever: the
 * owner's reports read these, not the raw events. `key_hash` (SHA-256 of `key`) keys the row, since
 * a key (a path, a button's text and link, an error message) may be longer than an index holds.
 */
export interface AnalyticsRollupsTable {
  website_id: string;
  dimension: string;
  day: string;
  key_hash: string;
  key: string;
  count: number;
  /** The latest created_at counted, for JavaScript errors; null otherwise. */
  last_seen: string | null;
}

/** A site's distinct visitors of a day (modules/analytics/visitor-sketch.ts), kept forever. */
export interface AnalyticsVisitorSketchesTable {
  website_id: string;
  day: string;
  sketch: Uint8Array;
  /** The sketch's count of distinct visitors. */
  visitors: number;
}

/**
 * How far the roll-ups have folded a raw table: `position` (and `position_id`) of the last row
 * folded, in the engine's commit order (modules/analytics/fold-position.ts).
 */
export interface AnalyticsFoldMarksTable {
  name: string;
  position: number;
  position_id: string;
}
