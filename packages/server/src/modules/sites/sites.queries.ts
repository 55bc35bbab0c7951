import type { Kysely, Transaction } from 'kysely';
import type { DB, WebsitesTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export const sitesOfAccount = (db: Db, accountId: string) =>
  db
    .selectFrom('contributors')
    .innerJoin('websites', 'websites.id', 'contributors.website_id')
    .select(['websites.id', 'websites.identifier', 'websites.title', 'contributors.role'])
    .where('contributors.account_id', '=', accountId)
    .orderBy('websites.created_at')
    .execute();

export const findSiteByIdentifier = (db: Db, identifier: string) =>
  db.selectFrom('websites').select('id').where('identifier', '=', identifier).executeTakeFirst();

export const findSite = (db: Db, id: string) =>
  db.selectFrom('websites').selectAll().where('id', '=', id).executeTakeFirst();

export const roleOf = (db: Db, siteId: string, accountId: string) =>
  db
    .selectFrom('contributors')
    .select('role')
    .where('website_id', '=', siteId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();

export async function updateSite(db: Db, siteId: string, patch: Partial<WebsitesTable>): Promise<void> {
  await db
    .updateTable('websites')
    .set((eb) => ({
      ...patch,
      render_generation: eb('render_generation', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', siteId)
    .execute();
}

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

const ROLE_ADMIN = 1; // contributor role, spec 001 §6: the site's owner

/**
 * Holds the account's row until the transaction ends. A no-op update locks it on PostgreSQL and
 * takes SQLite's single write lock, so checks of the owner's totals run one after another.
 */
export const lockAccount = (db: Db, accountId: string) =>
  db
    .updateTable('accounts')
    .set((eb) => ({ email: eb.ref('email') }))
    .where('id', '=', accountId)
    .execute();

export async function countOwnedSites(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('contributors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('role', '=', ROLE_ADMIN)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
