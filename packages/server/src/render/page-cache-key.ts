/**
 * Everything that changes the bytes of a cached page, and so names its cache entry. A part that
 * later work adds (a member area's access, an experiment's variant) is a field here, and nowhere
 * else: the app's page routes and the cached-page fast path both build their keys with these
 * functions, so they cannot drift apart.
 */
export interface PageCacheKey {
  siteId: string;
  /** The site's render generation: a publish or a change that shows moves it on, so old entries are never read. */
  generation: number;
  /** The language the page is rendered in. */
  locale: string;
  /** scheme://host[:port] the page was asked for: its links (canonical, og:url, baseUrl) are built from it. */
  origin: string;
  /** The path of the page, e.g. /about or /store. */
  path: string;
}

/** The part of a key shared by every path of one site, generation, language and origin. */
export const pageCacheKeyPrefix = (key: Omit<PageCacheKey, 'path'>): string =>
  `${key.siteId}|${key.generation}|${key.locale}|${key.origin}|`;

/** The cache key of one page: its prefix, then its path (so a fast path can append a path to a kept prefix). */
export const pageCacheKey = (key: PageCacheKey): string => pageCacheKeyPrefix(key) + key.path;
