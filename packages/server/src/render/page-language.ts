import {
  memberAreaTextKey,
  type ShippingOption,
  type SiteLanguage,
  shippingRateTextKey,
  splitLanguagePath,
} from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import type { SiteRecord } from '#platform/tenancy/site-directory';

/**
 * The language a visitor's page is shown in (docs/languages.md "Addresses"): the language whose
 * prefix its address starts with, else the site's primary language. The page routes set it once they
 * read the address; every page, store screen and not-found answer of the request is rendered in it.
 */
const requestLanguages = new WeakMap<FastifyRequest, SiteLanguage>();

export const primaryOf = (site: SiteRecord): SiteLanguage =>
  site.languages.find((language) => language.primary) ?? { tag: site.locale, primary: true, published: true };

export function setPageLanguage(request: FastifyRequest, language: SiteLanguage): void {
  requestLanguages.set(request, language);
}

/** The language the request's page is in: the one its route set, else the site's primary one. */
export const pageLanguageOf = (request: FastifyRequest): SiteLanguage =>
  requestLanguages.get(request) ?? primaryOf(request.site!);

/**
 * The language a cart or an order was made in, as its screens speak it: the published language
 * with that tag, else the primary one (a language hidden or removed since, or none recorded).
 */
export function languageOfTag(site: SiteRecord, tag: string | null | undefined): SiteLanguage {
  const wanted = tag?.toLowerCase();
  const found = wanted
    ? site.languages.find((language) => language.published && language.tag.toLowerCase() === wanted)
    : undefined;
  return found ?? primaryOf(site);
}

/**
 * The tag a cart records for a page language a visitor's form names: a published language other
 * than the primary one, else null (the primary language, which needs no record).
 */
export function cartLocaleOf(site: SiteRecord, tag: unknown): string | null {
  if (typeof tag !== 'string' || tag.length > 35) return null;
  const language = languageOfTag(site, tag);
  return language.primary ? null : language.tag;
}

/**
 * The language of the page a form was sent from (its `pagePath`, spec 000 §7), as a cart or a
 * subscriber records it: a published language other than the primary one, else null.
 */
export function pagePathLocaleOf(site: SiteRecord, pagePath: unknown): string | null {
  if (typeof pagePath !== 'string' || site.languages.length < 2) return null;
  const { language, prefixed } = splitLanguagePath(pagePath.slice(0, 2048), site.languages);
  return prefixed && language?.published ? language.tag : null;
}

/** The languages visitors see: the primary one first, then the published others in the owner's order. */
export const visibleLanguages = (site: SiteRecord): SiteLanguage[] =>
  site.languages.filter((language) => language.primary || language.published);

/**
 * The language an address is in, for a cache key: a published language's prefix names it, anything
 * else is the primary language's. Null for the prefix of a hidden language (never a cached page).
 */
export function cachedLanguageOf(site: SiteRecord, path: string): string | null {
  if (site.languages.length === 1) return site.locale;
  const { language, prefixed } = splitLanguagePath(path, site.languages);
  if (!prefixed) return site.locale;
  return language?.published ? language.tag : null;
}

const siteText = (site: SiteRecord, tag: string, key: string, primary: string): string =>
  site.siteTexts[tag]?.[key]?.text.trim() || primary;

/**
 * The site's own texts (its title, header and footer) as a visitor of `language` reads them: each
 * translated one, else the primary text. The cookie banner's are the site context's (site-context.ts).
 */
export function siteInLanguage(site: SiteRecord, language: SiteLanguage): SiteRecord {
  if (language.primary || !site.siteTexts[language.tag]) return site;
  const tag = language.tag;
  return {
    ...site,
    title: siteText(site, tag, 'title', site.title),
    header: {
      title: siteText(site, tag, 'header.title', site.header.title),
      tagline: siteText(site, tag, 'header.tagline', site.header.tagline ?? ''),
    },
    footer: { text: siteText(site, tag, 'footer.text', site.footer.text) },
  };
}

/**
 * A priced cart's shipping options named in `language`: each rate's translated name (a site text,
 * `shippingRateTextKey`) where the owner wrote one, else the name the store settings give it.
 */
export function shippingIn<
  T extends { shippingOptions: ShippingOption[]; selectedShipping: ShippingOption | null },
>(site: SiteRecord, language: SiteLanguage, totals: T): T {
  if (language.primary || !site.siteTexts[language.tag]) return totals;
  const named = <O extends { id: string; name: string }>(option: O): O => ({
    ...option,
    name: siteText(site, language.tag, shippingRateTextKey(option.id), option.name),
  });
  return {
    ...totals,
    shippingOptions: totals.shippingOptions.map(named),
    selectedShipping: totals.selectedShipping && named(totals.selectedShipping),
  };
}

/** The name of the shipping an order was placed with, in `language`: as `shippingIn` names it. */
export function shippingNameIn(
  site: SiteRecord,
  language: SiteLanguage,
  option: { id?: unknown; name?: string },
) {
  const name = option.name ?? '';
  if (language.primary || typeof option.id !== 'string') return name;
  return siteText(site, language.tag, shippingRateTextKey(option.id), name);
}

/**
 * A member area's name and welcome text as a visitor of `language` reads them (site texts under
 * `memberAreaTextKey`), else the owner's primary texts.
 */
export function memberAreaInLanguage(
  site: SiteRecord,
  language: SiteLanguage,
  area: { id: string; name: string; welcome_text: string },
): { name: string; welcome: string } {
  if (language.primary) return { name: area.name, welcome: area.welcome_text };
  return {
    name: siteText(site, language.tag, memberAreaTextKey(area.id, 'name'), area.name),
    welcome: siteText(site, language.tag, memberAreaTextKey(area.id, 'welcome'), area.welcome_text),
  };
}
