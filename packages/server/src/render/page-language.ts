import { type SiteLanguage, splitLanguagePath } from '@atelier/domain';
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
