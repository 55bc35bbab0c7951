import type { Kysely, Transaction } from 'kysely';
import { precompiled } from '#platform/db/precompiled';
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

/** The columns of a site's row that are the site's own; other modules' settings live beside them. */
export type SiteCorePatch = Partial<
  Pick<
    WebsitesTable,
    | 'title'
    | 'developer_mode'
    | 'cloneable'
    | 'use_escape_key_to_login'
    | 'member_accounts'
    | 'store_settings'
    | 'header'
    | 'footer'
  >
>;

/** Changes the site's own columns; false when the patch names none. */
export async function updateSiteCore(db: Db, siteId: string, patch: SiteCorePatch): Promise<boolean> {
  if (Object.values(patch).every((value) => value === undefined)) return false;
  await db
    .updateTable('websites')
    .set({
      title: patch.title,
      developer_mode: patch.developer_mode,
      cloneable: patch.cloneable,
      use_escape_key_to_login: patch.use_escape_key_to_login,
      member_accounts: patch.member_accounts,
      store_settings: patch.store_settings,
      header: patch.header,
      footer: patch.footer,
    })
    .where('id', '=', siteId)
    .execute();
  return true;
}

export const insertSite = (db: Db, row: WebsitesTable) => db.insertInto('websites').values(row).execute();

/**
 * The site's title, address and primary language, read with every paid order's mails (compiled
 * once: db/precompiled.ts).
 */
const siteNameQuery = precompiled<[string], { title: string; identifier: string; locale: string }>(
  1,
  (db, siteId) =>
    db.selectFrom('websites').select(['title', 'identifier', 'locale']).where('id', '=', siteId),
);

export const siteName = async (db: Db, siteId: string) => (await siteNameQuery(db, siteId)).rows[0];

/**
 * The store settings the site context carries to every page (spec 001 §3: the measurement
 * standard), kept in step with the store's own settings.
 */
export async function setContextMeasurementStandard(
  db: Db,
  siteId: string,
  measurementStandard: number,
): Promise<boolean> {
  const site = await db
    .selectFrom('websites')
    .select('store_settings')
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!site) return false;
  const context = { ...JSON.parse(site.store_settings), measurementStandard };
  await db
    .updateTable('websites')
    .set({ store_settings: JSON.stringify(context) })
    .where('id', '=', siteId)
    .execute();
  return true;
}

const ROLE_ADMIN = 1; // contributor role, spec 001 §6: the site's owner

export async function countOwnedSites(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('contributors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('role', '=', ROLE_ADMIN)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The site's own texts translated (`websites.translations`, JSON of `Translations`). */
export const siteTranslations = (db: Db, siteId: string) =>
  db.selectFrom('websites').select(['translations', 'locale']).where('id', '=', siteId).executeTakeFirst();

export const setSiteTranslations = (db: Db, siteId: string, translations: string) =>
  db.updateTable('websites').set({ translations }).where('id', '=', siteId).execute();

/** The site's primary language (`websites.locale`). */
export const setPrimaryLocale = (db: Db, siteId: string, locale: string) =>
  db.updateTable('websites').set({ locale }).where('id', '=', siteId).execute();
