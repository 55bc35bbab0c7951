import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per publish of a site: what every live page was, so a past version can be viewed and
  // restored even after its pages were deleted. Only the newest 20 are kept (modules/pages/site-versions.queries.ts).
  await db.schema
    .createTable('site_versions')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_versions_pk', ['website_id', 'number'])
    .execute();

  // The site's search and sharing defaults (SiteSeo in @atelier/domain).
  await db.schema
    .createTable('site_seo')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .execute();

  // Old addresses of pages whose address changed, answered with a 301 to where the page is now.
  await db.schema
    .createTable('page_redirects')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('from_slug', 'text', (c) => c.notNull())
    .addColumn('page_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('page_redirects_pk', ['website_id', 'from_slug'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_versions').execute();
  await db.schema.dropTable('page_redirects').execute();
  await db.schema.dropTable('site_seo').execute();
}
