import { expect, it } from 'vitest';
import { openDatabase } from '#platform/db/database';
import { currentPgSchema } from '#platform/db/migrate';
import { describeEachDatabase } from '#platform/db/test-databases';
import type { Job } from './job';
import { countingJob, jobRunnerHarness, MINUTE } from './job.test-support';
import { releaseLease } from './job-leases.queries';

describeEachDatabase('job leases between processes', (database) => {
  const jobs = jobRunnerHarness(database);

  it('asks the process running a job to run it once more when woken elsewhere', async () => {
    const name = jobs.uniqueName('mail');
    const holder = countingJob(name, { gated: true });
    const other = countingJob(name);
    const a = jobs.runnerOn(database.current.db, 'process-a');
    const b = jobs.runnerOn(database.current.db, 'process-b');
    a.add(holder.job);
    b.add(other.job);
    const running = a.tick();
    await holder.state.started;
    b.wake(name);
    await b.tick();
    expect(other.state.runs).toBe(0);
    expect((await jobs.row(name))!.wanted).toBe(1);
    holder.state.open();
    await running;
    await a.idle();
    // A ran it again at once (the wake's mail is not left for the next interval); B never ran it.
    expect(holder.state.runs).toBe(2);
    expect(other.state.runs).toBe(0);
    expect(await jobs.row(name)).toMatchObject({ holder: null, wanted: 0 });
  });

  it('takes over the lease of a holder that died once it lapses; the dead run’s late release changes nothing', async () => {
    const name = jobs.uniqueName('orphaned');
    const now = jobs.clock.now().getTime();
    await database.current.db
      .insertInto('job_leases')
      .values({
        name,
        holder: 'crashed-host:1:dead#7',
        leased_until: new Date(now + 2 * MINUTE).toISOString(),
        next_run_at: new Date(now - 1000).toISOString(),
        wanted: 0,
        last_run_at: null,
        last_duration_ms: null,
        last_error: null,
        last_error_at: null,
        runs: 0,
        failures: 0,
      })
      .execute();
    const { job, state } = countingJob(name, { every: 30_000 });
    const runner = jobs.runnerOn();
    runner.add(job);
    await runner.tick();
    expect(state.runs).toBe(0);
    await jobs.clock.advance(MINUTE);
    await runner.tick();
    expect(state.runs).toBe(0);
    await jobs.clock.advance(MINUTE);
    await runner.tick();
    expect(state.runs).toBe(1);
    expect(await jobs.row(name)).toMatchObject({ holder: null, runs: 1 });

    const late = await releaseLease(database.current.db, name, 'crashed-host:1:dead#7', {
      startedAt: new Date(now).toISOString(),
      durationMs: 1,
      nextRunAt: new Date(now).toISOString(),
      error: 'late',
      errorAt: new Date(now).toISOString(),
    });
    expect(late.held).toBe(false);
    expect(await jobs.row(name)).toMatchObject({ runs: 1, failures: 0, last_error: null });
  });

  it('keeps a long run’s lease while it runs, and aborts a run whose lease was taken from it', async () => {
    const name = jobs.uniqueName('long');
    const holder = countingJob(name, { gated: true, leaseMs: MINUTE });
    const other = countingJob(name, { leaseMs: MINUTE });
    const a = jobs.runnerOn(database.current.db, 'process-a');
    const b = jobs.runnerOn(database.current.db, 'process-b');
    a.add(holder.job);
    b.add(other.job);
    const running = a.tick();
    await holder.state.started;
    // Well past the first lease: A renewed it, so B (due by then) cannot take it.
    await jobs.clock.advance(2.5 * MINUTE);
    await b.tick();
    expect(other.state.runs).toBe(0);
    expect(Date.parse((await jobs.row(name))!.leased_until!)).toBeGreaterThan(jobs.clock.now().getTime());

    // The lease is taken from A (as if A had stalled past it): A's next renewal finds it gone.
    await database.current.db
      .updateTable('job_leases')
      .set({ holder: 'process-c#1' })
      .where('name', '=', name)
      .execute();
    await jobs.clock.advance(MINUTE / 3);
    const signal = holder.state.contexts[0]!.signal;
    expect(signal.aborted).toBe(true);
    expect(jobs.logs).toContainEqual(
      expect.objectContaining({ level: 'warn', message: `job ${name} lost its lease; stopping the run` }),
    );
    holder.state.open();
    await running;
  });

  it('runs a due job once per period with 20 processes ticking at once', async () => {
    const name = jobs.uniqueName('contended');
    let runs = 0;
    let concurrent = 0;
    let mostAtOnce = 0;
    const job: Job = {
      name,
      every: 30_000,
      run: async () => {
        runs += 1;
        concurrent += 1;
        mostAtOnce = Math.max(mostAtOnce, concurrent);
        // Long enough for the other processes' attempts to land while it runs.
        await new Promise((resolve) => setTimeout(resolve, 20));
        concurrent -= 1;
      },
    };
    const schema = database.current.engine === 'postgres' ? await currentPgSchema(database.current.db) : null;
    const processes = Array.from({ length: 20 }, (_, i) => {
      // On PostgreSQL each process has a pool of its own, as separate servers would.
      let db = database.current.db;
      if (schema) {
        const pool = jobs.keepPool(
          openDatabase({ databaseUrl: process.env.DATABASE_URL!, pgSchema: schema, poolSize: 1 }),
        );
        db = pool.db;
      }
      const runner = jobs.runnerOn(db, `process-${i}`);
      runner.add({ ...job });
      return runner;
    });
    for (let period = 1; period <= 3; period++) {
      await Promise.all(processes.map((runner) => runner.tick()));
      expect(runs).toBe(period);
      await Promise.all(processes.map((runner) => runner.tick()));
      expect(runs).toBe(period);
      await jobs.clock.advance(30_000);
    }
    expect(mostAtOnce).toBe(1);
    expect(await jobs.row(name)).toMatchObject({ runs: 3, holder: null });
  });

  it('leaves a job another process ran to the shared schedule when it starts', async () => {
    const name = jobs.uniqueName('shared');
    const first = countingJob(name);
    const a = jobs.runnerOn(database.current.db, 'process-a');
    a.add(first.job);
    await a.tick();
    await jobs.clock.advance(10_000);
    const later = countingJob(name);
    const b = jobs.runnerOn(database.current.db, 'process-b');
    b.add(later.job);
    await b.tick();
    expect(later.state.runs).toBe(0);
    await jobs.clock.advance(MINUTE - 10_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(first.state.runs + later.state.runs).toBe(2);
  });
});
