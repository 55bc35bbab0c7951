import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { DB, JobLeasesTable } from '#platform/db/schema';
import type { Job, JobLogger, JobStatus } from './job';
import { type JobClock, systemClock } from './job-clock';
import { type Acquired, acquireLease, keepLease } from './job-lease';
import { dropLease, leaseRows, releaseLease } from './job-leases.queries';
import { formatInterval, messageOf, tagged } from './job-log';

export interface JobRunnerOptions {
  db: Kysely<DB>;
  log: JobLogger;
  clock?: JobClock;
  /** Names this runner's runs in job_leases.holder; by default host, process id and a random tag. */
  id?: string;
}

const DEFAULT_LEASE_MS = 2 * 60_000;
/** A job with only a rule and nothing due is still looked at this often. */
const IDLE_MS = 60 * 60_000;
/** After the database failed the runner, it tries the job again this much later at most. */
const RETRY_MS = 30_000;
/** A process that found the job just taken elsewhere looks again no sooner than this. */
const MIN_RECHECK_MS = 1000;

interface Entry {
  job: Job;
  log: JobLogger;
  /** When this process next tries the job: its view of the shared schedule in job_leases. */
  dueAt: number;
  /** Woken: run at once, whatever the schedule says. */
  forced: boolean;
  running: Promise<void> | null;
  controller: AbortController | null;
}

/**
 * Runs the server's background jobs (DESIGN.md §5.12). Each process has one runner; every pass of
 * a job runs under its row in job_leases, taken with a conditional update, so that of all the
 * processes one runs each due pass, and a process that dies mid-run lets its lease lapse for
 * another to take. In one process a job never runs twice at once. A job's failure is logged with its
 * name and counted, and never stops the runner. Time comes from the runner's clock: tests move a
 * ManualClock and call tick() instead of waiting.
 */
export class JobRunner {
  readonly clock: JobClock;
  readonly id: string;
  private readonly db: Kysely<DB>;
  private readonly log: JobLogger;
  private readonly entries = new Map<string, Entry>();
  private started = false;
  private stopped = false;
  private cancelTimer: (() => void) | null = null;
  private wakeQueued: NodeJS.Immediate | null = null;
  private runCount = 0;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.clock = options.clock ?? systemClock;
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  add(job: Job): void {
    if (this.entries.has(job.name)) throw new Error(`A job named ${job.name} is already registered`);
    if (job.every === undefined && !job.next) throw new Error(`Job ${job.name} needs an interval or a rule`);
    if (job.every !== undefined && !(job.every > 0)) throw new Error(`Job ${job.name}: every must be > 0`);
    this.entries.set(job.name, {
      job,
      log: tagged(this.log, job.name),
      dueAt: this.clock.now().getTime(),
      forced: false,
      running: null,
      controller: null,
    });
    this.arm();
  }

  get names(): string[] {
    return [...this.entries.keys()];
  }

  /** One line saying what runs and how often, for the start-up log. */
  describe(): string {
    return [...this.entries.values()]
      .map(({ job }) => {
        const every = job.every === undefined ? null : `every ${formatInterval(job.every)}`;
        const rule = job.next ? 'when its rule says' : null;
        const when = [every, rule].filter(Boolean).join(', or sooner ');
        return `${job.name} (${job.runAtStart ? `at start, then ${when}` : when})`;
      })
      .join(', ');
  }

  /**
   * Starts the timers: each job is tried at once, then when due. Resolves once the jobs that run
   * at start (`runAtStart`) have run; the others' first runs go on in the background. Production
   * calls it when the app is ready.
   */
  async start(): Promise<void> {
    if (this.started || this.stopped) return;
    this.started = true;
    const first = [...this.entries.values()].filter((entry) => entry.job.runAtStart);
    for (const entry of first) entry.forced = true;
    const waited = first.map((entry) => this.pass(entry));
    void this.tick();
    await Promise.all(waited);
  }

  /** Runs every job that is due on the runner's clock (or woken); resolves when they are done. */
  async tick(): Promise<void> {
    if (this.stopped) return;
    const now = this.clock.now().getTime();
    const due = [...this.entries.values()].filter((entry) => entry.forced || entry.dueAt <= now);
    const passes = due.map((entry) => this.pass(entry));
    this.arm();
    await Promise.all(passes);
  }

  /**
   * Runs the job as soon as possible, whatever its schedule (e.g. a mail was just enqueued). If it
   * is running here, it runs once more after; if another process holds it, that process is asked to.
   */
  wake(name: string): void {
    const entry = this.entries.get(name);
    if (!entry || this.stopped) return;
    entry.forced = true;
    if (entry.running || this.wakeQueued) return;
    this.wakeQueued = setImmediate(() => {
      this.wakeQueued = null;
      for (const woken of this.entries.values()) if (woken.forced && !woken.running) void this.pass(woken);
    });
  }

  /** Resolves when no job is running in this process. */
  async idle(): Promise<void> {
    for (;;) {
      const running = [...this.entries.values()].flatMap((entry) => (entry.running ? [entry.running] : []));
      if (running.length === 0) return;
      await Promise.all(running);
    }
  }

