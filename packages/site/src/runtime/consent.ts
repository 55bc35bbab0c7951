import { COOKIE_BANNER_REVISION_COOKIE, COOKIE_CHOICE, COOKIE_NAME } from '@atelier/domain';
import { deleteCookie, readCookie } from './cookies';

/** Dispatched on window when the visitor accepts or declines on the cookie banner. */
export const CONSENT_EVENT = 'atelier:consent';

export interface ConsentEventDetail {
  allowed: boolean;
}

/** The visitor's stored choice: true accepted, false declined, null not asked or not answered. */
export function storedChoice(doc: Document = document): boolean | null {
  const value = readCookie(COOKIE_NAME.cookieAllowed, doc);
  if (value === COOKIE_CHOICE.accepted) return true;
  if (value === COOKIE_CHOICE.declined) return false;
  return null;
}

/**
 * Whether non-essential cookies and tracking requests are allowed now. Under the restrictive
 * policy only an explicit accept allows them; otherwise only an explicit decline forbids them.
 */
export function trackingAllowed(restrictive: boolean, doc: Document = document): boolean {
  const choice = storedChoice(doc);
  return restrictive ? choice === true : choice !== false;
}

/** Calls `listener` with each choice the visitor makes from now on; returns the unsubscribe. */
export function onConsentChange(listener: (allowed: boolean) => void, win: Window = window): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentEventDetail>).detail.allowed);
  win.addEventListener(CONSENT_EVENT, handler);
  return () => win.removeEventListener(CONSENT_EVENT, handler);
}

/**
 * Forgets a choice made for another revision of the banner (or before revisions were kept), so the
 * visitor is asked again about what changed. Returns whether a choice was forgotten.
 */
export function forgetChoiceOfOtherRevision(revision: string, doc: Document = document): boolean {
  if (storedChoice(doc) === null || readCookie(COOKIE_BANNER_REVISION_COOKIE, doc) === revision) return false;
  deleteCookie(COOKIE_NAME.cookieAllowed, {}, doc);
  deleteCookie(COOKIE_BANNER_REVISION_COOKIE, {}, doc);
  return true;
}
