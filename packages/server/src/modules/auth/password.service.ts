import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#platform/security/password';
import { randomToken, sha256 } from '#platform/security/tokens';
import { passwordChangedMail, passwordResetMail } from './account-mail';
import { AuthErrors } from './auth.errors';
import * as q from './auth.queries';
import type { ChangePassword, ResetPassword } from './auth.schemas';
import type { SignUpMail } from './auth.service';

/** A reset link works once, for an hour. */
export const RESET_MS = 3600 * 1000;

/**
 * Changes the signed-in account's password when the current one is right, and ends every other
 * session of the account (a thief signed in elsewhere is signed out); the session making the change,
 * and the site sessions opened from it, stay.
 */
export async function changePassword(
  db: Kysely<DB>,
  accountId: string,
  keepSessionId: string | null,
  input: ChangePassword,
  mail: SignUpMail,
): Promise<void> {
  const row = await q.findAccountById(db, accountId);
  if (!row || !(await verifyPassword(row.password_hash, input.currentPassword)))
    throw AuthErrors.wrongPassword({ currentPassword: 'Your current password is not correct.' });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await q.updatePasswordHash(trx, accountId, passwordHash);
    await q.deleteOtherSessions(trx, accountId, keepSessionId);
    await q.spendAccountTokens(trx, accountId, 'reset', new Date().toISOString());
    await mail.mailer.enqueue(trx, {
      websiteId: null,
      to: row.email,
      ...passwordChangedMail(`${mail.origin}/`),
    });
  });
  mail.mailer.kick();
}

/**
 * Mails a single-use reset link when the address has an account, and does the same work and gives
 * the same answer when it has none, so the answer tells nobody whether an address is registered.
 * Returns the link mailed, if any.
 */
export async function requestPasswordReset(
  db: Kysely<DB>,
  email: string,
  mail: SignUpMail,
): Promise<string | null> {
  const row = await q.findAccountByEmail(db, email);
  const token = randomToken();
  // Hashing work on both paths, so timing does not tell a registered address from another.
  await verifyPassword(await dummyPasswordHash(), token);
  if (!row) return null;
  const link = `${mail.origin}/?reset=${encodeURIComponent(token)}`;
  await db.transaction().execute(async (trx) => {
    await q.insertAccountToken(trx, {
      id: sha256(token),
      accountId: row.id,
      purpose: 'reset',
      expiresAt: new Date(Date.now() + RESET_MS).toISOString(),
    });
    await mail.mailer.enqueue(trx, { websiteId: null, to: row.email, ...passwordResetMail(link) });
  });
  mail.mailer.kick();
  return link;
}

/**
 * Sets a new password with a mailed token, once, and ends every session of the account: whoever
 * knew the old password is signed out. Following the mail proves the address, so it counts as
 * confirmed too.
 */
export async function resetPassword(db: Kysely<DB>, input: ResetPassword): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const used = await q.consumeAccountToken(trx, sha256(input.token), 'reset', now);
    if (!used) return false;
    await q.updatePasswordHash(trx, used.account_id, passwordHash);
    await q.deleteOtherSessions(trx, used.account_id, null);
    await q.spendAccountTokens(trx, used.account_id, 'reset', now);
    await q.markEmailVerified(trx, used.account_id, now);
    return true;
  });
  if (!done) throw AuthErrors.badResetLink();
}
