import type { Kysely, Transaction } from 'kysely';
import type { DB, SiteVersionsTable } from '#platform/db/schema';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { PAGE_LIKE_TYPES } from './pages.queries';

type Db = Kysely<DB> | Transaction<DB>;

/** How many site versions are kept; older ones are dropped as new ones are published. */
export const KEPT_SITE_VERSIONS = 20;

/** Every page (store pages too) with its draft and, when it has one, its live version. */
export const pagesWithLiveVersion = (db: Db, siteId: string) =>
  db
    .selectFrom('collections')
    .leftJoin('page_versions', (join) =>
      join
        .onRef('page_versions.page_id', '=', 'collections.id')
        .onRef('page_versions.version', '=', 'collections.published_version'),
    )
    .select([
      'collections.id',
      'collections.collection_type',
      'collections.store_selection',
      'collections.title',
      'collections.slug',
      'collections.navigation',
      'collections.position',
      'collections.password_hash',
      'collections.draft_document',
      'collections.draft_revision',
      'collections.published_version',
      'collections.published_revision',
      'page_versions.title as live_title',
      'page_versions.document as live_document',
    ])
    .where('collections.website_id', '=', siteId)
    .where('collections.collection_type', 'in', PAGE_LIKE_TYPES)
    .orderBy('collections.navigation')
    .orderBy('collections.position')
    .execute();

export type PageWithLiveVersion = Awaited<ReturnType<typeof pagesWithLiveVersion>>[number];

/**
 * Takes the site's row lock for the rest of the transaction, so two publishes of one site run one
 * after the other on PostgreSQL instead of racing for the same version numbers.
 */
export async function lockSiteForPublish(db: Db, siteId: string): Promise<void> {
  // Publishing changes what visitors see: the update that takes the lock starts a new generation,
  // reaching the published pages (their versions move on); shellChanged widens it when needed.
  await bumpRenderGeneration(db, siteId, new Date().toISOString(), 'pages');
}

/**
 * A publish that changed what every page shows (a page's title in the menu, a page new to the site,
 * the site's look, a restored version): every cached page of the site is stale.
 */
export async function shellChanged(db: Db, siteId: string): Promise<void> {
  await bumpRenderGeneration(db, siteId, undefined, 'site');
}

export async function latestSiteVersion(db: Db, siteId: string): Promise<SiteVersionsTable | undefined> {
  return db
    .selectFrom('site_versions')
    .selectAll()
    .where('website_id', '=', siteId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertSiteVersion(db: Db, row: SiteVersionsTable): Promise<void> {
  await db.insertInto('site_versions').values(row).execute();
  await db
    .deleteFrom('site_versions')
    .where('website_id', '=', row.website_id)
    .where('number', '<=', row.number - KEPT_SITE_VERSIONS)
    .execute();
}

export const listSiteVersions = (db: Db, siteId: string) =>
  db
    .selectFrom('site_versions')
    .select(['number', 'published_at', 'published_by', 'note'])
    .where('website_id', '=', siteId)
    .orderBy('number', 'desc')
    .execute();

export const findSiteVersion = (db: Db, siteId: string, number: number) =>
  db
    .selectFrom('site_versions')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('number', '=', number)
    .executeTakeFirst();
