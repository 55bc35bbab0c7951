import { COOKIE_NAME, RESTRICTIVE_POLICY_COOKIES, STORAGE_FLAG } from '@atelier/domain';
import { cookieNames, deleteCookie } from '../cookies';

/** Cookies the runtime's tracking sets besides those the restrictive policy lists. */
const OWN_TRACKING_COOKIES = [COOKIE_NAME.lastSite, COOKIE_NAME.analyticsId, COOKIE_NAME.sessionId];

/**
 * Removes every tracking cookie and flag: the restrictive policy's list (spec 000 §9) and the ones
 * the tracking sets besides. Runs before consent under the restrictive policy and after a decline;
 * it lives apart from session-cookies.ts so that no tracking code loads with it.
 */
export function clearTrackingData(win: Window = window, later?: (clearStorage: () => void) => void): void {
  const doc = win.document;
  // Each read of document.cookie asks the browser process; one read serves every name.
  const present = cookieNames(doc);
  for (const name of [...RESTRICTIVE_POLICY_COOKIES, ...OWN_TRACKING_COOKIES])
    if (present.has(name)) deleteCookie(name, {}, doc);
  const clearStorage = () => {
    try {
      win.localStorage.removeItem(STORAGE_FLAG.firstSession);
      win.sessionStorage.removeItem(STORAGE_FLAG.hasLanded);
    } catch (error) {
      console.warn(error);
    }
  };
  if (later) later(clearStorage);
  else clearStorage();
}

/**
 * Runs `work` when the page is idle (within two seconds at the latest): the first touch of
 * localStorage opens the site's storage synchronously, tens of milliseconds a page's first seconds
 * can spare better.
 */
export function whenIdle(work: () => void, win: Window = window): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(work, { timeout: 2000 });
  else win.setTimeout(work, 0);
}
