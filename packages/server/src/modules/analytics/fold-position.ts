import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Engine } from '#platform/db/database';
import type { DB } from '#platform/db/schema';
import { EVENTS_MARK, type FoldMark } from './rollups.queries';

type Db = Kysely<DB> | Transaction<DB>;

/** The raw events one fold reads: after `from`, up to and with `to`. */
export interface FoldWindow {
  from: FoldMark;
  to: FoldMark;
  events: number;
}

/**
 * Where a raw event stands in commit order, the one thing the engines do differently here
 * (migration 0022). SQLite: `seq`, an AUTOINCREMENT rowid; one connection writes at a time, so
 * rows are numbered in the order they commit and a number is never given twice. PostgreSQL:
 * `fold_xid`, the inserting transaction's id, then `id` within it. Transactions commit out of id
 * order, but every transaction below `pg_snapshot_xmin` has finished: rows below that horizon are
 * all there, and no row can appear below it later.
 */
export interface FoldPosition {
  /** The next at most `limit` events after `mark` that may be folded now; null when there are none. */
  window(db: Db, mark: FoldMark, limit: number): Promise<FoldWindow | null>;
  /** The SQL condition of a row in the window. */
  inWindow(window: FoldWindow): RawBuilder<boolean>;
  /** The SQL condition of a row folded already (at or before the mark), for the retention job. */
  folded(mark: FoldMark): RawBuilder<boolean>;
  /** The SQL condition of a row not folded yet, for a report that adds those to the roll-ups. */
  unfolded(mark: FoldMark | null): RawBuilder<boolean>;
  /**
   * The events table as read along the position (a window, the rows after the mark): SQLite
   * without statistics would rather walk a site's whole stretch of (website_id, day, kind).
   */
  byPosition: RawBuilder<unknown>;
}

const sqlitePosition: FoldPosition = {
  window: async (db, mark, limit) => {
    const { rows } = await sql<{ last: number | null; events: number }>`
      select max(seq) as last, count(*) as events from (
        select seq from analytics_events where seq > ${mark.position} order by seq limit ${limit})`.execute(
      db,
    );
    const row = rows[0];
    if (!row || row.last === null || Number(row.events) === 0) return null;
    return { from: mark, to: { position: Number(row.last), positionId: '' }, events: Number(row.events) };
  },
  inWindow: ({ from, to }) => sql<boolean>`seq > ${from.position} and seq <= ${to.position}`,
  folded: (mark) => sql<boolean>`seq <= ${mark.position}`,
  // Without a mark (a report run as one batch in the worker) the mark is read in the same snapshot.
  unfolded: (mark) =>
    mark
      ? sql<boolean>`seq > ${mark.position}`
      : sql<boolean>`seq > (select position from analytics_fold_marks where name = ${EVENTS_MARK})`,
  byPosition: sql`analytics_events not indexed`,
};

/** After the mark, on (fold_xid, id); the leading range on fold_xid shows the planner a short stretch. */
const afterMark = (mark: FoldMark) =>
  sql<boolean>`fold_xid >= ${mark.position} and (fold_xid, id) > (${mark.position}, ${mark.positionId})`;

const postgresPosition: FoldPosition = {
  window: async (db, mark, limit) => {
    const { rows } = await sql<{ fold_xid: number | string; id: string; events: number | string }>`
      select fold_xid, id, count(*) over () as events from (
        select fold_xid, id from analytics_events
        where ${afterMark(mark)} and fold_xid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
        order by fold_xid, id limit ${limit}) chunk
      order by fold_xid desc, id desc limit 1`.execute(db);
    const row = rows[0];
    if (!row) return null;
    return {
      from: mark,
      to: { position: Number(row.fold_xid), positionId: row.id },
      events: Number(row.events),
    };
  },
  inWindow: ({ from, to }) =>
    sql<boolean>`${afterMark(from)} and fold_xid <= ${to.position} and (fold_xid, id) <= (${to.position}, ${to.positionId})`,
  folded: (mark) =>
    sql<boolean>`fold_xid <= ${mark.position} and (fold_xid, id) <= (${mark.position}, ${mark.positionId})`,
  unfolded: (mark) => {
    if (!mark) throw new Error('PostgreSQL reads the mark before the rows after it');
    return afterMark(mark);
  },
  byPosition: sql`analytics_events`,
};

export const foldPosition = (engine: Engine): FoldPosition =>
  engine === 'postgres' ? postgresPosition : sqlitePosition;
