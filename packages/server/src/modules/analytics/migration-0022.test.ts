import { randomBytes } from 'node:crypto';
import { newId } from '@atelier/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#platform/db/database';
import { migrateToLatest } from '#platform/db/migrate';
import { rollupKeyHash } from '#platform/db/migrations/0022-analytics-rollups';
import * as analyticsLanguage from '#platform/db/migrations/0029-analytics-language';
import { testEngines } from '#platform/db/test-databases';
import { analyticsReport } from './analytics-report';
import { EventKind, eventRow, timeOrderedId } from './analytics-rows';
import { daysFrom, foldEverything, insertSite, randomEvents } from './random-events.test-support';
import { rawEventsReport } from './raw-report.test-support';
import { errorFingerprint } from './report-limits';
import { openReportReader } from './report-reader';
import { keyHash } from './rollups.queries';

const ROLLUPS = '0022-analytics-rollups';
const DAYS = daysFrom('2024-02-01', 6);

it('keys roll-up rows the same way in the migration and in the module', () => {
  for (const key of ['', 'accepted', 'é 𝄞', 'x'.repeat(3000)]) expect(rollupKeyHash(key)).toBe(keyHash(key));
});

for (const engine of testEngines()) {
  describe(`upgrading a database with analytics to roll-ups [${engine.name}]`, () => {
    let database: Database;
    let schema: string | undefined;
    const siteId = newId();

    beforeAll(async () => {
      if (engine.url) {
        schema = `t_${randomBytes(6).toString('hex')}`;
        const admin = openDatabase({ databaseUrl: engine.url, poolSize: 1 });
        await sql`create schema ${sql.id(schema)}`.execute(admin.db);
        await admin.close();
      }
      database = openDatabase({ databaseUrl: engine.url, pgSchema: schema, poolSize: 4 });
    });
    afterAll(async () => {
      await database?.close();
      if (engine.url && schema) {
        const admin = openDatabase({ databaseUrl: engine.url, poolSize: 1 });
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.close();
      }
    });

    it('keeps every event, counts what was stored before, and folds the rest into the same report', async () => {
      const { db } = database;
      await migrateToLatest(db, schema, { except: ROLLUPS });
      await insertSite(db, siteId);
      // Stored the old way: events, consent answers, and errors with their repeats counted apart.
      const generated = randomEvents(siteId, { seed: 5, events: 1_500, days: DAYS, consents: 25 });
      // No event named its language then.
      const events = generated.events.map((event) => ({ ...event, language: null }));
      const { consents } = generated;
      for (let at = 0; at < events.length; at += 100) {
        await db
          .insertInto('analytics_events')
          .values(events.slice(at, at + 100))
          .execute();
      }
      await db.insertInto('consent_log').values(consents).execute();
      const error = eventRow(
        siteId,
        EventKind.jsError,
        { path: '/', message: 'boom' },
        {},
        new Date(`${DAYS[2]}T05:00:00Z`),
      );
      await db.insertInto('analytics_events').values(error).execute();
      await db
        .insertInto('js_error_repeats')
        .values({
          website_id: siteId,
          day: DAYS[2]!,
          fingerprint: errorFingerprint(error),
          event_id: error.id,
          repeats: 6,
        })
        .execute();
      const range = { from: DAYS[0]!, to: DAYS[5]! };
      const before = await rawEventsReport(db, siteId, range, false);
      expect(before.jsErrors).toEqual([{ message: 'boom', count: 7, lastSeen: error.created_at }]);

      // A database from before roll-ups is from before languages too: the upgrade runs both, in
      // order (0022 builds SQLite's events table again with the columns it knew).
      await analyticsLanguage.down(db);
      await sql`delete from kysely_migration where name = ${'0029-analytics-language'}`.execute(db);
      await migrateToLatest(db, schema);
      const count = await db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(events.length + 1);
      // Later events still go in, numbered after the old ones.
      const later = eventRow(
        siteId,
        EventKind.pageView,
        { path: '/later' },
        undefined,
        new Date(`${DAYS[5]}T23:00:00Z`),
      );
      await db
        .insertInto('analytics_events')
        .values({ ...later, id: timeOrderedId(Date.now()) })
        .execute();

      const source = { db, engine: database.engine, reader: await openReportReader(db, database.engine) };
      // Before the job folded anything the report is already whole; after, the same.
      const expected = await rawEventsReport(db, siteId, range, false);
      expect(expected.totals.pageViews).toBe(before.totals.pageViews + 1);
      expect(await analyticsReport(source, siteId, range, false)).toEqual(expected);
      await foldEverything(db, database.engine);
      expect(await analyticsReport(source, siteId, range, false)).toEqual(expected);
      await source.reader.close();
    });
  });
}
