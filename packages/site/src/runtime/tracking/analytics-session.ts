import { COOKIE_LIFETIME_MS, COOKIE_NAME, STORAGE_FLAG } from '@atelier/domain';
import { writeCookie } from '../cookie-write';
import { readCookie } from '../cookies';
import { logMessage } from './load-message';
import { randomId } from './random-id';

export interface AnalyticsSession {
  analyticsId: string;
  sessionId: string;
  /** The visitor had no analytics id when this browser session's first event was sent. */
  firstSession: boolean;
  /** The page is the first this tab showed in the session. */
  landing: boolean;
}

/** Session storage errors are only logged as warnings (spec 001 §8). */
export function storageFlag(storage: () => Storage, key: string, write?: string): string | null {
  try {
    const store = storage();
    const value = store.getItem(key);
    if (write !== undefined) store.setItem(key, write);
    return value;
  } catch (error) {
    console.warn(error);
    return null;
  }
}

/**
 * The identifiers an analytics event carries, created with the first event: SS_ANALYTICS_ID
 * (390 days) names the visitor, SS_SESSION_ID (a browser-session cookie) the session, and
 * SS_IS_FIRST_SESSION (local storage) keeps whether that session began without an analytics id.
 * `landing` comes from SS_HAS_LANDED, which the page marked when it started (see tracking.ts).
 */
export function analyticsSession(landing: boolean, win: Window = window): AnalyticsSession {
  const doc = win.document;
  let analyticsId = readCookie(COOKIE_NAME.analyticsId, doc);
  const knownVisitor = analyticsId !== null;
  if (analyticsId === null) {
    analyticsId = randomId();
    writeCookie(COOKIE_NAME.analyticsId, analyticsId, { maxAge: COOKIE_LIFETIME_MS.analytics / 1000 }, doc);
    if (readCookie(COOKIE_NAME.analyticsId, doc) !== analyticsId) logMessage('warn', 'analyticsIdNotStored');
  }
  let sessionId = readCookie(COOKIE_NAME.sessionId, doc);
  if (sessionId === null) {
    sessionId = randomId();
    writeCookie(COOKIE_NAME.sessionId, sessionId, {}, doc);
    storageFlag(() => win.localStorage, STORAGE_FLAG.firstSession, String(!knownVisitor));
  }
  const firstSession = storageFlag(() => win.localStorage, STORAGE_FLAG.firstSession) === 'true';
  return { analyticsId, sessionId, firstSession, landing };
}
