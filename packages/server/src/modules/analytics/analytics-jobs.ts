import type { Kysely } from 'kysely';
import type { Engine } from '#platform/db/database';
import type { DB } from '#platform/db/schema';
import type { Job } from '#platform/jobs/job';
import { deleteExpiredEvents } from './retention';
import { foldEvents } from './rollup-folder';

export const ROLLUPS_JOB = 'analytics-rollups';
export const RETENTION_JOB = 'analytics-retention';

/**
 * Folds new raw events into the roll-ups every 10 seconds, and again at once while a backlog
 * remains (after an upgrade, the events stored before it). Reports add the events not folded yet
 * themselves, so the interval changes how much they add, never what they show.
 */
export function analyticsRollupsJob(db: Kysely<DB>, engine: Engine, every = 10_000): Job {
  let behind = false;
  return {
    name: ROLLUPS_JOB,
    every,
    next: (now) => (behind ? now : null),
    run: async ({ signal, log }) => {
      const result = await foldEvents(db, engine, { signal });
      behind = !result.caughtUp;
      if (behind) log.info({ events: result.events }, 'analytics events folded, more to fold');
    },
  };
}

/** Deletes raw events older than ANALYTICS_RETENTION_DAYS, hourly; the roll-ups stay. */
export function analyticsRetentionJob(
  db: Kysely<DB>,
  engine: Engine,
  retentionDays: number,
  every = 3_600_000,
): Job {
  return {
    name: RETENTION_JOB,
    every,
    run: async ({ now, signal, log }) => {
      const deleted = await deleteExpiredEvents(db, engine, now, retentionDays, { signal });
      if (deleted > 0)
        log.info({ events: deleted, retentionDays }, 'analytics events past retention deleted');
    },
  };
}
