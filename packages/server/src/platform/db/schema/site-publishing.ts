/** Whole-site publishing: site versions, search-engine settings and redirects of renamed pages. Conventions as in ../schema.ts. */

/** One publish of a site: every live page as it was then (modules/pages/site-versions.queries.ts). */
export interface SiteVersionsTable {
  website_id: string;
  number: number;
  published_at: string;
  published_by: string | null;
  /** What the publish was: 'Whole site', 'Page: About', 'Restored version 3'. */
  note: string;
  /** JSON SiteSnapshot. */
  snapshot: string;
}

/** The site's search and sharing defaults, one row per site that set any. */
export interface SiteSeoTable {
  website_id: string;
  /** JSON SiteSeo. */
  settings: string;
}

/** An old address of a page, answered with a 301 to the page's address now. */
export interface PageRedirectsTable {
  website_id: string;
  from_slug: string;
  page_id: string;
}

/**
 * A published page's title and address in one of its site's other languages, from the `@title` and
 * `@slug` translations of its live document (modules/pages); null where that language has none.
 */
export interface PageTranslationsTable {
  page_id: string;
  website_id: string;
  /** The language's tag, as the document's translations name it. */
  language: string;
  /** The page's address in that language (`a-propos` for `/fr/a-propos`). */
  slug: string | null;
  title: string | null;
}
