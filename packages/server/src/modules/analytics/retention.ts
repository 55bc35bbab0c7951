import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Engine } from '#platform/db/database';
import type { DB } from '#platform/db/schema';
import { foldPosition } from './fold-position';
import { readMark } from './rollups.queries';

const DAY_MS = 86_400_000;
/** Daily report quotas matter for the day they count; a week of them is kept for whoever looks. */
const QUOTA_DAYS = 7;

export interface RetentionOptions {
  /** Raw events deleted per statement. */
  batch?: number;
  signal?: AbortSignal;
}

/** The first day whose events are kept: `days` whole UTC days back from `now`'s day. */
export function firstKeptDay(now: Date, days: number): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Deletes the raw events of the days before the retention, a batch per statement, with a turn of
 * the event loop between batches. Only events the roll-ups hold already (at or before the fold
 * mark) go, so every report, for any range, still counts them. Event ids begin with their time
 * (timeOrderedId), so the oldest are one stretch of the primary key; the counts of repeated
 * errors of those days and old report quotas go too. Returns the events deleted.
 */
export async function deleteExpiredEvents(
  db: Kysely<DB>,
  engine: Engine,
  now: Date,
  retentionDays: number,
  options: RetentionOptions = {},
): Promise<number> {
  const batch = options.batch ?? 5_000;
  const keptDay = firstKeptDay(now, retentionDays);
  // The smallest id of a row made at the start of the first kept day (ids: 12 hex digits of ms first).
  const keptId = Date.parse(`${keptDay}T00:00:00.000Z`).toString(16).padStart(12, '0');
  const folded = foldPosition(engine).folded(await readMark(db));
  let deleted = 0;
  for (;;) {
    if (options.signal?.aborted) return deleted;
    const result = await db
      .deleteFrom('analytics_events')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('analytics_events')
          .select('id')
          .where('id', '<', keptId)
          .where(folded)
          .orderBy('id')
          .limit(batch),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batch) break;
    await nextTurn();
  }
  await db.deleteFrom('js_error_repeats').where('day', '<', keptDay).execute();
  await db.deleteFrom('report_quotas').where('day', '<', firstKeptDay(now, QUOTA_DAYS)).execute();
  return deleted;
}
