import type { Kysely } from 'kysely';

// Audio in the media library (modules/media CONTEXT.md): `media_items.duration_ms`, a track's
// length in milliseconds as its headers give it, for the editor's library and the site's players;
// null for other kinds and for files whose headers do not say.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('media_items').addColumn('duration_ms', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('media_items').dropColumn('duration_ms').execute();
}
