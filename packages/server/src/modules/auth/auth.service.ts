import { newId } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { Mailer } from '#platform/mail/mail-queue';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#platform/security/password';
import { randomToken, sha256 } from '#platform/security/tokens';
import type { SessionAccount } from '#types';
import { alreadyRegisteredMail, verificationMail } from './account-mail';
import { AuthErrors } from './auth.errors';
import * as q from './auth.queries';
import type { SignIn, SignUp } from './auth.schemas';

const SESSION_MS = 30 * 24 * 3600 * 1000;

export interface StartedSession {
  token: string;
  sessionId: string;
  account: SessionAccount;
}

const isUniqueViolation = (error: unknown): boolean =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

const VERIFY_MS = 24 * 3600 * 1000;

export interface SignUpMail {
  mailer: Mailer;
  /** scheme://host of the platform home, as the request reached it (a host it accepted). */
  origin: string;
}

/**
 * Opens an unverified account and mails a confirmation link, or, when the address already has an
 * account, mails its holder instead. Both take the same work and give the caller the same answer,
 * so sign-up tells nobody whether an address is registered. Returns the link mailed, if any.
 */
export async function signUp(db: Kysely<DB>, input: SignUp, mail: SignUpMail): Promise<string | null> {
  const passwordHash = await hashPassword(input.password);
  const existing = await q.findAccountByEmail(db, input.email);
  if (!existing) {
    const token = randomToken();
    const link = `${mail.origin}/api/auth/verify?token=${encodeURIComponent(token)}`;
    try {
      await db.transaction().execute(async (trx) => {
        const id = newId();
        await q.insertAccount(trx, { id, email: input.email, passwordHash, displayName: input.displayName });
        await q.insertAccountToken(trx, {
          id: sha256(token),
          accountId: id,
          purpose: 'verify',
          expiresAt: new Date(Date.now() + VERIFY_MS).toISOString(),
        });
        const message = verificationMail(link);
        await mail.mailer.enqueue(trx, { websiteId: null, to: input.email, ...message });
      });
      mail.mailer.kick();
      return link;
    } catch (error) {
      // Two sign-ups for one new address at once: the second is told about the first.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  await mail.mailer.enqueue(db, {
    websiteId: null,
    to: input.email,
    ...alreadyRegisteredMail(`${mail.origin}/`),
  });
  mail.mailer.kick();
  return null;
}

/** Confirms an account's address with the mailed link's token; false when it is unknown, used or old. */
export async function verifyEmail(db: Kysely<DB>, token: string): Promise<boolean> {
  const now = new Date().toISOString();
  const used = await q.consumeAccountToken(db, sha256(token), 'verify', now);
  if (!used) return false;
  await q.markEmailVerified(db, used.account_id, now);
  return true;
}

export async function checkCredentials(db: Kysely<DB>, input: SignIn): Promise<SessionAccount> {
  const row = await q.findAccountByEmail(db, input.email);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!row || !ok) throw AuthErrors.badCredentials();
  if (!row.email_verified_at) throw AuthErrors.unverified();
  return { id: row.id, email: row.email, displayName: row.display_name };
}

/** A new session with a new token: signing in never reuses a token a visitor arrived with. */
export async function startSession(
  db: Kysely<DB>,
  account: SessionAccount,
  parentId: string | null = null,
): Promise<StartedSession> {
  const token = randomToken();
  const sessionId = sha256(token);
  await q.insertSession(db, {
    id: sessionId,
    accountId: account.id,
    expiresAt: new Date(Date.now() + SESSION_MS).toISOString(),
    parentId,
  });
  return { token, sessionId, account };
}

export async function endSession(db: Kysely<DB>, sessionId: string | null): Promise<void> {
  if (sessionId) await q.deleteSession(db, sessionId);
}

/**
 * Signing out: ends the session and those opened from it. A site-host session opened from the
 * platform home ends that platform session too, and with it every other site session it opened:
 * the browser signed in once, on the platform home, so signing out anywhere signs it out everywhere
 * (otherwise the next visit to an editor would sign straight back in through the platform home).
 */
export async function signOut(db: Kysely<DB>, sessionId: string | null): Promise<void> {
  if (!sessionId) return;
  const parent = await q.findSessionParent(db, sessionId);
  await q.deleteSession(db, parent ?? sessionId);
  if (parent) await q.deleteSession(db, sessionId);
}

/**
 * Spends a hand-off token on the site it was minted for, at `now` (the server's job clock, which
 * tests move), and names the account and the platform session it came from.
 */
export async function redeemHandoff(
  db: Kysely<DB>,
  token: string,
  websiteId: string,
  now: Date,
): Promise<{ account: SessionAccount; parentId: string | null }> {
  const used = await q.consumeHandoffToken(db, sha256(token), websiteId, now.toISOString());
  const account = used ? await q.findAccountById(db, used.account_id) : undefined;
  if (!account) throw AuthErrors.badHandoff();
  return {
    account: { id: account.id, email: account.email, displayName: account.display_name },
    parentId: used?.session_id ?? null,
  };
}
