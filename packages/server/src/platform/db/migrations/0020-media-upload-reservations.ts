import type { Kysely } from 'kysely';

// A resumable upload reserves its declared size against the site's quota when it starts, so
// uploads started side by side cannot together pass it before any of them completes. The site's
// reserved total sits beside its used bytes (one conditional update checks both); each upload keeps
// what it holds, so a cancel, a completion or the expiry sweep gives back exactly that, once.
// Uploads started before this migration hold nothing.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('media_usage')
    .addColumn('reserved_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('media_uploads')
    .addColumn('reserved_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // The sweep looks for expired uploads.
  await db.schema.createIndex('media_uploads_expires_at').on('media_uploads').column('expires_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_uploads_expires_at').execute();
  await db.schema.alterTable('media_uploads').dropColumn('reserved_bytes').execute();
  await db.schema.alterTable('media_usage').dropColumn('reserved_bytes').execute();
}
