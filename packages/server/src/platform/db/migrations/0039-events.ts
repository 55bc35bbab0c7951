import { type Kysely, sql } from 'kysely';

// Events pages (modules/events): an Events page is a page of collection type generic 1 (spec 001
// §3) whose entries are events (content item type event 12), marked by `collections.item_type`;
// `events` holds its events: title, start and end as wall-clock times in an IANA zone (with the
// instants they name, for ordering and upcoming/past), all-day, location, description (a rich-text
// document), a library image, a ticket or sign-up link, status draft or published, and the
// address under the page (`slug`, unique per page); `passed_at`, when the events clock saw its end
// pass (the cached lists and calendars were then rendered afresh). `event_calendar_days` holds, per
// site with an Events page, the day its calendars were last drawn for (today's mark, the current month).
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const sqlite = /sqlite/i.test(db.getExecutor().adapter.constructor.name);
  // SQLite migrations run outside a transaction (Kysely): this one makes its own.
  if (sqlite) await sql`begin immediate`.execute(db);
  try {
    await db.schema.alterTable('collections').addColumn('item_type', 'integer').execute();
    await db.schema
      .createTable('events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('page_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('all_day', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('start_local', 'text', (c) => c.notNull())
      .addColumn('end_local', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text')
      .addColumn('media_id', 'text')
      .addColumn('link', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('passed_at', 'text')
      .addUniqueConstraint('events_page_slug', ['page_id', 'slug'])
      .execute();
    await sql`create index events_page_start on events (page_id, status, starts_at)`.execute(db);
    await sql`create index events_site on events (website_id, starts_at)`.execute(db);
    await sql`create index events_passing on events (status, passed_at, ends_at)`.execute(db);
    await db.schema
      .createTable('event_calendar_days')
      .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .execute();
    if (sqlite) await sql`commit`.execute(db);
  } catch (error) {
    if (sqlite) await sql`rollback`.execute(db);
    throw error;
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('event_calendar_days').execute();
  await db.schema.dropTable('events').execute();
  await db.schema.alterTable('collections').dropColumn('item_type').execute();
}
