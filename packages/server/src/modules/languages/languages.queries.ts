import type { SiteLanguage } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB, TranslationConnectionsTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** A site's languages other than its primary one, in the owner's order. */
export async function otherSiteLanguages(db: Db, siteId: string): Promise<SiteLanguage[]> {
  const rows = await db
    .selectFrom('site_languages')
    .select(['tag', 'published'])
    .where('website_id', '=', siteId)
    .orderBy('position')
    .orderBy('tag')
    .execute();
  return rows.map((row) => ({ tag: row.tag, primary: false, published: row.published === 1 }));
}

/**
 * Makes the site's other languages exactly `languages`, in that order. A language kept keeps the
 * date it was first added. Translations live with what they translate and are not touched: a
 * language added again finds them.
 */
export async function replaceOtherLanguages(
  db: Db,
  siteId: string,
  languages: readonly { tag: string; published: boolean }[],
  now: string,
): Promise<void> {
  const added = new Map(
    (
      await db
        .selectFrom('site_languages')
        .select(['tag', 'created_at'])
        .where('website_id', '=', siteId)
        .execute()
    ).map((row) => [row.tag, row.created_at]),
  );
  await db.deleteFrom('site_languages').where('website_id', '=', siteId).execute();
  if (languages.length === 0) return;
  await db
    .insertInto('site_languages')
    .values(
      languages.map((language, position) => ({
        website_id: siteId,
        tag: language.tag,
        published: language.published ? 1 : 0,
        position,
        created_at: added.get(language.tag) ?? now,
      })),
    )
    .execute();
}

export const findConnection = (db: Db, siteId: string) =>
  db.selectFrom('translation_connections').selectAll().where('website_id', '=', siteId).executeTakeFirst();

/** A site has one connection at most: a new one replaces it. */
export const saveConnection = (db: Db, row: TranslationConnectionsTable) =>
  db
    .insertInto('translation_connections')
    .values(row)
    .onConflict((oc) =>
      oc.column('website_id').doUpdateSet({
        provider: row.provider,
        endpoint: row.endpoint,
        api_key: row.api_key,
        connected_at: row.connected_at,
      }),
    )
    .execute();

export const deleteConnection = (db: Db, siteId: string) =>
  db.deleteFrom('translation_connections').where('website_id', '=', siteId).execute();
