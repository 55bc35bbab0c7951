import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** What a mailed link of a member is for: the address, the password, or a new address. */
export type MemberTokenPurpose = 'verify' | 'reset' | 'email';

export const findMemberByEmail = (db: Db, siteId: string, email: string) =>
  db
    .selectFrom('site_members')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('email', '=', email)
    .executeTakeFirst();

export const findMember = (db: Db, siteId: string, id: string) =>
  db
    .selectFrom('site_members')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function insertMember(
  db: Db,
  member: {
    id: string;
    siteId: string;
    email: string;
    passwordHash: string;
    displayName: string;
    locale: string | null;
  },
): Promise<void> {
  await db
    .insertInto('site_members')
    .values({
      id: member.id,
      website_id: member.siteId,
      email: member.email,
      password_hash: member.passwordHash,
      display_name: member.displayName,
      locale: member.locale,
      email_verified_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export const insertMemberToken = (
  db: Db,
  token: { id: string; memberId: string; purpose: MemberTokenPurpose; expiresAt: string; newEmail?: string },
) =>
  db
    .insertInto('member_tokens')
    .values({
      id: token.id,
      member_id: token.memberId,
      purpose: token.purpose,
      expires_at: token.expiresAt,
      used_at: null,
      new_email: token.newEmail ?? null,
    })
    .execute();

/** The address an email-change link moves its member to, on its own site only (whether spent or not). */
export const emailTokenTarget = (db: Db, siteId: string, id: string) =>
  db
    .selectFrom('member_tokens')
    .innerJoin('site_members', 'site_members.id', 'member_tokens.member_id')
    .select(['member_tokens.member_id', 'member_tokens.new_email'])
    .where('member_tokens.id', '=', id)
    .where('member_tokens.purpose', '=', 'email')
    .where('site_members.website_id', '=', siteId)
    .executeTakeFirst();

/** Spends a mailed link once (a conditional update), on its own site only; the member it names, or null. */
export async function consumeMemberToken(
  db: Db,
  siteId: string,
  id: string,
  purpose: MemberTokenPurpose,
  now: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('member_tokens')
    .innerJoin('site_members', 'site_members.id', 'member_tokens.member_id')
    .select('member_tokens.member_id')
    .where('member_tokens.id', '=', id)
    .where('site_members.website_id', '=', siteId)
    .executeTakeFirst();
  if (!row) return null;
  const result = await db
    .updateTable('member_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.member_id : null;
}

/** A new link of a purpose spends the older ones still open, so only the latest works. */
export const spendOpenTokens = (db: Db, memberId: string, purpose: MemberTokenPurpose, now: string) =>
  db
    .updateTable('member_tokens')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();

export const markMemberVerified = (db: Db, memberId: string, now: string) =>
  db
    .updateTable('site_members')
    .set({ email_verified_at: now })
    .where('id', '=', memberId)
    .where('email_verified_at', 'is', null)
    .execute();

export const setMemberPassword = (db: Db, siteId: string, memberId: string, passwordHash: string) =>
  db
    .updateTable('site_members')
    .set({ password_hash: passwordHash })
    .where('website_id', '=', siteId)
    .where('id', '=', memberId)
    .execute();

export const setMemberName = (db: Db, siteId: string, memberId: string, displayName: string) =>
  db
    .updateTable('site_members')
    .set({ display_name: displayName })
    .where('website_id', '=', siteId)
    .where('id', '=', memberId)
    .execute();

/**
 * Moves a member to a new address, confirmed (the mailed link reached it). The site's unique key on
 * addresses refuses one another account took meanwhile (the caller catches it).
 */
export const setMemberEmail = (db: Db, siteId: string, memberId: string, email: string, now: string) =>
  db
    .updateTable('site_members')
    .set({ email, email_verified_at: now })
    .where('website_id', '=', siteId)
    .where('id', '=', memberId)
    .executeTakeFirst();

export const insertMemberSession = (
  db: Db,
  session: { id: string; memberId: string; siteId: string; expiresAt: string },
) =>
  db
    .insertInto('member_sessions')
    .values({
      id: session.id,
      member_id: session.memberId,
      website_id: session.siteId,
      expires_at: session.expiresAt,
      created_at: new Date().toISOString(),
    })
    .execute();

/** The member a session token's hash names on this site, while the session lasts. */
export const findMemberSession = (db: Db, siteId: string, sessionId: string, now: string) =>
  db
    .selectFrom('member_sessions')
    .innerJoin('site_members', 'site_members.id', 'member_sessions.member_id')
    .select([
      'member_sessions.id as sessionId',
      'site_members.id',
      'site_members.email',
      'site_members.display_name',
      'site_members.locale',
      'site_members.created_at',
    ])
    .where('member_sessions.id', '=', sessionId)
    .where('member_sessions.website_id', '=', siteId)
    .where('member_sessions.expires_at', '>', now)
    .executeTakeFirst();

export const deleteMemberSession = (db: Db, sessionId: string) =>
  db.deleteFrom('member_sessions').where('id', '=', sessionId).execute();

/** Every session of a member but one: a new password signs the other devices out. */
export const deleteOtherMemberSessions = (db: Db, siteId: string, memberId: string, keep: string | null) =>
  db
    .deleteFrom('member_sessions')
    .where('website_id', '=', siteId)
    .where('member_id', '=', memberId)
    .$if(keep !== null, (q) => q.where('id', '!=', keep!))
    .execute();

/**
 * Removes a member and everything that is theirs in this module: sessions, mailed links, access to
 * areas, addresses, then the account, each named (SQLite keeps foreign keys as declarations only).
 */
export async function deleteMemberRow(db: Db, siteId: string, memberId: string): Promise<boolean> {
  const member = await findMember(db, siteId, memberId);
  if (!member) return false;
  await db.deleteFrom('member_sessions').where('member_id', '=', memberId).execute();
  await db.deleteFrom('member_tokens').where('member_id', '=', memberId).execute();
  await db.deleteFrom('member_area_access').where('member_id', '=', memberId).execute();
  await db
    .deleteFrom('member_addresses')
    .where('website_id', '=', siteId)
    .where('member_id', '=', memberId)
    .execute();
  await db.deleteFrom('site_members').where('website_id', '=', siteId).where('id', '=', memberId).execute();
  return true;
}
