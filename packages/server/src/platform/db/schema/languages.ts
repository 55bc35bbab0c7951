/** A site's other languages and its translation service (modules/languages). Conventions as in ../schema.ts. */

/** A site's language other than its primary one (modules/languages). */
export interface SiteLanguagesTable {
  website_id: string;
  /** Canonical BCP 47 tag. */
  tag: string;
  /** 1 when visitors see it; 0 while its translation is written. */
  published: number;
  position: number;
  created_at: string;
}

/** The machine-translation provider a site connected (modules/languages), at most one. */
export interface TranslationConnectionsTable {
  website_id: string;
  /** 'libretranslate' | 'deepl'. */
  provider: string;
  /** The provider's API address. */
  endpoint: string;
  /** The site's key at the provider; never sent back to the editor. */
  api_key: string;
  connected_at: string;
}
