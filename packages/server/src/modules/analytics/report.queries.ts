import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Engine } from '#platform/db/database';
import type { DB } from '#platform/db/schema';
import type { EventGroups } from './event-groups';
import { groupQueries } from './event-groups';
import { foldPosition } from './fold-position';
import type { DayRange } from './report-range';
import type { ReportStatements } from './report-reader';
import { Dimension } from './rollup-delta';

/** The lists a report ranks and cuts (the others, few by nature, are read whole). */
export const RANKED_DIMENSIONS = [
  Dimension.page,
  Dimension.referrer,
  Dimension.device,
  Dimension.screen,
  Dimension.campaign,
  Dimension.jsError,
] as const;
export type RankedDimension = (typeof RANKED_DIMENSIONS)[number];

/**
 * Read whole: forms and buttons are pairs of counts, consent has two keys, and languages are the
 * site's few (the ingest keeps no other).
 */
export const WHOLE_DIMENSIONS = [
  Dimension.formRender,
  Dimension.formSubmit,
  Dimension.buttonRender,
  Dimension.buttonClick,
  Dimension.consent,
  Dimension.languageViews,
  Dimension.languageVisits,
] as const;

export interface SeriesRow {
  day: string;
  dimension: string;
  count: number | string;
}
export interface RankedRow {
  key: string;
  count: number | string;
  last_seen: string | null;
}
export interface WholeRow {
  dimension: string;
  key: string;
  count: number | string;
}
export interface SketchRow {
  day: string;
  sketch: Uint8Array;
  visitors: number | string;
}

export interface ReportRows {
  series: SeriesRow[];
  ranked: Map<RankedDimension, RankedRow[]>;
  whole: WholeRow[];
  sketches: SketchRow[];
  /** The site's events in the range not folded into the roll-ups yet, grouped as the fold groups them. */
  unfolded: EventGroups;
}

/**
 * Ties are ranked by key in code-point order on both engines (SQLite compares text as bytes;
 * PostgreSQL's default collation would follow the locale). The report merges the events not folded
 * yet into these lists in JavaScript with the same order (compareText), which is what lets it cut
 * a list in SQL at all.
 */
const byKey = (engine: Engine) => (engine === 'postgres' ? sql`key collate "C"` : sql`key`);

/**
 * A report's statements: the roll-ups of the range, then the raw events the fold job has not
 * reached yet, grouped as it will group them (a backlog after an upgrade is millions of rows: the
 * groups are few), read in one snapshot by a ReportReader. `limits` cuts each ranked list (null: all).
 */
export function reportStatements(
  db: Kysely<DB>,
  engine: Engine,
  siteId: string,
  range: DayRange,
  limits: Record<RankedDimension, number | null>,
): ReportStatements {
  const rollups = () =>
    db
      .selectFrom('analytics_rollups')
      .where('website_id', '=', siteId)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to);
  const fixed: CompiledQuery[] = [
    rollups()
      .where('dimension', 'in', [Dimension.views, Dimension.visits])
      .select((eb) => ['day', 'dimension', eb.fn.sum<number>('count').as('count')])
      .groupBy(['day', 'dimension'])
      .compile(),
    ...RANKED_DIMENSIONS.map((dimension) => {
      let select = rollups()
        .where('dimension', '=', dimension)
        .select((eb) => [
          'key',
          eb.fn.sum<number>('count').as('count'),
          eb.fn.max('last_seen').as('last_seen'),
        ])
        .groupBy(['key_hash', 'key'])
        .orderBy('count', 'desc')
        .orderBy(byKey(engine));
      const limit = limits[dimension];
      if (limit !== null) select = select.limit(limit);
      return select.compile();
    }),
    rollups()
      .where('dimension', 'in', [...WHOLE_DIMENSIONS])
      .select((eb) => ['dimension', 'key', eb.fn.sum<number>('count').as('count')])
      .groupBy(['dimension', 'key_hash', 'key'])
      .compile(),
    db
      .selectFrom('analytics_visitor_sketches')
      .select(['day', 'sketch', 'visitors'])
      .where('website_id', '=', siteId)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .compile(),
  ];
  const position = foldPosition(engine);
  return (mark) => [
    ...fixed,
    ...groupQueries(
      position.byPosition,
      sql<boolean>`${position.unfolded(mark)} and website_id = ${siteId} and day >= ${range.from}
        and day <= ${range.to}`,
    ).map((query) => query.compile(db)),
  ];
}

/** The batch's results by name, in the order reportStatements made them. */
export function reportRows(results: unknown[][]): ReportRows {
  const [series, ...rest] = results;
  const ranked = new Map(RANKED_DIMENSIONS.map((dimension, i) => [dimension, rest[i] as RankedRow[]]));
  const after = rest.slice(RANKED_DIMENSIONS.length);
  return {
    series: series as SeriesRow[],
    ranked,
    whole: after[0] as WholeRow[],
    sketches: after[1] as SketchRow[],
    unfolded: after.slice(2, 6) as EventGroups,
  };
}
