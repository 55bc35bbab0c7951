import { COOKIE_BANNER_VERSION, type PageCookieSettings, RESTRICTIVE_POLICY_COOKIES } from '@atelier/domain';
import { announceConsent, storeChoice } from '../consent-choice';
import { deleteCookie } from '../cookies';
import type { ConsentMethod } from './cookie-banner-view';

export const CONSENT_URL = '/api/census/consent';

/** The consent log's record of a choice (POST /api/census/consent). */
export interface ConsentRecord {
  choice: 'accepted' | 'declined';
  bannerVersion: number;
  revision: string;
  method: ConsentMethod;
}

/**
 * Acts on the visitor's choice: stores it for 30 days with the banner revision, clears the tracking
 * cookies of the restrictive policy after a decline, tells the page (tracking starts or stops) and
 * records it in the site's consent log. The record is essential and sent whatever the choice; a
 * failure to send it changes nothing for the visitor.
 */
export function recordChoice(
  settings: PageCookieSettings,
  allowed: boolean,
  method: ConsentMethod,
  win: Window = window,
): void {
  const doc = win.document;
  storeChoice(allowed, settings.cookieBannerRevision, doc);
  if (!allowed && settings.isRestrictiveCookiePolicyEnabled) {
    for (const name of RESTRICTIVE_POLICY_COOKIES) deleteCookie(name, {}, doc);
  }
  announceConsent(allowed, win);
  const record: ConsentRecord = {
    choice: allowed ? 'accepted' : 'declined',
    bannerVersion: COOKIE_BANNER_VERSION,
    revision: settings.cookieBannerRevision,
    method,
  };
  fetch(CONSENT_URL, {
    method: 'POST',
    body: JSON.stringify(record),
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    // The visitor may follow a link right after choosing.
    keepalive: true,
  }).catch(() => undefined);
}
