import { newId } from '@atelier/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { analyticsRetentionJob } from './analytics-jobs';
import { analyticsReport } from './analytics-report';
import { EventKind, eventRow } from './analytics-rows';
import {
  daysFrom,
  foldEverything,
  insertSite,
  randomEvents,
  storeReports,
} from './random-events.test-support';
import { openReportReader } from './report-reader';
import type { ReportSource } from './report-rollups';
import { deleteExpiredEvents, firstKeptDay } from './retention';

const NOW = new Date('2025-06-30T09:00:00.000Z');
const OLD_DAYS = daysFrom('2024-01-10', 5);
const RECENT_DAYS = daysFrom('2025-06-20', 5);
const log = { info: () => {}, warn: () => {}, error: () => {} };

describeEachDatabase('keeping raw events for the retention, roll-ups for good', (database) => {
  const siteId = newId();
  let source: ReportSource;
  const db = () => database.current.db;
  const engine = () => database.current.engine;
  const rawDays = async () =>
    (
      await db()
        .selectFrom('analytics_events')
        .select('day')
        .distinct()
        .where('website_id', '=', siteId)
        .orderBy('day')
        .execute()
    ).map((row) => row.day);
  const report = (days: string[]) =>
    analyticsReport(source, siteId, { from: days[0]!, to: days.at(-1)! }, false);

  beforeAll(async () => {
    await insertSite(db(), siteId);
    source = { db: db(), engine: engine(), reader: await openReportReader(db(), engine()) };
  });

  it('is 400 days back from today by default', () => {
    expect(firstKeptDay(NOW, 400)).toBe('2024-05-26');
    expect(firstKeptDay(new Date('2025-06-30T23:59:59.999Z'), 1)).toBe('2025-06-29');
  });

  it('deletes the events before it in batches, and every report, older ones too, still adds up', async () => {
    await storeReports(
      db(),
      randomEvents(siteId, { seed: 3, events: 600, days: OLD_DAYS, errors: 30, consents: 10 }),
    );
    await storeReports(db(), randomEvents(siteId, { seed: 4, events: 300, days: RECENT_DAYS, errors: 10 }));
    await foldEverything(db(), engine());
    const [oldBefore, recentBefore] = [await report(OLD_DAYS), await report(RECENT_DAYS)];
    expect(oldBefore.totals.pageViews).toBeGreaterThan(200);

    // A late old event the fold has not reached yet is kept until it has.
    const late = eventRow(
      siteId,
      EventKind.pageView,
      { path: '/late' },
      undefined,
      new Date(`${OLD_DAYS[1]}T10:00:00Z`),
    );
    await db().insertInto('analytics_events').values(late).execute();
    const deleted = await deleteExpiredEvents(db(), engine(), NOW, 400, { batch: 17 });
    expect(deleted).toBeGreaterThan(500);
    expect(await rawDays()).toEqual([OLD_DAYS[1], ...RECENT_DAYS]);
    const repeats = await db()
      .selectFrom('js_error_repeats')
      .select('day')
      .where('website_id', '=', siteId)
      .where('day', '<', '2025-01-01')
      .execute();
    expect(repeats).toEqual([]);

    // The job folds it first, then deletes it.
    await foldEverything(db(), engine());
    await analyticsRetentionJob(db(), engine(), 400).run({
      now: NOW,
      log,
      signal: new AbortController().signal,
    });
    expect(await rawDays()).toEqual(RECENT_DAYS);

    const oldAfter = await report(OLD_DAYS);
    expect(oldAfter).toEqual({
      ...oldBefore,
      totals: { ...oldBefore.totals, pageViews: oldBefore.totals.pageViews + 1 },
      series: oldAfter.series,
      topPages: oldAfter.topPages,
      languages: oldAfter.languages,
    });
    expect(oldAfter.topPages).toContainEqual({ path: '/late', views: 1 });
    // The late page view named no language.
    const notRecorded = (report: Awaited<ReturnType<typeof analyticsReport>>) =>
      report.languages.find((row) => row.language === '')?.pageViews ?? 0;
    expect(notRecorded(oldAfter)).toBe(notRecorded(oldBefore) + 1);
    expect(await report(RECENT_DAYS)).toEqual(recentBefore);
  });
});
