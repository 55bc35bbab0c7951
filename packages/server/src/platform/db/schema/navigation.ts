/** Navigation links and nesting, and contributor invitations. Conventions as in ../schema.ts. */

/** A link to another address in the main navigation (modules/navigation). */
export interface NavigationLinksTable {
  id: string;
  website_id: string;
  title: string;
  url: string;
  /** 1 when the link opens in a new tab. */
  new_window: number;
  /** Shares the order of the main navigation's pages. */
  position: number;
  /** JSON `Translations` of the title (key `title`). */
  translations?: string;
  created_at: string;
}

/** A main-navigation page or link shown one level down, under `parent_id`. */
export interface NavigationParentsTable {
  website_id: string;
  item_id: string;
  parent_id: string;
}

/** An invitation to work on a site with a role, accepted through a mailed link (modules/contributors). */
export interface ContributorInvitationsTable {
  id: string;
  website_id: string;
  email: string;
  role: number;
  /** SHA-256 of the mailed token, hex. */
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}
