/** Owner accounts, their sessions and the one-time tokens mailed or handed to them (modules/auth). */

export interface AccountsTable {
  id: string;
  email: string;
  password_hash: string;
  display_name: string;
  created_at: string;
  /** When the owner followed the link mailed at sign-up; null until then (no sign-in before). */
  email_verified_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself is only ever in the visitor's cookie. */
  id: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  /** The session this one was opened from (a site host's, from the platform home); ends with it. */
  parent_id: string | null;
}

export interface HandoffTokensTable {
  id: string;
  account_id: string;
  website_id: string;
  expires_at: string;
  used_at: string | null;
  /** The platform session that asked for it; the site session it opens ends with that one. */
  session_id: string | null;
}

/** A one-time token mailed to an account: 'verify' (its email address) or 'reset' (its password). */
export interface AccountTokensTable {
  /** SHA-256 of the token. */
  id: string;
  account_id: string;
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
