import type { DictionaryLoaders } from './types';

/** The cookie banner strings in each translated language: a chunk per language, fetched on demand. */
export const cookieBannerLoaders: DictionaryLoaders<'cookieBanner'> = {
  fr: () => import('./fr/cookie-banner').then((m) => m.cookieBanner),
  de: () => import('./de/cookie-banner').then((m) => m.cookieBanner),
  es: () => import('./es/cookie-banner').then((m) => m.cookieBanner),
  it: () => import('./it/cookie-banner').then((m) => m.cookieBanner),
  nl: () => import('./nl/cookie-banner').then((m) => m.cookieBanner),
  pt: () => import('./pt/cookie-banner').then((m) => m.cookieBanner),
  ja: () => import('./ja/cookie-banner').then((m) => m.cookieBanner),
};
