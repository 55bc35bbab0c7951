import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export const findAccountByEmail = (db: Db, email: string) =>
  db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();

export async function insertAccount(
  db: Db,
  account: {
    id: string;
    email: string;
    passwordHash: string;
    displayName: string;
    verifiedAt?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('accounts')
    .values({
      id: account.id,
      email: account.email,
      password_hash: account.passwordHash,
      display_name: account.displayName,
      created_at: new Date().toISOString(),
      email_verified_at: account.verifiedAt ?? null,
    })
    .execute();
}

export async function insertSession(
  db: Db,
  session: { id: string; accountId: string; expiresAt: string; parentId?: string | null },
) {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      account_id: session.accountId,
      created_at: new Date().toISOString(),
      expires_at: session.expiresAt,
      parent_id: session.parentId ?? null,
    })
    .execute();
}

/** Ends a session and the sessions opened from it (site hosts entered from the platform home). */
export const deleteSession = (db: Db, id: string) =>
  db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
    .execute();

/** The session a site-host session was opened from (an editor hand-off), if any. */
export const findSessionParent = async (db: Db, id: string): Promise<string | null> =>
  (await db.selectFrom('sessions').select('parent_id').where('id', '=', id).executeTakeFirst())?.parent_id ??
  null;

/** Ends every session of an account but one (and those opened from it). */
export const deleteOtherSessions = (db: Db, accountId: string, keepId: string | null) => {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keepId)
    query = query
      .where('id', '!=', keepId)
      .where((eb) => eb.or([eb('parent_id', 'is', null), eb('parent_id', '!=', keepId)]));
  return query.execute();
};

export const deleteExpiredSessions = (db: Db, now: string) =>
  db.deleteFrom('sessions').where('expires_at', '<=', now).execute();

/** Marks a handoff token used; only the first caller gets a row back, so a token signs in once. */
export async function consumeHandoffToken(db: Db, id: string, websiteId: string, now: string) {
  const result = await db
    .updateTable('handoff_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('website_id', '=', websiteId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return db
    .selectFrom('handoff_tokens')
    .select(['account_id', 'session_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export const findAccountById = (db: Db, id: string) =>
  db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertAccountToken(
  db: Db,
  token: { id: string; accountId: string; purpose: 'verify' | 'reset'; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({
      id: token.id,
      account_id: token.accountId,
      purpose: token.purpose,
      created_at: new Date().toISOString(),
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Marks a mailed token used; only the first caller gets the account id, so a link works once. */
export async function consumeAccountToken(db: Db, id: string, purpose: 'verify' | 'reset', now: string) {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return db.selectFrom('account_tokens').select('account_id').where('id', '=', id).executeTakeFirst();
}

export const markEmailVerified = (db: Db, accountId: string, now: string) =>
  db
    .updateTable('accounts')
    .set({ email_verified_at: now })
    .where('id', '=', accountId)
    .where('email_verified_at', 'is', null)
    .execute();

export const updatePasswordHash = (db: Db, accountId: string, passwordHash: string) =>
  db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();

/** Spends every unused token of a purpose an account holds, so older mailed links stop working. */
export const spendAccountTokens = (db: Db, accountId: string, purpose: 'verify' | 'reset', now: string) =>
  db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();

/** A single-use token that signs an account in on a site's own host (see consumeHandoffToken). */
export async function insertHandoffToken(
  db: Db,
  token: { id: string; accountId: string; siteId: string; expiresAt: string; sessionId?: string | null },
) {
  await db
    .insertInto('handoff_tokens')
    .values({
      id: token.id,
      account_id: token.accountId,
      website_id: token.siteId,
      expires_at: token.expiresAt,
      used_at: null,
      session_id: token.sessionId ?? null,
    })
    .execute();
}

/**
 * Holds the account's row until the transaction ends. A no-op update locks it on PostgreSQL and
 * takes SQLite's single write lock, so checks of the account's totals (sites per owner) run one
 * after another.
 */
export const lockAccount = (db: Db, accountId: string) =>
  db
    .updateTable('accounts')
    .set((eb) => ({ email: eb.ref('email') }))
    .where('id', '=', accountId)
    .execute();
