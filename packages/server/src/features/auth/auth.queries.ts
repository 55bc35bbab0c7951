import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export const findAccountByEmail = (db: Db, email: string) =>
  db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();

export async function insertAccount(
  db: Db,
  account: { id: string; email: string; passwordHash: string; displayName: string },
): Promise<void> {
  await db
    .insertInto('accounts')
    .values({
      id: account.id,
      email: account.email,
      password_hash: account.passwordHash,
      display_name: account.displayName,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function insertSession(db: Db, session: { id: string; accountId: string; expiresAt: string }) {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      account_id: session.accountId,
      created_at: new Date().toISOString(),
      expires_at: session.expiresAt,
    })
    .execute();
}

export const deleteSession = (db: Db, id: string) => db.deleteFrom('sessions').where('id', '=', id).execute();

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
  return db.selectFrom('handoff_tokens').select('account_id').where('id', '=', id).executeTakeFirst();
}

export const findAccountById = (db: Db, id: string) =>
  db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
