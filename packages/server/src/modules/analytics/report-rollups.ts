import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Engine } from '#platform/db/database';
import type { DB } from '#platform/db/schema';
import { deltaOf, type EventGroups } from './event-groups';
import {
  RANKED_DIMENSIONS,
  type RankedDimension,
  type ReportRows,
  reportRows,
  reportStatements,
} from './report.queries';
import type { DayRange } from './report-range';
import type { ReportReader } from './report-reader';
import { Dimension, type RollupDelta } from './rollup-delta';
import { RANGE_SPARSE_LIMIT, VisitorSketch } from './visitor-sketch';

/** Where reports read from: the database, and the reader that runs their statements off the main thread. */
export interface ReportSource {
  db: Kysely<DB>;
  engine: Engine;
  reader: ReportReader;
}

export interface RankedEntry {
  key: string;
  count: number;
  lastSeen: string | null;
}

export interface DayTraffic {
  day: string;
  views: number;
  visits: number;
  /** Distinct visitors of the day. */
  visitors: number;
}

/** Everything a report shows, added up over a range: roll-ups plus the events not folded yet. */
export interface RangeRollups {
  /** Days with page views, in order. */
  days: DayTraffic[];
  /** The range's distinct visitors (each day's merged). */
  visitors: VisitorSketch;
  /** Each ranked list, most first, ties by key, cut to the limit asked for. */
  ranked: Map<RankedDimension, RankedEntry[]>;
  /** Counts by key of the lists read whole (forms, buttons, consent). */
  whole: Map<Dimension, Map<string, number>>;
}

/**
 * Keys read past a ranked list's cut. Events not folded yet can lift only the keys they touch, so
 * as long as they touch no more keys than this, the cut list is exactly the top of the whole one.
 */
const ROOM_PAST_CUT = 256;

/** Code-point order, as SQLite compares text and PostgreSQL does under COLLATE "C". */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate stands for a code point above U+FFFF, after every unit that is none.
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    const ySurrogate = y >= 0xd800 && y <= 0xdfff;
    if (xSurrogate !== ySurrogate) return xSurrogate ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

const byCount = (a: RankedEntry, b: RankedEntry) => b.count - a.count || compareText(a.key, b.key);

/** Distinct visitors of the events not folded yet, added between two turns of the event loop. */
const VISITOR_SLICE = 5_000;

/**
 * The groups of the events not folded yet as counts. After an upgrade the fold job has minutes of
 * backlog: its distinct visitors may be many, so they are added a slice at a time.
 */
async function unfoldedDelta([pages, visits, visitors, others]: EventGroups): Promise<RollupDelta> {
  const delta = deltaOf([pages, visits, [], others]);
  for (let at = 0; at < visitors.length; at += VISITOR_SLICE) {
    if (at > 0) await nextTurn();
    for (const row of visitors.slice(at, at + VISITOR_SLICE))
      delta.addVisitor(row.website_id, row.day, row.visitor_id);
  }
  return delta;
}

function keysTouched(delta: RollupDelta, dimension: Dimension): number {
  const keys = new Set<string>();
  for (const entry of delta.counts.values()) if (entry.dimension === dimension) keys.add(entry.key);
  return keys.size;
}

/**
 * The roll-ups of one site over a range of days, with the events the fold job has not reached yet
 * added (read in the same snapshot): exact and current. Ranked lists hold at most `limit` entries.
 */
export async function readRangeRollups(
  source: ReportSource,
  siteId: string,
  range: DayRange,
  limit: number,
): Promise<RangeRollups> {
  const room = new Map<RankedDimension, number>(
    RANKED_DIMENSIONS.map((dimension) => [dimension, ROOM_PAST_CUT]),
  );
  for (let attempt = 1; ; attempt++) {
    // After a few tries against a busy backlog, the lists are read whole.
    const cut = (dimension: RankedDimension) => (attempt > 3 ? null : limit + room.get(dimension)!);
    const limits = Object.fromEntries(
      RANKED_DIMENSIONS.map((dimension) => [dimension, cut(dimension)]),
    ) as Record<RankedDimension, number | null>;
    const rows = reportRows(
      await source.reader.batch(reportStatements(source.db, source.engine, siteId, range, limits)),
    );
    const delta = await unfoldedDelta(rows.unfolded);
    let again = false;
    for (const dimension of RANKED_DIMENSIONS) {
      const read = limits[dimension];
      if (read === null || rows.ranked.get(dimension)!.length < read) continue;
      const touched = keysTouched(delta, dimension);
      if (touched > room.get(dimension)!) {
        room.set(dimension, touched * 2);
        again = true;
      }
    }
    if (!again) return await rangeRollups(rows, delta, limit);
  }
}

