import type { Kysely } from 'kysely';

// What visitors' browsers report (page views, visits, census, errors, traces, events, performance)
// and the log of their answers to the cookie banner. Portable column types only, as in 0001.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // UTC day of created_at: reports group and filter by it.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text')
    .addColumn('new_visit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'text')
    .addColumn('referrer', 'text')
    .addColumn('source', 'text')
    .addColumn('campaign', 'text')
    .addColumn('subcampaign', 'text')
    .addColumn('channel', 'text')
    .addColumn('variation', 'text')
    .addColumn('device', 'text')
    .addColumn('screen', 'text')
    .addColumn('form_id', 'text')
    .addColumn('button_text', 'text')
    .addColumn('button_url', 'text')
    .addColumn('message', 'text')
    .addColumn('data', 'text')
    .execute();
  await db.schema
    .createIndex('analytics_events_site_day')
    .on('analytics_events')
    .columns(['website_id', 'day', 'kind'])
    .execute();

  await db.schema
    .createTable('consent_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('banner_version', 'integer', (c) => c.notNull())
    .addColumn('revision', 'text', (c) => c.notNull())
    .addColumn('choice', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consent_log_site_time')
    .on('consent_log')
    .columns(['website_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['consent_log', 'analytics_events']) {
    await db.schema.dropTable(table).execute();
  }
}
