import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { RollupCount } from './rollup-delta';
import { VisitorSketch } from './visitor-sketch';

type Db = Kysely<DB> | Transaction<DB>;

/** What keys a roll-up row: the key may be longer than an index entry may be (PostgreSQL: 2704 bytes). */
export const keyHash = (key: string): string =>
  createHash('sha256').update(key).digest('base64url').slice(0, 22);

/** Rows per upsert: seven parameters each, far from either engine's limit. */
const CHUNK = 500;

/**
 * Adds counts to the roll-ups: a row that exists grows, a new one is made. Counts of the same row
 * must be added up first (RollupDelta does): PostgreSQL refuses one statement touching a row twice.
 */
export async function addRollups(db: Db, counts: Iterable<RollupCount>): Promise<void> {
  // In the order of the primary key everywhere: writers adding to the same rows at once (two
  // processes' consent answers, the fold and a repeated error) then wait for each other in turn
  // instead of deadlocking.
  const rows = [...counts]
    .map((count) => {
      const row = {
        website_id: count.websiteId,
        dimension: count.dimension,
        day: count.day,
        key_hash: keyHash(count.key),
        key: count.key,
        count: count.count,
        last_seen: count.lastSeen,
      };
      return { row, order: `${row.website_id}\n${row.dimension}\n${row.day}\n${row.key_hash}` };
    })
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .map(({ row }) => row);
  for (let at = 0; at < rows.length; at += CHUNK) {
    await db
      .insertInto('analytics_rollups')
      .values(rows.slice(at, at + CHUNK))
      .onConflict((oc) =>
        oc.columns(['website_id', 'dimension', 'day', 'key_hash']).doUpdateSet((eb) => ({
          count: eb('analytics_rollups.count', '+', eb.ref('excluded.count')),
          // The later of the two; portable (SQLite's max() of a NULL is NULL, PostgreSQL has greatest()).
          last_seen: sql<
            string | null
          >`case when excluded.last_seen > coalesce(analytics_rollups.last_seen, '')
            then excluded.last_seen else analytics_rollups.last_seen end`,
        })),
      )
      .execute();
  }
}

/**
 * Adds the visitors of `entries` to the stored sketches of their site and day. Only the fold job
 * writes sketches, one run at a time (its mark's guarded move), so reading them first is safe.
 */
export async function mergeVisitorSketches(
  db: Db,
  entries: Iterable<{ websiteId: string; day: string; sketch: VisitorSketch }>,
): Promise<void> {
  const all = [...entries];
  for (let at = 0; at < all.length; at += CHUNK) {
    const chunk = all.slice(at, at + CHUNK);
    const sites = [...new Set(chunk.map((entry) => entry.websiteId))];
    const days = [...new Set(chunk.map((entry) => entry.day))];
    const stored = await db
      .selectFrom('analytics_visitor_sketches')
      .select(['website_id', 'day', 'sketch'])
      .where('website_id', 'in', sites)
      .where('day', 'in', days)
      .execute();
    const before = new Map(stored.map((row) => [`${row.website_id}\n${row.day}`, row.sketch]));
    const rows = chunk.map((entry) => {
      const old = before.get(`${entry.websiteId}\n${entry.day}`);
      const merged = old ? VisitorSketch.decode(old) : new VisitorSketch();
      merged.merge(entry.sketch);
      return {
        website_id: entry.websiteId,
        day: entry.day,
        sketch: merged.encode(),
        visitors: merged.count(),
      };
    });
    await db
      .insertInto('analytics_visitor_sketches')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['website_id', 'day']).doUpdateSet((eb) => ({
          sketch: eb.ref('excluded.sketch'),
          visitors: eb.ref('excluded.visitors'),
        })),
      )
      .execute();
  }
}

export interface FoldMark {
  position: number;
  positionId: string;
}

export const EVENTS_MARK = 'events';

export async function readMark(db: Db, name = EVENTS_MARK): Promise<FoldMark> {
  const row = await db
    .selectFrom('analytics_fold_marks')
    .select(['position', 'position_id'])
    .where('name', '=', name)
    .executeTakeFirst();
  return { position: Number(row?.position ?? 0), positionId: row?.position_id ?? '' };
}

/**
 * Moves the mark from `from` to `to`, only if it is still at `from`: false when another run moved
 * it first (its lease lapsed and another process took over), and the caller's transaction must
 * then be rolled back, or the same events would be counted twice.
 */
export async function moveMark(db: Db, from: FoldMark, to: FoldMark, name = EVENTS_MARK): Promise<boolean> {
  const result = await db
    .updateTable('analytics_fold_marks')
    .set({ position: to.position, position_id: to.positionId })
    .where('name', '=', name)
    .where('position', '=', from.position)
    .where('position_id', '=', from.positionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
