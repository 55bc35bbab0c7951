import {
  COOKIE_BANNER_REVISION_COOKIE,
  COOKIE_CHOICE,
  COOKIE_LIFETIME_MS,
  COOKIE_NAME,
} from '@atelier/domain';
import { CONSENT_EVENT, type ConsentEventDetail } from './consent';
import { writeCookie } from './cookie-write';

// Apart from consent.ts: only the banner records a choice, so this stays out of the boot code.

export function announceConsent(allowed: boolean, win: Window = window): void {
  win.dispatchEvent(new CustomEvent<ConsentEventDetail>(CONSENT_EVENT, { detail: { allowed } }));
}

/**
 * Remembers the visitor's choice (ss_cookieAllowed, 30 days) together with the banner revision it
 * was made for; both are essential cookies, they record the refusal too.
 */
export function storeChoice(allowed: boolean, revision: string, doc: Document = document): void {
  const options = {
    maxAge: COOKIE_LIFETIME_MS.cookieAllowed / 1000,
    secure: doc.location?.protocol === 'https:',
  };
  writeCookie(
    COOKIE_NAME.cookieAllowed,
    allowed ? COOKIE_CHOICE.accepted : COOKIE_CHOICE.declined,
    options,
    doc,
  );
  writeCookie(COOKIE_BANNER_REVISION_COOKIE, revision, options, doc);
}
