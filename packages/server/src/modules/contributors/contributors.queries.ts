import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The site's contributors with their accounts' names, in the order they joined. */
export const contributorsOf = (db: Db, siteId: string) =>
  db
    .selectFrom('contributors')
    .innerJoin('accounts', 'accounts.id', 'contributors.account_id')
    .select(['accounts.id', 'accounts.email', 'accounts.display_name', 'contributors.role'])
    .where('contributors.website_id', '=', siteId)
    .orderBy('contributors.created_at')
    .execute();

export const contributorRole = (db: Db, siteId: string, accountId: string) =>
  db
    .selectFrom('contributors')
    .select('role')
    .where('website_id', '=', siteId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();

export const accountsWithRole = (db: Db, siteId: string, role: number) =>
  db
    .selectFrom('contributors')
    .select('account_id')
    .where('website_id', '=', siteId)
    .where('role', '=', role)
    .execute();

/** Makes the account a contributor of the site with the role, or gives it that role. */
export const putContributor = (db: Db, siteId: string, accountId: string, role: number, at: string) =>
  db
    .insertInto('contributors')
    .values({ website_id: siteId, account_id: accountId, role, created_at: at })
    .onConflict((oc) => oc.columns(['website_id', 'account_id']).doUpdateSet({ role }))
    .execute();

/** Makes the account a contributor of a site it has no role on yet (a new site's owner). */
export const insertContributor = (db: Db, siteId: string, accountId: string, role: number, at: string) =>
  db
    .insertInto('contributors')
    .values({ website_id: siteId, account_id: accountId, role, created_at: at })
    .execute();

export const deleteContributor = (db: Db, siteId: string, accountId: string) =>
  db
    .deleteFrom('contributors')
    .where('website_id', '=', siteId)
    .where('account_id', '=', accountId)
    .execute();
