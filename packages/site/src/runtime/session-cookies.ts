import { COOKIE_LIFETIME_MS, COOKIE_NAME } from '@atelier/domain';
import { writeCookie } from './cookie-write';
import { readCookie } from './cookies';
import { randomId } from './tracking/random-id';

/**
 * ss_cvr (spec 000 §3, §5): an identifier and four positive integers, written here as
 * `id|firstVisit|previousVisit|currentVisit|visitCount` with the visits as millisecond timestamps.
 */
const VISITOR_RECORD = /^[\w-]+(\|[1-9]\d*){4}$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;

export const isVisitorRecord = (value: string | null): value is string =>
  value !== null && VISITOR_RECORD.test(value);
export const isVisitTimestamp = (value: string | null): value is string =>
  value !== null && POSITIVE_INTEGER.test(value);

const seconds = (ms: number) => Math.round(ms / 1000);

export interface VisitorSession {
  /** The ss_cvr value, sent as visitorCookie. */
  visitorRecord: string;
  /** True when the visit cookie had lapsed: this page starts a visit. */
  newVisit: boolean;
}

/**
 * Writes the visitor cookies of a tracked page view: the visitor record (kept about 2 years,
 * recreated when missing or invalid, counting a visit whenever the 30-minute visit cookie lapsed),
 * the visit timestamp (refreshed on every page) and the last site. Only call it when tracking is
 * allowed.
 */
export function refreshSessionCookies(
  websiteId: string,
  doc: Document = document,
  now: number = Date.now(),
): VisitorSession {
  const stored = readCookie(COOKIE_NAME.visitorRecord, doc);
  const newVisit = !isVisitTimestamp(readCookie(COOKIE_NAME.visit, doc)) || !isVisitorRecord(stored);
  let visitorRecord: string;
  if (!isVisitorRecord(stored)) visitorRecord = `${randomId()}|${now}|${now}|${now}|1`;
  else if (newVisit) {
    const [id, first, , current, count] = stored.split('|');
    visitorRecord = `${id}|${first}|${current}|${now}|${Number(count) + 1}`;
  } else visitorRecord = stored;
  writeCookie(COOKIE_NAME.visitorRecord, visitorRecord, { maxAge: seconds(COOKIE_LIFETIME_MS.visitor) }, doc);
  writeCookie(COOKIE_NAME.visit, String(now), { maxAge: seconds(COOKIE_LIFETIME_MS.visit) }, doc);
  writeCookie(COOKIE_NAME.lastSite, websiteId, { maxAge: seconds(COOKIE_LIFETIME_MS.visitor) }, doc);
  return { visitorRecord, newVisit };
}
