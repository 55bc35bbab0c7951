import type { Kysely } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import type { Database } from '#platform/db/database';
import type { DB } from '#platform/db/schema';
import type { TestDatabase } from '#platform/db/test-databases';
import type { Job, JobContext, JobLogger } from './job';
import { ManualClock } from './job-clock';
import { JobRunner } from './job-runner';

export const MINUTE = 60_000;
export const START = new Date(Date.UTC(2030, 0, 1));

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  data: Record<string, unknown>;
  message: string;
}

/** A job that counts its runs; a gated one holds its first run until `state.open()`. */
export function countingJob(name: string, options: Partial<Job> & { gated?: boolean } = {}) {
  let markStarted = () => {};
  const state = {
    runs: 0,
    contexts: [] as JobContext[],
    open: () => {},
    started: new Promise<void>((resolve) => {
      markStarted = resolve;
    }),
  };
  const gate = options.gated
    ? new Promise<void>((resolve) => {
        state.open = resolve;
      })
    : Promise.resolve();
  const job: Job = {
    name,
    every: MINUTE,
    ...options,
    run: async (context) => {
      state.runs += 1;
      state.contexts.push(context);
      markStarted();
      await gate;
    },
  };
  return { job, state };
}

/**
 * Runners on the test database and one ManualClock per test, stopped after each test. Every test
 * names its jobs apart (uniqueName): the database is shared by the file's tests.
 */
export function jobRunnerHarness(database: TestDatabase) {
  const runners: JobRunner[] = [];
  const pools: Database[] = [];
  let jobNumber = 0;
  const harness = {
    clock: new ManualClock(START),
    logs: [] as LogLine[],
    logger: {
      info: (data, message) =>
        harness.logs.push({ level: 'info', data: data as Record<string, unknown>, message }),
      warn: (data, message) =>
        harness.logs.push({ level: 'warn', data: data as Record<string, unknown>, message }),
      error: (data, message) =>
        harness.logs.push({ level: 'error', data: data as Record<string, unknown>, message }),
    } satisfies JobLogger,
    runnerOn(db: Kysely<DB> = database.current.db, id?: string): JobRunner {
      const runner = new JobRunner({ db, clock: harness.clock, log: harness.logger, ...(id ? { id } : {}) });
      runners.push(runner);
      return runner;
    },
    /** Closed after the test: a pool of another process's. */
    keepPool(pool: Database): Database {
      pools.push(pool);
      return pool;
    },
    row: (name: string) =>
      database.current.db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirst(),
    /** A few round trips to the database: long enough for a run that should not start to have started. */
    async settle(): Promise<void> {
      for (let i = 0; i < 5; i++) await harness.row('nothing');
    },
    uniqueName: (name: string) => `${name}-${++jobNumber}`,
  };
  beforeEach(() => {
    harness.clock = new ManualClock(START);
    harness.logs = [];
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
  });
  return harness;
}
