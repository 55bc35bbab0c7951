/** Where a job writes what it did; the runner adds the job's name to every line. */
export interface JobLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** What a job is given for one run. */
export interface JobContext {
  /** The runner's time when the run started: jobs take their clock from here, never from Date. */
  now: Date;
  log: JobLogger;
  /** Aborted when the app closes or the run's lease was lost: stop at the next safe point. */
  signal: AbortSignal;
}

/**
 * One background job. It runs every `every` ms, or at the time its `next` rule gives when that is
 * sooner (with only a rule, at the latest an hour after the last run); and at once when woken
 * (`runner.wake(name)`, e.g. after a mail was enqueued). Of all the server processes, one runs each
 * pass: the work must still be safe to repeat (a crash mid-run means the next pass does it again).
 */
export interface Job {
  /** Unique, stable (it keys the job's row in job_leases), e.g. 'mail-delivery'. */
  name: string;
  /** The longest between two runs, in ms. */
  every?: number;
  /** When the job is next wanted, asked after each run; null: nothing sooner than `every`. */
  next?: (now: Date) => Date | null | Promise<Date | null>;
  run(context: JobContext): Promise<unknown> | unknown;
  /**
   * Each process also runs it once when it starts, whatever the shared schedule, and the app is
   * ready only after that run: for work that reconciles what a crash left (a sweep).
   */
  runAtStart?: boolean;
  /**
   * How long a run holds the job before another process may take it (renewed while it runs, so
   * only a dead process lets it lapse). Two minutes unless given.
   */
  leaseMs?: number;
}

/** What an owner or operator sees of a job (app.jobs.list()). */
export interface JobStatus {
  name: string;
  /** The longest between runs in ms; null: the job's own rule says when. */
  every: number | null;
  /** Whether the job also has a rule that may make it due sooner. */
  rule: boolean;
  /** Whether each process runs it when it starts. */
  atStart: boolean;
  /** When the last finished run started (in any process); null: never ran. */
  lastRunAt: string | null;
  lastDurationMs: number | null;
  /** The last failure (kept after later successes: compare lastErrorAt with lastRunAt). */
  lastError: string | null;
  lastErrorAt: string | null;
  nextRunAt: string | null;
  /** Finished and failed runs over every process. */
  runs: number;
  failures: number;
  /** The run holding the lease now, if any (process and run number). */
  holder: string | null;
  /** Whether this process is running it now. */
  running: boolean;
}
