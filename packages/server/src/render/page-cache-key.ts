/**
 * Everything that changes the bytes of a cached page, and so names its cache entry. A part that
 * later work adds (a member area's access, an experiment's variant) is a field here, and nowhere
 * else: the app's page routes and the cached-page fast path both build their keys with these
 * functions, so they cannot drift apart.
 */
import type { SiteRecord } from '#platform/tenancy/site-directory';
import type { CachedPage } from './html-cache';

export interface PageCacheKey {
  siteId: string;
  /**
   * The site's shell generation: a change every page shows (styles, menu, titles) moves it on, so
   * old entries are never read. Narrower changes are checked on the entry (isCurrent).
   */
  generation: number;
  /**
   * The language the page is rendered in: the one its address's prefix names, else the site's
   * primary one (page-language.ts cachedLanguageOf), so a page in one language never answers another's.
   */
  locale: string;
  /** scheme://host[:port] the page was asked for: its links (canonical, og:url, baseUrl) are built from it. */
  origin: string;
  /** The path of the page, e.g. /about or /store. */
  path: string;
}

/** The part of a key shared by every path of one site, generation, language and origin. */
export const pageCacheKeyPrefix = (key: Omit<PageCacheKey, 'path'>): string =>
  `${key.siteId}|${key.generation}|${key.locale}|${key.origin}|`;

/**
 * What tells apart the prefixes of one site's generation (every part but the site and generation),
 * for a fast path that keeps them: a part added to PageCacheKey is added here too, in this file.
 */
export const pageCacheKeySlot = (key: Omit<PageCacheKey, 'siteId' | 'generation' | 'path'>): string =>
  `${key.locale}|${key.origin}`;

/** The cache key of one page: its prefix, then its path (so a fast path can append a path to a kept prefix). */
export const pageCacheKey = (key: PageCacheKey): string => pageCacheKeyPrefix(key) + key.path;

/** The first segment of a page's address, which names the page it was rendered from ('home' for /). */
export function segmentOf(path: string): string {
  if (path === '/') return 'home';
  const end = path.indexOf('/', 1);
  return end === -1 ? path.slice(1) : path.slice(1, end);
}

/**
 * The stamps a page rendered now carries (render-generation.ts says which change reaches what):
 * its page's published version as the site directory knows it, and the catalogue generation when
 * it shows products. Read from the site record the request started with, so a change committed
 * while the page rendered leaves it stamped older, never newer, than what it shows.
 */
export function stampsOf(
  site: SiteRecord,
  path: string,
  showsProducts: boolean,
): Pick<CachedPage, 'segment' | 'pageVersion' | 'catalogue'> {
  const segment = segmentOf(path);
  return {
    segment,
    pageVersion: site.pageVersions.get(segment),
    ...(showsProducts ? { catalogue: site.catalogueGeneration } : {}),
  };
}

/**
 * Whether a cached page still shows what the site does: its page was not published again and, if
 * it shows products, the catalogue did not change. (Its key already holds the shell generation.)
 */
export function isCurrent(entry: CachedPage, site: SiteRecord): boolean {
  if (entry.catalogue !== undefined && entry.catalogue !== site.catalogueGeneration) return false;
  return entry.segment === undefined || site.pageVersions.get(entry.segment) === entry.pageVersion;
}
