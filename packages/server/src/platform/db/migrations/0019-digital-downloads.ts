import type { Kysely } from 'kysely';

// Digital products: the file a product sells and its download terms, the rich description, the
// moment a scheduled product was announced live, and the signed download links of paid orders.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('file_media_id', 'text').execute();
  await db.schema.alterTable('products').addColumn('download_limit', 'integer').execute();
  await db.schema.alterTable('products').addColumn('download_days', 'integer').execute();
  // ProseMirror JSON of the description; null for descriptions written before it (plain text).
  await db.schema.alterTable('products').addColumn('description_doc', 'text').execute();
  // Set once a scheduled product's time has come and the cached store pages were refreshed.
  await db.schema.alterTable('products').addColumn('went_live_at', 'text').execute();

  await db.schema
    .createTable('order_downloads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // One link per digital order line: a repeated grant is a no-op.
    .addColumn('order_line_id', 'text', (c) => c.notNull().unique())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('media_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // Guarded by a conditional update: downloads_used < download_limit.
    .addColumn('downloads_used', 'integer', (c) => c.notNull())
    .addColumn('download_limit', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_downloads_order').on('order_downloads').column('order_id').execute();
  await db.schema
    .createIndex('products_scheduled')
    .on('products')
    .columns(['workflow', 'publish_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_scheduled').execute();
  await db.schema.dropTable('order_downloads').execute();
  for (const column of [
    'went_live_at',
    'description_doc',
    'download_days',
    'download_limit',
    'file_media_id',
  ])
    await db.schema.alterTable('products').dropColumn(column).execute();
}
