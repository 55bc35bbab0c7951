import { newId } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../security/password';
import { randomToken, sha256 } from '../../security/tokens';
import type { SessionAccount } from '../../types';
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

export async function signUp(db: Kysely<DB>, input: SignUp): Promise<SessionAccount> {
  const id = newId();
  const passwordHash = await hashPassword(input.password);
  try {
    await q.insertAccount(db, {
      id,
      email: input.email,
      passwordHash,
      displayName: input.displayName,
      verifiedAt: new Date().toISOString(),
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw AuthErrors.emailTaken({ email: 'An account with this email already exists.' });
    throw error;
  }
  return { id, email: input.email, displayName: input.displayName };
}

export async function checkCredentials(db: Kysely<DB>, input: SignIn): Promise<SessionAccount> {
  const row = await q.findAccountByEmail(db, input.email);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!row || !ok) throw AuthErrors.badCredentials();
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

export async function redeemHandoff(
  db: Kysely<DB>,
  token: string,
  websiteId: string,
): Promise<{ account: SessionAccount; parentId: string | null }> {
  const used = await q.consumeHandoffToken(db, sha256(token), websiteId, new Date().toISOString());
  const account = used ? await q.findAccountById(db, used.account_id) : undefined;
  if (!account) throw AuthErrors.badHandoff();
  return {
    account: { id: account.id, email: account.email, displayName: account.display_name },
    parentId: used?.session_id ?? null,
  };
}
