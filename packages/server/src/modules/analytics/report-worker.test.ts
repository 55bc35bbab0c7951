import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newId } from '@atelier/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#platform/db/database';
import { migrateToLatest } from '#platform/db/migrate';
import { analyticsReport } from './analytics-report';
import { daysFrom, insertSite, randomEvents, storeReports } from './random-events.test-support';
import { rawEventsReport } from './raw-report.test-support';
import { openReportReader, type ReportReader } from './report-reader';
import { foldEvents } from './rollup-folder';

const DAYS = daysFrom('2024-09-01', 10);
const RANGE = { from: DAYS[0]!, to: DAYS[9]! };

describe('reports on an SQLite file', () => {
  let dir: string;
  let database: Database;
  let reader: ReportReader;
  const siteId = newId();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'atelier-report-worker-'));
    database = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'atelier.sqlite') });
    await migrateToLatest(database.db);
    await insertSite(database.db, siteId);
    reader = await openReportReader(database.db, database.engine);
  });
  afterAll(async () => {
    await reader?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('run in a worker thread with its own read-only connection, and agree with the raw events', async () => {
    expect(reader.where).toBe('worker');
    const source = { db: database.db, engine: database.engine, reader };
    await storeReports(
      database.db,
      randomEvents(siteId, { seed: 11, events: 2_000, days: DAYS, errors: 40, consents: 20 }),
    );
    await foldEvents(database.db, database.engine, { chunk: 300 });
    // Committed on the main connection after the fold: the worker's snapshot sees them too.
    await storeReports(database.db, randomEvents(siteId, { seed: 12, events: 500, days: DAYS, errors: 10 }));
    const fromWorker = await analyticsReport(source, siteId, RANGE, false);
    expect(fromWorker).toEqual(await rawEventsReport(database.db, siteId, RANGE, false));
    expect(fromWorker.totals.pageViews).toBeGreaterThan(1_000);
    // Reports at once share the one worker and each gets its own answer.
    const [a, b] = await Promise.all([
      analyticsReport(source, siteId, RANGE, false),
      analyticsReport(source, siteId, { from: DAYS[3]!, to: DAYS[3]! }, false),
    ]);
    expect(a).toEqual(fromWorker);
    expect(b.range).toEqual({ from: DAYS[3], to: DAYS[3] });
  });

  it('cannot write: the worker opened the file read-only', async () => {
    const write = { sql: 'delete from analytics_events returning id', parameters: [] } as never;
    await expect(reader.batch(() => [write])).rejects.toThrow(/readonly/i);
    // The worker goes on answering after a statement failed.
    const [[row]] = (await reader.batch(() => [{ sql: 'select 1 as one', parameters: [] } as never])) as [
      [unknown],
    ];
    expect(row).toEqual({ one: 1 });
  });
});
