import { createHmac } from 'node:crypto';
import { COOKIE_NAME, type DeviceKind, pageCookieSettings } from '@atelier/domain';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { VISITOR_RECORD } from './analytics.schemas';

const restrictedBySite = new WeakMap<SiteRecord, boolean>();

/**
 * Whether the owner restricted visitor data (cookie settings, spec 000 §3): then nothing that
 * tells visitors apart is stored, neither visitor ids nor user agents nor what is derived from
 * them. A site record is replaced whenever its settings change, so the answer is kept per record.
 */
export function isVisitorDataRestricted(site: SiteRecord): boolean {
  let restricted = restrictedBySite.get(site);
  if (restricted === undefined) {
    restricted = pageCookieSettings(site.cookieSettings).isVisitorDataRestricted;
    restrictedBySite.set(site, restricted);
  }
  return restricted;
}

export interface VisitorRecord {
  id: string;
  /** The current visit's start, in milliseconds. */
  currentVisit: string;
}

/** ss_cvr `id|firstVisit|previousVisit|currentVisit|visitCount` (session-cookies.ts), or null. */
export function readVisitorRecord(value: unknown): VisitorRecord | null {
  if (typeof value !== 'string' || !VISITOR_RECORD.test(value)) return null;
  const parts = value.split('|');
  return { id: parts[0]!, currentVisit: parts[3]! };
}

/**
 * What is stored for a visitor: a keyed hash of the record's identifier, so the column tells
 * visitors of one site apart without holding what their cookie says.
 */
export function visitorKey(secret: string, siteId: string, record: VisitorRecord): string {
  const input = `visitor|${siteId}|${record.id}`;
  let keys = recentKeys.get(secret);
  if (!keys) {
    keys = new Map();
    recentKeys.set(secret, keys);
  }
  let key = keys.get(input);
  if (key === undefined) {
    key = createHmac('sha256', secret).update(input).digest('hex').slice(0, 32);
    // A visitor reports several times a visit (each page, heartbeats, clicks): their key is
    // remembered for a while rather than hashed again. Bounded: past the limit it starts afresh.
    if (keys.size >= RECENT_KEYS) keys.clear();
    keys.set(input, key);
  }
  return key;
}

/** Visitor keys remembered per secret; an entry is about 150 bytes. */
const RECENT_KEYS = 20_000;
const recentKeys = new Map<string, Map<string, string>>();

/**
 * Whether the page that reports began a visit. The runtime writes ss_cvt and, when a visit starts,
 * the record's current visit with the same timestamp right before it reports; later pages of the
 * visit refresh only ss_cvt. Without ss_cvt, a page view dated at the visit's start began it.
 */
export function beginsVisit(
  record: VisitorRecord | null,
  cookies: Record<string, string | undefined>,
  clientDate?: number,
): boolean {
  if (!record) return false;
  const visit = cookies[COOKIE_NAME.visit];
  if (visit !== undefined) return visit === record.currentVisit;
  return clientDate !== undefined && Math.abs(clientDate - Number(record.currentVisit)) <= 2_000;
}

const TABLET = /ipad|tablet|playbook|silk|kindle|android(?!.*mobile)/i;
const MOBILE = /mobi|iphone|ipod|windows phone|blackberry|opera mini|iemobile/i;

/** Device kind from a user agent; iPads that present themselves as Macs count as desktops. */
export function deviceOf(userAgent: string | undefined): DeviceKind | null {
  if (!userAgent) return null;
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

const MAX_SCREEN = 20_000;

/** 'WxH' of a plausible screen, or null (the runtime sends 0x0 where it knows none). */
export function screenOf(width: number | undefined, height: number | undefined): string | null {
  if (width === undefined || height === undefined) return null;
  const w = Math.round(width);
  const h = Math.round(height);
  if (w < 1 || h < 1 || w > MAX_SCREEN || h > MAX_SCREEN) return null;
  return `${w}x${h}`;
}

/** Screen from Track's `screen` parameter. */
export function screenFromParameter(value: string | undefined): string | null {
  if (!value) return null;
  const [w, h] = value.split('x');
  return screenOf(Number(w), Number(h));
}

function parseUrl(value: string | undefined): URL | null {
  if (!value || !URL.canParse(value)) return null;
  return new URL(value);
}

/** The path of an address, at most 1000 characters; null when it is no address. */
export function pathOf(url: string | undefined): string | null {
  const parsed = parseUrl(url);
  return parsed ? parsed.pathname.slice(0, 1000) : null;
}

/**
 * The host a visit came from: '' when it came from nowhere (typed, bookmarked) or from the site's
 * own host, so the referrers report lists other places only. Only the host is kept: a referring
 * address can carry a person's data in its path or query.
 */
export function referrerHost(referrer: string | undefined, ownHost: string): string {
  const parsed = parseUrl(referrer);
  if (!parsed || !/^https?:$/.test(parsed.protocol)) return '';
  const host = parsed.hostname.toLowerCase();
  return host === ownHost ? '' : host.slice(0, 255);
}
