import { newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { Mailer } from '#platform/mail/mail-queue';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#platform/security/password';
import { randomToken, sha256 } from '#platform/security/tokens';
import { type MemberMailPurpose, memberMail } from './member-mail';
import { MemberErrors } from './members.errors';
import * as q from './members.queries';
import type { MemberSignIn, MemberSignUp } from './members.schemas';

const VERIFY_MS = 24 * 3600 * 1000;
/** An email-change link works as long as a sign-up's. */
const EMAIL_CHANGE_MS = VERIFY_MS;
const RESET_MS = 3600 * 1000;
/** A session the member asked to be remembered lasts 30 days; otherwise one day at most. */
const REMEMBERED_MS = 30 * 24 * 3600 * 1000;
const BROWSER_SESSION_MS = 24 * 3600 * 1000;

/** A signed-in member as routes and screens see them. */
export interface SessionMember {
  id: string;
  email: string;
  displayName: string;
  /** The site language the member signed up in; null for the primary one. */
  locale: string | null;
  /** When the account was made (ISO 8601), where the read had it: the account page says how long ago. */
  createdAt?: string;
}

/** What the mails of one site need: where to send from and how the site is named in a language. */
export interface MemberMailContext {
  mailer: Mailer;
  siteId: string;
  /** scheme://host of the site as the request reached it. */
  origin: string;
  /**
   * The account page in the language of the page the visitor used (`/account`, `/fr/account`): the
   * mails' links lead there.
   */
  accountPath: string;
  /** The language tag for a member's language (null: the site's primary one). */
  tagOf(locale: string | null): string;
  /** The site's title as visitors of a language tag read it. */
  titleIn(tag: string): string;
}

const isUniqueViolation = (error: unknown): boolean =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

async function enqueue(
  db: Kysely<DB> | Transaction<DB>,
  mail: MemberMailContext,
  to: string,
  purpose: MemberMailPurpose,
  locale: string | null,
  link: string,
  values: Record<string, string> = {},
) {
  const tag = mail.tagOf(locale);
  await mail.mailer.enqueue(db, {
    websiteId: mail.siteId,
    to,
    ...memberMail(purpose, tag, mail.titleIn(tag), link, values),
  });
}

/**
 * Opens an unverified account on the site and mails a confirmation link, or, when the address
 * already has an account there, mails its holder instead: the same work and the same answer
 * either way, so sign-up tells nobody who has an account. Returns the link mailed, if any.
 */
export async function signUpMember(
  db: Kysely<DB>,
  input: MemberSignUp,
  locale: string | null,
  mail: MemberMailContext,
): Promise<string | null> {
  const passwordHash = await hashPassword(input.password);
  const existing = await q.findMemberByEmail(db, mail.siteId, input.email);
  if (!existing) {
    const token = randomToken();
    const link = `${mail.origin}/api/site-users/account/verify?token=${encodeURIComponent(token)}`;
    try {
      await db.transaction().execute(async (trx) => {
        const id = newId();
        await q.insertMember(trx, {
          id,
          siteId: mail.siteId,
          email: input.email,
          passwordHash,
          displayName: input.displayName,
          locale,
        });
        await q.insertMemberToken(trx, {
          id: sha256(token),
          memberId: id,
          purpose: 'verify',
          expiresAt: new Date(Date.now() + VERIFY_MS).toISOString(),
        });
        await enqueue(trx, mail, input.email, 'verify', locale, link);
      });
      mail.mailer.kick();
      return link;
    } catch (error) {
      // Two sign-ups for one new address at once: the second is told about the first.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const holder = existing ?? (await q.findMemberByEmail(db, mail.siteId, input.email));
  await enqueue(
    db,
    mail,
    input.email,
    'exists',
    holder?.locale ?? locale,
    `${mail.origin}${mail.accountPath}`,
  );
  mail.mailer.kick();
  return null;
}

/** Confirms a member's address with the mailed link's token, on its own site; the member, or null. */
export async function verifyMember(db: Kysely<DB>, siteId: string, token: string): Promise<string | null> {
  const now = new Date().toISOString();
  const memberId = await q.consumeMemberToken(db, siteId, sha256(token), 'verify', now);
  if (memberId) await q.markMemberVerified(db, memberId, now);
  return memberId;
}

/** The member an email and password name on this site; the same refusal for either wrong. */
export async function checkMemberCredentials(
  db: Kysely<DB>,
  siteId: string,
  input: Pick<MemberSignIn, 'email' | 'password'>,
): Promise<SessionMember> {
  const row = await q.findMemberByEmail(db, siteId, input.email);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!row || !ok) throw MemberErrors.badCredentials();
  if (!row.email_verified_at) throw MemberErrors.unverified();
  return { id: row.id, email: row.email, displayName: row.display_name, locale: row.locale };
}

export interface StartedMemberSession {
  token: string;
  sessionId: string;
  /** Seconds the cookie lasts, or null for the browser's session. */
  cookieSeconds: number | null;
}

/** A new session (never one a visitor arrived with), remembered for 30 days or for the browser's session. */
export async function startMemberSession(
  db: Kysely<DB>,
  siteId: string,
  memberId: string,
  rememberMe: boolean,
): Promise<StartedMemberSession> {
  const token = randomToken();
  const sessionId = sha256(token);
  const lasts = rememberMe ? REMEMBERED_MS : BROWSER_SESSION_MS;
  await q.insertMemberSession(db, {
    id: sessionId,
    memberId,
    siteId,
    expiresAt: new Date(Date.now() + lasts).toISOString(),
  });
  return { token, sessionId, cookieSeconds: rememberMe ? lasts / 1000 : null };
}

/** The member a session cookie's token names on this site, while the session lasts; null otherwise. */
export async function memberOfSession(
  db: Kysely<DB>,
  siteId: string,
  token: string,
): Promise<{ sessionId: string; member: SessionMember } | null> {
  const row = await q.findMemberSession(db, siteId, sha256(token), new Date().toISOString());
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    member: {
      id: row.id,
      email: row.email,
      displayName: row.display_name,
      locale: row.locale,
      createdAt: new Date(row.created_at).toISOString(),
    },
  };
}

export const endMemberSession = (db: Kysely<DB>, sessionId: string) => q.deleteMemberSession(db, sessionId);

/**
 * Mails a password reset link when the address has an account on the site; the caller answers the
 * same either way. Returns the link mailed, if any.
 */
export async function requestMemberReset(
  db: Kysely<DB>,
  email: string,
  mail: MemberMailContext,
): Promise<string | null> {
  const member = await q.findMemberByEmail(db, mail.siteId, email);
  if (!member) return null;
  const token = randomToken();
  const link = `${mail.origin}${mail.accountPath}/reset?token=${encodeURIComponent(token)}`;
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    await q.spendOpenTokens(trx, member.id, 'reset', now.toISOString());
    await q.insertMemberToken(trx, {
      id: sha256(token),
      memberId: member.id,
      purpose: 'reset',
      expiresAt: new Date(now.getTime() + RESET_MS).toISOString(),
    });
    await enqueue(trx, mail, member.email, 'reset', member.locale, link);
  });
  mail.mailer.kick();
  return link;
}

