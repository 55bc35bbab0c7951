import type { Kysely } from 'kysely';

// The media library: each site's items (pointing at content-addressed bytes in the blob store),
// the derived images made from them, and resumable uploads in progress. Sizes are bigint: video
// files pass 2 GB on PostgreSQL's 32-bit integer.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    // The format derived images fall back to where AVIF and WebP are not taken: jpeg, png or gif.
    .addColumn('fallback', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('focal_x', 'real', (c) => c.notNull().defaultTo(0.5))
    .addColumn('focal_y', 'real', (c) => c.notNull().defaultTo(0.5))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('animated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('placeholder', 'text')
    .addColumn('serve_original', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // Deleted by the owner but still shown by a published or kept version; purged once none needs it.
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('media_items_site')
    .on('media_items')
    .columns(['website_id', 'created_at'])
    .execute();
  await db.schema.createIndex('media_items_hash').on('media_items').columns(['hash', 'website_id']).execute();

  await db.schema
    .createTable('media_derivations')
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('size', 'integer')
    .addPrimaryKeyConstraint('media_derivations_pk', ['hash', 'variant'])
    .execute();

  await db.schema
    .createTable('media_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('part_size', 'integer', (c) => c.notNull())
    // Set when the upload replaces an existing item's file.
    .addColumn('replaces', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('media_upload_parts')
    .addColumn('upload_id', 'text', (c) => c.notNull().references('media_uploads.id').onDelete('cascade'))
    .addColumn('part_number', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_upload_parts_pk', ['upload_id', 'part_number'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['media_upload_parts', 'media_uploads', 'media_derivations', 'media_items']) {
    await db.schema.dropTable(table).execute();
  }
}
