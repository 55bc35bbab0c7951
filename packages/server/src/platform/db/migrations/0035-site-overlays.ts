import type { Kysely } from 'kysely';

// The announcement bar and the popup overlay (modules/overlays, spec 000 §3 popup overlay settings):
// one row per site that set either, each as JSON, read by the renderer once per shell generation.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('site_overlays')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('announcement_bar', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('popup_overlay', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('site_overlays').execute();
}
