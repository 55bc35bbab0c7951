/** Site members: a site's visitors with an account on it (modules/members). Conventions as in ../schema.ts. */

/** A visitor's account on one site; one per address and site. */
export interface SiteMembersTable {
  id: string;
  website_id: string;
  /** Trimmed and lower-cased; unique per site. */
  email: string;
  password_hash: string;
  display_name: string;
  /** The site language the member signed up in; its mails speak it. Null for the primary one. */
  locale: string | null;
  /** When the member followed the confirmation link; null until then (no sign-in before). */
  email_verified_at: string | null;
  created_at: string;
}

/** A member's signed-in session: SHA-256 of the cookie's token. */
export interface MemberSessionsTable {
  id: string;
  member_id: string;
  website_id: string;
  expires_at: string;
  created_at: string;
}

/**
 * A mailed one-time link of a member, as SHA-256: `verify` (the address), `reset` (the password) or
 * `email` (moving the account to `new_email`).
 */
export interface MemberTokensTable {
  id: string;
  member_id: string;
  purpose: string;
  expires_at: string;
  used_at: string | null;
  /** `email` links only: the address the account moves to once the link is followed. */
  new_email: string | null;
}

/** A site's member area (modules/members): who may join and what a new member reads. */
export interface MemberAreasTable {
  id: string;
  website_id: string;
  name: string;
  /** 'open': anyone with an account who asks; 'invite': only people the owner adds. */
  join_rule: string;
  welcome_text: string;
  position: number;
  created_at: string;
}

/** A member's access to an area: since when, and whether they joined or the owner added them. */
export interface MemberAreaAccessTable {
  area_id: string;
  member_id: string;
  website_id: string;
  /** 'join' | 'owner'. */
  granted_by: string;
  granted_at: string;
}

/** A member's shipping address, the checkout's fields (orders.shipping_address); at most 10 per member. */
export interface MemberAddressesTable {
  id: string;
  website_id: string;
  member_id: string;
  /** 0–9, unique per member: the limit of 10 held by the key. */
  slot: number;
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  /** ISO 3166 alpha-2, upper case. */
  country: string;
  /** 1 for the one the member chose for the checkout to start from; none chosen: the oldest. */
  is_default: number;
  created_at: string;
  updated_at: string;
}
