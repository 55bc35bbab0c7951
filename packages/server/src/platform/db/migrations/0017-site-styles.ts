import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  // A site's look (SiteStyles in @atelier/domain): the draft the Design panel edits and the version
  // visitors see, made live when the site is published. A site without a row has the default look.
  await db.schema
    .createTable('site_styles')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('draft', 'text', (c) => c.notNull())
    .addColumn('draft_revision', 'integer', (c) => c.notNull())
    .addColumn('live', 'text')
    .addColumn('live_revision', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_styles').execute();
}