/** Stored day sketches merged between two turns of the event loop (16 KB each at most). */
const SKETCH_SLICE = 10;

async function rangeRollups(rows: ReportRows, delta: RollupDelta, limit: number): Promise<RangeRollups> {
  const days = new Map<string, DayTraffic>();
  const dayOf = (day: string) => {
    let entry = days.get(day);
    if (!entry) {
      entry = { day, views: 0, visits: 0, visitors: 0 };
      days.set(day, entry);
    }
    return entry;
  };
  const addTraffic = (day: string, dimension: string, count: number) => {
    if (dimension === Dimension.views) dayOf(day).views += count;
    else if (dimension === Dimension.visits) dayOf(day).visits += count;
  };
  for (const row of rows.series) addTraffic(row.day, row.dimension, Number(row.count));
  // Each day's count is stored with its sketch; only a day with visitors not folded yet is counted
  // again. The range's visitors are the union of every day's.
  const visitors = new VisitorSketch(RANGE_SPARSE_LIMIT);
  const stored = new Map<string, VisitorSketch>();
  for (const [i, row] of rows.sketches.entries()) {
    // A year of a busy site's days is some milliseconds of merging: a page asked for meanwhile goes first.
    if (i > 0 && i % SKETCH_SLICE === 0) await nextTurn();
    const sketch = VisitorSketch.decode(row.sketch);
    visitors.merge(sketch);
    stored.set(row.day, sketch);
    dayOf(row.day).visitors = Number(row.visitors);
  }
  for (const entry of delta.visitors.values()) {
    const day = stored.get(entry.day) ?? new VisitorSketch();
    day.merge(entry.sketch);
    dayOf(entry.day).visitors = day.count();
    visitors.merge(entry.sketch);
  }

  const ranked = new Map<RankedDimension, Map<string, RankedEntry>>();
  for (const dimension of RANKED_DIMENSIONS) {
    ranked.set(
      dimension,
      new Map(
        rows.ranked
          .get(dimension)!
          .map((row) => [
            row.key,
            { key: row.key, count: Number(row.count), lastSeen: row.last_seen ?? null },
          ]),
      ),
    );
  }
  const whole = new Map<Dimension, Map<string, number>>();
  const addWhole = (dimension: Dimension, key: string, count: number) => {
    let counts = whole.get(dimension);
    if (!counts) {
      counts = new Map();
      whole.set(dimension, counts);
    }
    counts.set(key, (counts.get(key) ?? 0) + count);
  };
  for (const row of rows.whole) addWhole(row.dimension as Dimension, row.key, Number(row.count));

  for (const entry of delta.counts.values()) {
    const list = ranked.get(entry.dimension as RankedDimension);
    if (list) {
      const known = list.get(entry.key);
      if (!known) list.set(entry.key, { key: entry.key, count: entry.count, lastSeen: entry.lastSeen });
      else {
        known.count += entry.count;
        if (entry.lastSeen !== null && (known.lastSeen === null || entry.lastSeen > known.lastSeen))
          known.lastSeen = entry.lastSeen;
      }
    } else if (entry.dimension === Dimension.views || entry.dimension === Dimension.visits) {
      addTraffic(entry.day, entry.dimension, entry.count);
    } else {
      addWhole(entry.dimension, entry.key, entry.count);
    }
  }

  return {
    days: [...days.values()].filter((day) => day.views > 0).sort((a, b) => compareText(a.day, b.day)),
    visitors,
    ranked: new Map(
      [...ranked].map(([dimension, list]) => [dimension, [...list.values()].sort(byCount).slice(0, limit)]),
    ),
    whole,
  };
}
