import { type UiLocale, uiLocaleFor } from '@atelier/domain';
import { createContext, useContext } from 'react';

/** The language a page is shown in: the site language's tag, and the product strings it uses. */
export interface PageLocale {
  /** The site language (`fr`, `pt-BR`): `lang` on the page, and the locale of dates, numbers and money. */
  tag: string;
  /** The dictionary of the product's own strings (domain/src/dictionaries) the page speaks. */
  ui: UiLocale;
  /** The address prefix of the page's language (`/fr`), empty for the primary language. */
  prefix: string;
}

/** `home` is the home page's address in that language (`/fr`, or `/` for the primary one). */
export const pageLocale = (tag: string, home = '/'): PageLocale => ({
  tag,
  ui: uiLocaleFor(tag),
  prefix: home === '/' ? '' : home.replace(/\/+$/, ''),
});

/** A site path in the page's language: `/p/bowl` on a French page is `/fr/p/bowl`. */
export const inPageLanguage = (locale: PageLocale, path: string): string =>
  locale.prefix ? (path === '/' ? locale.prefix : `${locale.prefix}${path}`) : path;

export const LocaleContext = createContext<PageLocale>(pageLocale('en'));

/** The page's language, for any component that shows product strings, dates, numbers or money. */
export const useLocale = (): PageLocale => useContext(LocaleContext);
