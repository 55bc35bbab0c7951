import { newId } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Engine } from '#platform/db/database';
import type { DB } from '#platform/db/schema';
import { describeEachDatabase, openTestDatabase } from '#platform/db/test-databases';
import { analyticsReport } from './analytics-report';
import { EventKind, eventRow, timeOrderedId } from './analytics-rows';
import { foldEverything, insertSite, visitorId } from './random-events.test-support';
import { firstOccurrences } from './report-limits';
import { openReportReader } from './report-reader';
import { ReportWriter } from './report-writer';
import { foldEvents } from './rollup-folder';

/** Page views the roll-ups hold for a site: what the fold wrote, nothing added on the way. */
async function foldedViews(db: Kysely<DB>, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('analytics_rollups')
    .select((eb) => eb.fn.sum<number>('count').as('n'))
    .where('website_id', '=', siteId)
    .where('dimension', '=', 'views')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const pageViews = (siteId: string, count: number, day = '2024-06-01') =>
  Array.from({ length: count }, (_, n) =>
    eventRow(
      siteId,
      EventKind.pageView,
      { path: `/${n % 7}`, visitor_id: visitorId(n % 50), new_visit: n % 3 === 0 ? 1 : 0 },
      undefined,
      new Date(Date.parse(`${day}T08:00:00.000Z`) + n),
    ),
  );

async function store(db: Kysely<DB>, rows: ReturnType<typeof pageViews>) {
  const writer = new ReportWriter(db, { maxRows: 10_000 });
  await writer.write({ events: rows });
  await writer.close();
}

/**
 * Folds until the roll-ups hold `expected` views. On PostgreSQL a fold reads only below the oldest
 * transaction still running anywhere in the cluster (other test files' too), so it may take a few.
 */
async function foldUntil(db: Kysely<DB>, engine: Engine, siteId: string, expected: number) {
  await vi.waitFor(
    async () => {
      await foldEvents(db, engine);
      expect(await foldedViews(db, siteId)).toBe(expected);
    },
    { timeout: 30_000, interval: 20 },
  );
}

describeEachDatabase('folding raw events into roll-ups', (database) => {
  const db = () => database.current.db;
  const engine = () => database.current.engine;

  it('folds each event exactly once when several runs race over the same mark', async () => {
    const siteId = newId();
    await insertSite(db(), siteId);
    await store(db(), pageViews(siteId, 2_000));
    // Three runs at once in small chunks: on PostgreSQL each on a connection of its own.
    await Promise.all([1, 2, 3].map(() => foldEvents(db(), engine(), { chunk: 37 })));
    await foldUntil(db(), engine(), siteId, 2_000);
    const visits = await db()
      .selectFrom('analytics_rollups')
      .select((eb) => eb.fn.sum<number>('count').as('n'))
      .where('website_id', '=', siteId)
      .where('dimension', '=', 'visits')
      .executeTakeFirstOrThrow();
    expect(Number(visits.n)).toBe(667);
  });

  it('keeps counting after the newest events went with a deleted site', async () => {
    const gone = newId();
    const kept = newId();
    await insertSite(db(), gone);
    await insertSite(db(), kept);
    await store(db(), pageViews(gone, 300));
    await foldUntil(db(), engine(), gone, 300);
    await db().deleteFrom('websites').where('id', '=', gone).execute();
    expect(await foldedViews(db(), gone)).toBe(0);
    // On SQLite a plain rowid would now be handed out again below the mark, and never folded.
    await store(db(), pageViews(kept, 120));
    await foldUntil(db(), engine(), kept, 120);
  });

  it('counts consent answers and repeated errors as they come, exactly, from writers at once', async () => {
    const siteId = newId();
    await insertSite(db(), siteId);
    const answer = (n: number) => ({
      id: timeOrderedId(Date.parse('2024-06-01T09:00:00Z') + n),
      website_id: siteId,
      created_at: new Date(Date.parse('2024-06-01T09:00:00Z') + n).toISOString(),
      banner_version: 1,
      revision: '1-a',
      choice: n % 3 === 0 ? 'declined' : 'accepted',
      method: 'accept-button',
    });
    const error = () =>
      eventRow(
        siteId,
        EventKind.jsError,
        { path: '/', message: 'boom' },
        { stack: 'x' },
        new Date('2024-06-01T10:00:00Z'),
      );
    // Eight writers (eight connections on PostgreSQL) and the fold, all at once.
    await Promise.all([
      ...Array.from({ length: 8 }, async (_, w) => {
        const writer = new ReportWriter(db());
        for (let n = 0; n < 15; n++) await writer.write({ consents: [answer(w * 100 + n)] });
        await writer.close();
      }),
      ...Array.from({ length: 4 }, async () => {
        const fresh = await firstOccurrences(db(), [error(), error(), error()]);
        if (fresh.length > 0) await store(db(), fresh);
      }),
      foldEvents(db(), engine()),
    ]);
    await foldEverything(db(), engine());
    const counts = await db()
      .selectFrom('analytics_rollups')
      .select(['dimension', 'key', 'count'])
      .where('website_id', '=', siteId)
      .orderBy('dimension')
      .orderBy('key')
      .execute();
    expect(counts.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { dimension: 'consent', key: 'accepted', count: 80 },
      { dimension: 'consent', key: 'declined', count: 40 },
      { dimension: 'js-error', key: 'boom', count: 12 },
    ]);
  });

  it('lets the report count events the fold has not reached, once, and the roll-ups nothing twice', async () => {
    const siteId = newId();
    await insertSite(db(), siteId);
    const source = { db: db(), engine: engine(), reader: await openReportReader(db(), engine()) };
    const range = { from: '2024-06-01', to: '2024-06-01' };
    await store(db(), pageViews(siteId, 40));
    expect((await analyticsReport(source, siteId, range, false)).totals.pageViews).toBe(40);
    await foldUntil(db(), engine(), siteId, 40);
    await store(db(), pageViews(siteId, 5));
    expect((await analyticsReport(source, siteId, range, false)).totals).toEqual({
      pageViews: 45,
      visits: 14 + 2,
      uniqueVisitors: 40,
    });
    await foldUntil(db(), engine(), siteId, 45);
    expect((await analyticsReport(source, siteId, range, false)).totals.pageViews).toBe(45);
    await source.reader.close();
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('folding while transactions commit out of order [postgres]', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(url!);
  });
  afterAll(() => database.close());

  it('folds a transaction that commits after a later one instead of passing it by', async () => {
    const { db, engine } = database;
    const siteId = newId();
    await insertSite(db, siteId);
    const [early, late] = pageViews(siteId, 2);
    // The early transaction takes its id first and commits last.
    const slow = await db.startTransaction().execute();
    try {
      await slow.insertInto('analytics_events').values(early!).execute();
      await store(db, [late!]);
      await foldEvents(db, engine);
      // The late row is above the horizon the slow transaction holds: not folded, and not passed by.
      expect(await foldedViews(db, siteId)).toBe(0);
      await slow.commit().execute();
    } catch (error) {
      await slow.rollback().execute();
      throw error;
    }
    await foldUntil(db, engine, siteId, 2);
  });
});
