import { COOKIE_NAME, RESTRICTIVE_POLICY_COOKIES, STORAGE_FLAG } from '@atelier/domain';
import { deleteCookie, readCookie } from '../cookies';

/** Cookies the runtime's tracking sets besides those the restrictive policy lists. */
const OWN_TRACKING_COOKIES = [COOKIE_NAME.lastSite, COOKIE_NAME.analyticsId, COOKIE_NAME.sessionId];

/**
 * Removes every tracking cookie and flag: the restrictive policy's list (spec 000 §9) and the ones
 * the tracking sets besides. Runs before consent under the restrictive policy and after a decline;
 * it lives apart from session-cookies.ts so that no tracking code loads with it.
 */
export function clearTrackingData(win: Window = window, idleUnless?: () => unknown): void {
  const doc = win.document;
  for (const name of [...RESTRICTIVE_POLICY_COOKIES, ...OWN_TRACKING_COOKIES])
    if (readCookie(name, doc) !== null) deleteCookie(name, {}, doc);
  const clearStorage = () => {
    if (idleUnless?.()) return;
    try {
      win.localStorage.removeItem(STORAGE_FLAG.firstSession);
      win.sessionStorage.removeItem(STORAGE_FLAG.hasLanded);
    } catch (error) {
      console.warn(error);
    }
  };
  // The first touch of localStorage opens the site's storage synchronously: tens of milliseconds
  // that a page's first seconds spare better, so at start the flags wait until the page is idle
  // (and stay when tracking has started by then).
  if (idleUnless) (win.requestIdleCallback ?? win.setTimeout)(clearStorage);
  else clearStorage();
}
