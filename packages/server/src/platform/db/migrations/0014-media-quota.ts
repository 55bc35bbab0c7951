import { type Kysely, sql } from 'kysely';

// Each site's media storage in use, as one row: an upload reserves its bytes with a conditional
// update of this row, so concurrent uploads cannot together pass the quota (a sum over the items
// read by each request would let them). Filled from the items already stored.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_usage')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('used_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into media_usage (website_id, used_bytes)
    select website_id, sum(size) from media_items group by website_id`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_usage').execute();
}
