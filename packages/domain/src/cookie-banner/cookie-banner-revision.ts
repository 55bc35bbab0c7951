import { COOKIE_BANNER_VERSION } from '../constants';
import { cookieSettingsFromServer } from './cookie-banner-normalise';
import type { CookieBannerSettings } from './cookie-banner-settings';

/** What a page's site context carries as `cookieSettings`. */
export interface PageCookieSettings extends CookieBannerSettings {
  cookieBannerRevision: string;
}

/** 32-bit FNV-1a: short, stable across engines, and no crypto needed in the browser. */
function fnv1a(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Identifies what the visitor is asked to agree to: the banner version, the text and the accept
 * type. Changing any of them gives a new revision; look and position (theme, variant, CTA style and
 * texts) do not, since they do not change the question.
 */
export function cookieBannerRevision(
  settings: Pick<CookieBannerSettings, 'cookieBannerText' | 'cookieBannerAcceptType'>,
): string {
  const subject = [COOKIE_BANNER_VERSION, settings.cookieBannerAcceptType, settings.cookieBannerText].join(
    '\n',
  );
  return `${COOKIE_BANNER_VERSION}-${fnv1a(subject).toString(36)}`;
}

/** The page's `cookieSettings` from the stored server settings: normalised client settings plus revision. */
export function pageCookieSettings(serverSettings: unknown): PageCookieSettings {
  const settings = cookieSettingsFromServer(serverSettings);
  return { ...settings, cookieBannerRevision: cookieBannerRevision(settings) };
}