/**
 * Sets a new password with a reset link's token (spent once): every session of the member ends,
 * and a member who had not confirmed the address has now, since the mail reached them.
 */
export async function completeMemberReset(
  db: Kysely<DB>,
  siteId: string,
  token: string,
  password: string,
): Promise<string> {
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  const memberId = await q.consumeMemberToken(db, siteId, sha256(token), 'reset', now);
  if (!memberId) throw MemberErrors.badResetLink();
  await q.setMemberPassword(db, siteId, memberId, passwordHash);
  await q.markMemberVerified(db, memberId, now);
  await q.deleteOtherMemberSessions(db, siteId, memberId, null);
  return memberId;
}

export const changeMemberName = (db: Kysely<DB>, siteId: string, memberId: string, displayName: string) =>
  q.setMemberName(db, siteId, memberId, displayName);

/** Whether `password` is the member's own; the same work for a member that is gone. */
export async function isMemberPassword(
  db: Kysely<DB>,
  siteId: string,
  memberId: string,
  password: string,
): Promise<boolean> {
  const row = await q.findMember(db, siteId, memberId);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
  return Boolean(row) && ok;
}

/**
 * A signed-in member's new password, once the caller checked the current one (`isMemberPassword`,
 * throttled as sign-in is): every other session of the member ends, the one that asked stays.
 */
export async function changeMemberPassword(
  db: Kysely<DB>,
  siteId: string,
  session: { memberId: string; sessionId: string },
  newPassword: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await q.setMemberPassword(trx, siteId, session.memberId, passwordHash);
    await q.deleteOtherMemberSessions(trx, siteId, session.memberId, session.sessionId);
  });
}

/**
 * Mails a link to a new address that moves the member's account there once followed (24 hours,
 * once, on its own site); a newer link spends the older. An address that already has an account on
 * the site is mailed nothing, and the caller answers the same: nobody learns who has an account.
 * Returns the link mailed, if any.
 */
export async function requestEmailChange(
  db: Kysely<DB>,
  member: SessionMember,
  newEmail: string,
  mail: MemberMailContext,
): Promise<string | null> {
  if (newEmail === member.email) throw MemberErrors.sameEmail();
  if (await q.findMemberByEmail(db, mail.siteId, newEmail)) return null;
  const token = randomToken();
  const link = `${mail.origin}${mail.accountPath}/email?token=${encodeURIComponent(token)}`;
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    await q.spendOpenTokens(trx, member.id, 'email', now.toISOString());
    await q.insertMemberToken(trx, {
      id: sha256(token),
      memberId: member.id,
      purpose: 'email',
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_MS).toISOString(),
      newEmail,
    });
    await enqueue(trx, mail, newEmail, 'emailChange', member.locale, link);
  });
  mail.mailer.kick();
  return link;
}

/**
 * Follows an email-change link (spent once, within 24 hours, on its own site): the account moves to
 * the new address, confirmed, and the old address is told. Null when the link does not work, or when
 * another account took the address meanwhile (the account keeps its address then).
 */
export async function completeEmailChange(
  db: Kysely<DB>,
  token: string,
  mail: MemberMailContext,
): Promise<{ memberId: string; locale: string | null } | null> {
  const id = sha256(token);
  const target = await q.emailTokenTarget(db, mail.siteId, id);
  if (!target?.new_email) return null;
  const newEmail = target.new_email;
  const now = new Date().toISOString();
  const memberId = await q.consumeMemberToken(db, mail.siteId, id, 'email', now);
  const member = memberId ? await q.findMember(db, mail.siteId, memberId) : undefined;
  if (!member) return null;
  const moved = await db
    .transaction()
    .execute(async (trx) => {
      if (await q.findMemberByEmail(trx, mail.siteId, newEmail)) return false;
      await q.setMemberEmail(trx, mail.siteId, member.id, newEmail, now);
      // A reset link mailed to the old address no longer opens the account.
      await q.spendOpenTokens(trx, member.id, 'reset', now);
      const account = `${mail.origin}${mail.accountPath}`;
      await enqueue(trx, mail, member.email, 'emailNotice', member.locale, account, { email: newEmail });
      return true;
    })
    // Another account took the address between the check and the change: the site's unique key.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return false;
      throw error;
    });
  if (!moved) return null;
  mail.mailer.kick();
  return { memberId: member.id, locale: member.locale };
}
