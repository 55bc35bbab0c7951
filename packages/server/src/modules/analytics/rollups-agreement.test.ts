import { newId } from '@atelier/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { analyticsReport, CSV_ROWS, pageRows } from './analytics-report';
import { EventKind, eventRow } from './analytics-rows';
import {
  daysFrom,
  foldEverything,
  insertSite,
  randomEvents,
  storeReports,
  unfoldedEvents,
  visitorId,
} from './random-events.test-support';
import { rawEventsReport } from './raw-report.test-support';
import type { DayRange } from './report-range';
import { openReportReader } from './report-reader';
import { type ReportSource, readRangeRollups } from './report-rollups';
import { ReportWriter } from './report-writer';
import { foldEvents } from './rollup-folder';

const DAYS = daysFrom('2024-03-01', 20);

/** The site's published languages: German was never read, and shows as 0 in both reports. */
const LANGUAGES = ['en', 'fr', 'de'];

/** Ranges that cut the data every way: all of it, halves, one day, days without events. */
const RANGES: DayRange[] = [
  { from: DAYS[0]!, to: DAYS[19]! },
  { from: DAYS[0]!, to: DAYS[9]! },
  { from: DAYS[10]!, to: DAYS[19]! },
  { from: DAYS[7]!, to: DAYS[7]! },
  { from: '2024-02-01', to: '2024-02-10' },
  { from: '2024-02-20', to: DAYS[2]! },
];

describeEachDatabase('roll-ups against the raw events', (database) => {
  const siteId = newId();
  const otherSite = newId();
  let source: ReportSource;
  const db = () => database.current.db;
  const engine = () => database.current.engine;

  /** Every figure of the dashboard, from the roll-ups and from the raw events the old way. */
  async function expectSameReports(restricted = false) {
    for (const range of RANGES) {
      const fromRollups = await analyticsReport(source, siteId, range, restricted, LANGUAGES);
      const fromRaw = await rawEventsReport(db(), siteId, range, restricted, undefined, LANGUAGES);
      expect(fromRollups, `${range.from}..${range.to}`).toEqual(fromRaw);
    }
    // The exports' whole lists too.
    const whole = await readRangeRollups(source, siteId, RANGES[0]!, CSV_ROWS);
    const raw = await rawEventsReport(db(), siteId, RANGES[0]!, restricted, CSV_ROWS);
    expect(pageRows(whole)).toEqual(raw.topPages);
  }

  beforeAll(async () => {
    await insertSite(db(), siteId);
    await insertSite(db(), otherSite);
    source = { db: db(), engine: engine(), reader: await openReportReader(db(), engine()) };
  });
  afterAll(() => source.reader.close());

  it('agrees on every figure, with events folded, events not folded yet, and both', async () => {
    // Another site's events are in the same tables and belong to no report of this one.
    await storeReports(
      db(),
      randomEvents(otherSite, { seed: 7, events: 800, days: DAYS, errors: 20, consents: 20 }),
    );
    await storeReports(
      db(),
      randomEvents(siteId, { seed: 1, events: 3_000, days: DAYS, paths: 90, errors: 150, consents: 60 }),
    );
    // Nothing folded yet: the report is all raw events added up on the way.
    await expectSameReports();
    // Folded in small chunks, then more events that wait for the next fold.
    // Without a time budget: on a busy machine 5 s may pass first, and this test is about the figures.
    expect(
      (await foldEvents(db(), engine(), { chunk: 97, budgetMs: Number.POSITIVE_INFINITY })).caughtUp,
    ).toBe(true);
    await foldEverything(db(), engine());
    await storeReports(
      db(),
      randomEvents(siteId, { seed: 2, events: 1_500, days: DAYS, paths: 90, errors: 80, consents: 30 }),
    );
    await expectSameReports();
    await expectSameReports(true);
    await foldEverything(db(), engine());
    await expectSameReports();
    // A fold with nothing new changes nothing.
    expect(await unfoldedEvents(db(), engine())).toBe(0);
    expect(await foldEvents(db(), engine())).toEqual({ events: 0, caughtUp: true });
    await expectSameReports();
  });

  it('cuts each list exactly even when the events not folded yet touch more keys than it reads past the cut', async () => {
    // Hundreds of pages seen once or twice since the last fold: they may climb into the top 50.
    const writer = new ReportWriter(db(), { maxRows: 10_000 });
    const day = DAYS[12]!;
    const at = (n: number) => new Date(Date.parse(`${day}T10:00:00.000Z`) + n);
    const events = Array.from({ length: 1_400 }, (_, n) =>
      eventRow(
        siteId,
        EventKind.pageView,
        { path: `/tail/${n % 700}`, visitor_id: visitorId(n) },
        undefined,
        at(n),
      ),
    );
    await writer.write({ events });
    await writer.close();
    await expectSameReports();
    await foldEverything(db(), engine());
    await expectSameReports();
  });
});

describeEachDatabase('unique visitors past the exact sketch', (database) => {
  const siteId = newId();

  it('counts a day of thousands of visitors within 3 % of the exact count, and a range of such days', async () => {
    const db = database.current.db;
    const engine = database.current.engine;
    await insertSite(db, siteId);
    const days = daysFrom('2024-05-01', 3);
    const writer = new ReportWriter(db, { maxRows: 20_000 });
    // 6,000 visitors a day, a third of them on every day.
    const events = days.flatMap((day, d) =>
      Array.from({ length: 6_000 }, (_, n) =>
        eventRow(
          siteId,
          EventKind.pageView,
          { path: '/', visitor_id: visitorId(n < 2_000 ? n : d * 10_000 + n) },
          undefined,
          new Date(Date.parse(`${day}T12:00:00.000Z`) + n),
        ),
      ),
    );
    await writer.write({ events: events.slice(0, 9_000) });
    await foldEvents(db, engine);
    await writer.write({ events: events.slice(9_000) });
    await writer.close();
    const source = { db, engine, reader: await openReportReader(db, engine) };
    const range = { from: days[0]!, to: days[2]! };
    const fromRollups = await analyticsReport(source, siteId, range, false);
    const fromRaw = await rawEventsReport(db, siteId, range, false);
    expect(fromRaw.totals.uniqueVisitors).toBe(2_000 + 3 * 4_000);
    const within = (estimate: number, exact: number) =>
      expect(Math.abs(estimate - exact) / exact).toBeLessThan(0.03);
    within(fromRollups.totals.uniqueVisitors, fromRaw.totals.uniqueVisitors);
    for (const [i, day] of fromRollups.series.entries()) {
      within(day.uniqueVisitors, fromRaw.series[i]!.uniqueVisitors);
      expect({ ...day, uniqueVisitors: 0 }).toEqual({ ...fromRaw.series[i]!, uniqueVisitors: 0 });
    }
    expect({ ...fromRollups.totals, uniqueVisitors: 0 }).toEqual({ ...fromRaw.totals, uniqueVisitors: 0 });
    await source.reader.close();
  });
});
