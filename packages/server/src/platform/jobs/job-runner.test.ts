import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import type { Job } from './job';
import { countingJob, jobRunnerHarness, MINUTE } from './job.test-support';

describeEachDatabase('the job runner', (database) => {
  const jobs = jobRunnerHarness(database);

  it('runs a new job at once, then once per interval and never before it is due', async () => {
    const name = jobs.uniqueName('sweep');
    const { job, state } = countingJob(name);
    const runner = jobs.runnerOn();
    runner.add(job);
    await runner.tick();
    expect(state.runs).toBe(1);
    expect(state.contexts[0]!.now).toEqual(jobs.clock.now());
    await runner.tick();
    expect(state.runs).toBe(1);

    await jobs.clock.advance(MINUTE - 1);
    await runner.tick();
    expect(state.runs).toBe(1);
    await jobs.clock.advance(1);
    await runner.tick();
    expect(state.runs).toBe(2);
    expect(state.contexts[1]!.now).toEqual(new Date(Date.UTC(2030, 0, 1) + MINUTE));

    const [status] = await runner.list();
    expect(status).toMatchObject({
      name,
      every: MINUTE,
      rule: false,
      lastRunAt: new Date(Date.UTC(2030, 0, 1) + MINUTE).toISOString(),
      nextRunAt: new Date(Date.UTC(2030, 0, 1) + 2 * MINUTE).toISOString(),
      lastError: null,
      runs: 2,
      failures: 0,
      holder: null,
      running: false,
    });
  });

  it('runs a job sooner when its rule says so, and at the latest after its interval', async () => {
    const name = jobs.uniqueName('clock');
    const start = jobs.clock.now().getTime();
    // Like scheduled products: the rule names the soonest one not yet handled; a run handles the due ones.
    let pending = [new Date(start + 10_000)];
    let runs = 0;
    const runner = jobs.runnerOn();
    runner.add({
      name,
      every: 30_000,
      next: () => pending[0] ?? null,
      run: ({ now }) => {
        runs += 1;
        pending = pending.filter((at) => at > now);
      },
    });
    await runner.tick();
    expect(runs).toBe(1);
    await jobs.clock.advance(9_999);
    await runner.tick();
    expect(runs).toBe(1);
    await jobs.clock.advance(1);
    await runner.tick();
    expect(runs).toBe(2);
    expect(pending).toEqual([]);
    // Nothing pending: the interval alone.
    await jobs.clock.advance(29_999);
    await runner.tick();
    expect(runs).toBe(2);
    await jobs.clock.advance(1);
    await runner.tick();
    expect(runs).toBe(3);
    expect((await runner.list())[0]).toMatchObject({ every: 30_000, rule: true });
  });

  it('logs a failing job with its name, counts it, and goes on with it and the others', async () => {
    const broken = jobs.uniqueName('broken');
    const steady = countingJob(jobs.uniqueName('steady'));
    let attempts = 0;
    const runner = jobs.runnerOn();
    runner.add({
      name: broken,
      every: MINUTE,
      run: () => {
        attempts += 1;
        throw new Error(`boom ${attempts}`);
      },
    });
    runner.add(steady.job);
    await runner.tick();
    expect(attempts).toBe(1);
    expect(steady.state.runs).toBe(1);
    const failure = jobs.logs.find((line) => line.level === 'error');
    expect(failure).toMatchObject({ data: { job: broken }, message: `job ${broken} failed` });
    expect((failure!.data.err as Error).message).toBe('boom 1');

    await jobs.clock.advance(MINUTE);
    await runner.tick();
    expect(attempts).toBe(2);
    expect(steady.state.runs).toBe(2);
    const [brokenStatus, steadyStatus] = await runner.list();
    expect(brokenStatus).toMatchObject({
      name: broken,
      runs: 2,
      failures: 2,
      lastError: 'boom 2',
      lastErrorAt: jobs.clock.now().toISOString(),
      holder: null,
    });
    expect(steadyStatus).toMatchObject({ runs: 2, failures: 0, lastError: null });
  });

  it('never runs a job twice at once in one process; a wake during a run runs it once more after', async () => {
    const name = jobs.uniqueName('slow');
    const { job, state } = countingJob(name, { gated: true });
    const runner = jobs.runnerOn();
    runner.add(job);
    const first = runner.tick();
    await state.started;
    const second = runner.tick();
    runner.wake(name);
    runner.wake(name);
    await jobs.settle();
    expect(state.runs).toBe(1);
    expect((await jobs.row(name))!.holder).toMatch(new RegExp(`^${runner.id}#`));

    state.open();
    await first;
    await second;
    await runner.idle();
    expect(state.runs).toBe(2);
    expect((await jobs.row(name))!.holder).toBeNull();
  });

  it('runs a start-up job in each process as it starts, and start() waits for it', async () => {
    const name = jobs.uniqueName('reconcile');
    const background = countingJob(jobs.uniqueName('background'), { gated: true });
    const a = countingJob(name, { runAtStart: true });
    const b = countingJob(name, { runAtStart: true });
    const first = jobs.runnerOn(database.current.db, 'process-a');
    first.add(a.job);
    await first.start();
    expect(a.state.runs).toBe(1);
    // A second process starting a moment later runs it too, though the shared schedule says not yet.
    await jobs.clock.advance(1000);
    const second = jobs.runnerOn(database.current.db, 'process-b');
    second.add(b.job);
    second.add(background.job);
    await second.start();
    expect(b.state.runs).toBe(1);
    // The others' first runs do not hold the start up.
    await background.state.started;
    expect(background.state.runs).toBe(1);
    background.state.open();
    await second.idle();
    expect(a.state.runs + b.state.runs).toBe(2);
  });

  it('stops on close: aborts the run under way, waits for it, gives its lease back and leaves no timer', async () => {
    const name = jobs.uniqueName('closing');
    let sawAbort = false;
    const job: Job = {
      name,
      every: MINUTE,
      run: ({ signal }) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            sawAbort = true;
            resolve();
          });
        }),
    };
    const idle = countingJob(jobs.uniqueName('idle'));
    const runner = jobs.runnerOn();
    runner.add(job);
    runner.add(idle.job);
    await runner.start();
    await vi.waitUntil(async () => (await jobs.row(name))?.holder != null && idle.state.runs === 1);
    // The running job's lease renewal, and (once the idle job's run is recorded) its next run.
    await vi.waitUntil(() => jobs.clock.timers === 2);
    await runner.stop();
    expect(sawAbort).toBe(true);
    expect(jobs.clock.timers).toBe(0);
    expect((await jobs.row(name))!.holder).toBeNull();
    // Stopped: neither the jobs.clock nor a wake starts anything.
    runner.wake(idle.job.name);
    await runner.tick();
    await jobs.clock.advance(10 * MINUTE);
    await jobs.settle();
    expect(idle.state.runs).toBe(1);
  });
});