  /** Stops the timers, aborts the runs under way and waits for them (their leases are given back). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (this.wakeQueued) clearImmediate(this.wakeQueued);
    this.wakeQueued = null;
    for (const entry of this.entries.values()) entry.controller?.abort(new Error('The app is closing'));
    await this.idle();
  }

  /** What runs, when it last ran and how it last failed, over every process (from job_leases). */
  async list(): Promise<JobStatus[]> {
    const rows = new Map((await leaseRows(this.db, this.names)).map((row) => [row.name, row]));
    return [...this.entries.values()].map(({ job, running }) => {
      const row = rows.get(job.name);
      return {
        name: job.name,
        every: job.every ?? null,
        rule: job.next !== undefined,
        atStart: job.runAtStart === true,
        lastRunAt: row?.last_run_at ?? null,
        lastDurationMs: row?.last_duration_ms == null ? null : Number(row.last_duration_ms),
        lastError: row?.last_error ?? null,
        lastErrorAt: row?.last_error_at ?? null,
        nextRunAt: row?.next_run_at ?? null,
        runs: Number(row?.runs ?? 0),
        failures: Number(row?.failures ?? 0),
        holder: row?.holder ?? null,
        running: running !== null,
      };
    });
  }

  private pass(entry: Entry): Promise<void> {
    if (entry.running) return entry.running;
    const running = this.loop(entry).finally(() => {
      entry.running = null;
      // Woken after the loop's last look: run again rather than lose the wake.
      if (entry.forced && !this.stopped) void this.pass(entry);
      else this.arm();
    });
    entry.running = running;
    return running;
  }

  private async loop(entry: Entry): Promise<void> {
    do {
      const forced = entry.forced;
      entry.forced = false;
      try {
        await this.attempt(entry, forced);
      } catch (error) {
        // attempt() catches what it expects; this keeps a surprise from ever escaping a timer.
        entry.log.error({ err: error }, `job ${entry.job.name}: the runner failed`);
        entry.dueAt = this.clock.now().getTime() + RETRY_MS;
      }
    } while (entry.forced && !this.stopped);
  }

  private async attempt(entry: Entry, forced: boolean): Promise<void> {
    const { job } = entry;
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const started = this.clock.now();
    const holder = `${this.id}#${++this.runCount}`;
    let acquired: Acquired;
    try {
      acquired = await acquireLease(this.db, job.name, holder, started, leaseMs, forced);
    } catch (error) {
      entry.log.error({ err: error }, `job ${job.name}: could not take its lease`);
      entry.dueAt = started.getTime() + Math.min(RETRY_MS, job.every ?? RETRY_MS);
      return;
    }
    if (!acquired.taken) {
      entry.dueAt = this.nextLook(entry, started.getTime(), acquired.row);
      return;
    }
    if (this.stopped) {
      await dropLease(this.db, job.name, holder).catch(() => {});
      return;
    }

    const controller = new AbortController();
    entry.controller = controller;
    const stopRenewing = keepLease({
      db: this.db,
      clock: this.clock,
      name: job.name,
      holder,
      leaseMs,
      log: entry.log,
      onLost: (reason) => controller.abort(reason),
    });
    let error: unknown;
    let failed = false;
    try {
      await job.run({ now: started, log: entry.log, signal: controller.signal });
    } catch (caught) {
      failed = true;
      error = caught;
      entry.log.error({ err: caught }, `job ${job.name} failed`);
    } finally {
      stopRenewing();
      entry.controller = null;
    }

    const finished = this.clock.now();
    let next =
      job.every === undefined
        ? finished.getTime() + IDLE_MS
        : Math.max(started.getTime() + job.every, finished.getTime());
    if (job.next) {
      try {
        const ruled = await job.next(finished);
        if (ruled) next = Math.min(next, Math.max(ruled.getTime(), finished.getTime()));
      } catch (caught) {
        if (!failed) error = caught;
        failed = true;
        entry.log.error({ err: caught }, `job ${job.name}: its next-run rule failed`);
      }
    }
    entry.dueAt = next;
    try {
      const { held, wanted } = await releaseLease(this.db, job.name, holder, {
        startedAt: started.toISOString(),
        durationMs: finished.getTime() - started.getTime(),
        nextRunAt: new Date(next).toISOString(),
        error: failed ? messageOf(error) : null,
        errorAt: finished.toISOString(),
      });
      if (!held)
        entry.log.warn(
          {},
          `job ${job.name} finished after its lease lapsed; another process may have run it too`,
        );
      if (wanted && !this.stopped) entry.forced = true;
    } catch (caught) {
      // The lease lapses by itself; the next pass is due by the schedule the row still holds.
      entry.log.error({ err: caught }, `job ${job.name}: could not record its run`);
    }
  }

  /** When to look again at a job another process holds or ran: its lapse or its next due time. */
  private nextLook(entry: Entry, now: number, row: JobLeasesTable | null): number {
    const every = entry.job.every ?? IDLE_MS;
    const leasedUntil = row?.leased_until ? Date.parse(row.leased_until) : 0;
    const due =
      leasedUntil > now
        ? Math.min(leasedUntil, now + every)
        : row
          ? Date.parse(row.next_run_at)
          : now + every;
    return Math.max(due, now + Math.min(MIN_RECHECK_MS, every));
  }

  /** Sets one timer for the soonest job not running. */
  private arm(): void {
    if (!this.started || this.stopped) return;
    this.cancelTimer?.();
    this.cancelTimer = null;
    const waiting = [...this.entries.values()].filter((entry) => !entry.running);
    if (waiting.length === 0) return;
    const due = Math.min(...waiting.map((entry) => entry.dueAt));
    this.cancelTimer = this.clock.schedule(Math.max(0, due - this.clock.now().getTime()), () => {
      this.cancelTimer = null;
      void this.tick();
    });
  }
}
