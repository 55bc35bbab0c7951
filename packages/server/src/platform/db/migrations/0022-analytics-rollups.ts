import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// Roll-ups of visitors' reports (modules/analytics/CONTEXT.md, "Roll-ups"): counts per site, day,
// dimension and key, the distinct visitors of each day as a sketch, and the mark of how far a job
// has folded the raw events into them. The raw events get a position in commit order, which the
// fold job reads them by: on SQLite an AUTOINCREMENT rowid (a plain rowid is reused once the
// newest rows are deleted, as a deleted site's are), on PostgreSQL the id of the inserting
// transaction (commit order is not id order across processes; transactions below the oldest one
// still running are all finished). Existing events are folded by the job from position 0; the
// consent answers and repeated errors already stored, which are counted as they arrive from now
// on, are counted here once.

/** The key of a roll-up row: modules/analytics/rollups.queries.ts keyHash (a test holds them equal). */
export const rollupKeyHash = (key: string): string =>
  createHash('sha256').update(key).digest('base64url').slice(0, 22);

const EVENT_COLUMNS = `id, website_id, kind, created_at, day, visitor_id, new_visit, path, referrer, source,
  campaign, subcampaign, channel, variation, device, screen, form_id, button_text, button_url, message, data`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const sqlite = /sqlite/i.test(db.getExecutor().adapter.constructor.name);
  // SQLite migrations run outside a transaction (Kysely): this one rebuilds a table, so it makes one.
  if (sqlite) await sql`begin immediate`.execute(db);
  try {
    await createTables(db, sqlite);
    if (sqlite) await numberEventsInOrder(db);
    else await addTransactionIds(db);
    await db
      .insertInto('analytics_fold_marks')
      .values({ name: 'events', position: 0, position_id: '' })
      .execute();
    await countStoredAnswersAndRepeats(db);
    if (sqlite) await sql`commit`.execute(db);
  } catch (error) {
    if (sqlite) await sql`rollback`.execute(db);
    throw error;
  }
}

async function createTables(db: AnyDb, sqlite: boolean): Promise<void> {
  await db.schema
    .createTable('analytics_rollups')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_seen', 'text')
    // A report reads one site's dimension over a range of days: one stretch of this key.
    .addPrimaryKeyConstraint('analytics_rollups_pk', ['website_id', 'dimension', 'day', 'key_hash'])
    .execute();
  await db.schema
    .createTable('analytics_visitor_sketches')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sketch', sqlite ? 'blob' : 'bytea', (c) => c.notNull())
    // The sketch's count, kept beside it: a report reads a day's figure without decoding it.
    .addColumn('visitors', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_visitor_sketches_pk', ['website_id', 'day'])
    .execute();
  await db.schema
    .createTable('analytics_fold_marks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('position_id', 'text', (c) => c.notNull())
    .execute();
}

/** SQLite: the events table again, with `seq INTEGER PRIMARY KEY AUTOINCREMENT` in front. */
async function numberEventsInOrder(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('analytics_events_next')
    .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
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
  await sql
    .raw(
      `insert into analytics_events_next (${EVENT_COLUMNS}) select ${EVENT_COLUMNS} from analytics_events order by rowid`,
    )
    .execute(db);
  await db.schema.dropTable('analytics_events').execute();
  await sql`alter table analytics_events_next rename to analytics_events`.execute(db);
  await db.schema
    .createIndex('analytics_events_site_day')
    .on('analytics_events')
    .columns(['website_id', 'day', 'kind'])
    .execute();
}

/** PostgreSQL: each new row carries its transaction's id; the rows there already read as 0. */
async function addTransactionIds(db: AnyDb): Promise<void> {
  await sql`alter table analytics_events add column fold_xid bigint not null default 0`.execute(db);
  await sql`alter table analytics_events alter column fold_xid set default (pg_current_xact_id()::text::bigint)`.execute(
    db,
  );
  await sql`create index analytics_events_fold on analytics_events (fold_xid, id)`.execute(db);
}

async function countStoredAnswersAndRepeats(db: AnyDb): Promise<void> {
  const consent = await sql<{ website_id: string; day: string; key: string; count: number | string }>`
    select website_id, substr(created_at, 1, 10) as day, choice as key, count(*) as count
    from consent_log group by website_id, substr(created_at, 1, 10), choice`.execute(db);
  const repeats = await sql<{ website_id: string; day: string; key: string; count: number | string }>`
    select r.website_id, r.day, coalesce(e.message, '') as key, sum(r.repeats) as count
    from js_error_repeats r join analytics_events e on e.id = r.event_id
    where r.repeats > 0 group by r.website_id, r.day, coalesce(e.message, '')`.execute(db);
  const all = [
    ...consent.rows.map((row) => ({ ...row, dimension: 'consent' })),
    ...repeats.rows.map((row) => ({ ...row, dimension: 'js-error' })),
  ].map((row) => ({
    website_id: row.website_id,
    dimension: row.dimension,
    day: row.day,
    key_hash: rollupKeyHash(row.key),
    key: row.key,
    count: Number(row.count),
    last_seen: null,
  }));
  for (let at = 0; at < all.length; at += 500) {
    await db
      .insertInto('analytics_rollups')
      .values(all.slice(at, at + 500))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['analytics_fold_marks', 'analytics_visitor_sketches', 'analytics_rollups']) {
    await db.schema.dropTable(table).execute();
  }
}
