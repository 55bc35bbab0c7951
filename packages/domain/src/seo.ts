/** Search and sharing settings of one page; each empty one falls back to the site's default. */
export interface PageSeo {
  /** The title search engines and tabs show; the page title when empty. */
  title?: string;
  description?: string;
  /** Address of the image shown when the page is shared. */
  socialImage?: string;
  /** Absolute address of the page's preferred copy, when another address has the same content. */
  canonical?: string;
  /** Keeps the page out of search engines and the sitemap. */
  noindex?: boolean;
}

/** The site's search and sharing defaults. */
export interface SiteSeo {
  description?: string;
  socialImage?: string;
  /** The organisation behind the site, for structured data; the site title when empty. */
  organizationName?: string;
  /** e.g. @riverside, for Twitter cards. */
  twitterHandle?: string;
}

export const SEO_LIMITS = {
  title: 70,
  description: 300,
  address: 2000,
  organizationName: 200,
  twitterHandle: 16,
} as const;
