/**
 * Table rows as stored. Booleans are integers (0/1) and JSON is text on both engines, so one set of
 * migrations and queries serves SQLite and PostgreSQL; conversion to domain objects is explicit.
 * Timestamps are ISO-8601 strings in UTC.
 */
export interface AccountsTable {
  id: string;
  email: string;
  password_hash: string;
  display_name: string;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself is only ever in the visitor's cookie. */
  id: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

export interface HandoffTokensTable {
  id: string;
  account_id: string;
  website_id: string;
  expires_at: string;
  used_at: string | null;
}

export interface WebsitesTable {
  id: string;
  identifier: string;
  title: string;
  website_type: number;
  site_status: number;
  developer_mode: number;
  cloneable: number;
  use_escape_key_to_login: number;
  store_settings: string;
  tweak_json: string;
  cookie_settings: string;
  header: string;
  footer: string;
  locale: string;
  /** Bumped on every change that alters rendered pages; part of the HTML cache key. */
  render_generation: number;
  created_at: string;
  updated_at: string;
}

export interface DomainsTable {
  hostname: string;
  website_id: string;
}

export interface ContributorsTable {
  website_id: string;
  account_id: string;
  role: number;
  created_at: string;
}

export interface CollectionsTable {
  id: string;
  website_id: string;
  collection_type: number;
  page_type: number;
  title: string;
  slug: string;
  navigation: string;
  position: number;
  publication_status: number;
  password_hash: string | null;
  draft_document: string;
  draft_revision: number;
  published_version: number | null;
  /** The draft revision that the published version was made from. */
  published_revision: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PageVersionsTable {
  page_id: string;
  version: number;
  title: string;
  document: string;
  /** Visible text of the document, for site search. */
  text: string;
  published_at: string;
}

export interface ItemsTable {
  id: string;
  website_id: string;
  collection_id: string;
  item_type: number;
  title: string;
  slug: string;
  publication_status: number;
  document: string;
  created_at: string;
  updated_at: string;
}

export interface DB {
  accounts: AccountsTable;
  sessions: SessionsTable;
  handoff_tokens: HandoffTokensTable;
  websites: WebsitesTable;
  domains: DomainsTable;
  contributors: ContributorsTable;
  collections: CollectionsTable;
  page_versions: PageVersionsTable;
  items: ItemsTable;
}
