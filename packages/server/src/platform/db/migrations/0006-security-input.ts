import type { Kysely } from 'kysely';

// Bounds on what visitors' reports may store (one row per distinct JavaScript error and day, with
// its repeats counted; bytes stored per site and day), and proof of ownership for custom domains.
// Portable column types only, as in 0001-initial.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('js_error_repeats')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    // The analytics_events row of the first occurrence; later ones only add to repeats.
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('repeats', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('js_error_repeats_pk', ['website_id', 'day', 'fingerprint'])
    .execute();
  await db.schema.createIndex('js_error_repeats_event').on('js_error_repeats').column('event_id').execute();

  await db.schema
    .createTable('report_quotas')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_quotas_pk', ['website_id', 'day'])
    .execute();

  // A domain serves its site only once verified_at is set; existing domains were trusted before.
  await db.schema.alterTable('domains').addColumn('verification_token', 'text').execute();
  await db.schema.alterTable('domains').addColumn('verified_at', 'text').execute();
  // The verified domain every other address of the site redirects its visitors to.
  await db.schema.alterTable('websites').addColumn('primary_domain', 'text').execute();
  await db
    .updateTable('domains')
    .set({ verified_at: new Date().toISOString(), verification_token: '' })
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('websites').dropColumn('primary_domain').execute();
  await db.schema.alterTable('domains').dropColumn('verified_at').execute();
  await db.schema.alterTable('domains').dropColumn('verification_token').execute();
  await db.schema.dropTable('report_quotas').execute();
  await db.schema.dropTable('js_error_repeats').execute();
}
