import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config/config';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase, type TestDatabase } from '#platform/db/test-databases';
import { ManualClock } from '#platform/jobs/job-clock';
import { startSmtpServer, type TestSmtpServer, until } from '#platform/mail/smtp.test-support';
import { ownerWithSite, TEST_SECRET } from '#testing/test-app';

const MINUTE = 60_000;
const START = new Date(Date.UTC(2030, 0, 1));

/** The app over the test database, sending mail to `smtp`, its jobs on `clock`. */
function appOn(database: TestDatabase, clock: ManualClock, smtp: TestSmtpServer): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ SIGN_UPS_PER_HOUR: '100000' }),
    secret: TEST_SECRET,
    dataDir: '/nonexistent',
    smtpUrl: smtp.url,
  };
  return buildApp({ config, database: database.current, jobClock: clock });
}

const runsOf = async (app: FastifyInstance) =>
  Object.fromEntries((await app.jobs.list()).map((job) => [job.name, job.runs]));

describeEachDatabase('the server’s background jobs', (database) => {
  let smtp: TestSmtpServer;
  let clock: ManualClock;
  let app: FastifyInstance;
  const info = vi.fn();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    clock = new ManualClock(START);
    app = await appOn(database, clock, smtp);
    vi.spyOn(app.log, 'info').mockImplementation(info);
    await app.ready();
    await app.jobs.idle();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('are listed with their intervals, last run and last error, and named in one line at start', async () => {
    const jobs = await app.jobs.list();
    expect(jobs.map(({ name, every, rule, atStart }) => ({ name, every, rule, atStart }))).toEqual([
      { name: 'mail-delivery', every: 30_000, rule: false, atStart: false },
      { name: 'products-go-live', every: 30_000, rule: true, atStart: true },
      { name: 'posts-go-live', every: 30_000, rule: true, atStart: true },
      { name: 'events-passed', every: 30_000, rule: true, atStart: true },
      { name: 'expired-orders', every: 30_000, rule: false, atStart: true },
      { name: 'review-requests', every: 10 * MINUTE, rule: true, atStart: false },
      { name: 'expired-uploads', every: 5 * MINUTE, rule: false, atStart: true },
      { name: 'analytics-rollups', every: 10_000, rule: true, atStart: false },
      { name: 'analytics-retention', every: 60 * MINUTE, rule: false, atStart: false },
    ]);
    for (const job of jobs) {
      expect(job).toMatchObject({ lastRunAt: START.toISOString(), lastError: null, runs: 1, failures: 0 });
    }
    const lines = info.mock.calls.filter(([, message]) => String(message).startsWith('background jobs:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]![1]).toBe(
      'background jobs: mail-delivery (every 30 s), ' +
        'products-go-live (at start, then every 30 s, or sooner when its rule says), ' +
        'posts-go-live (at start, then every 30 s, or sooner when its rule says), ' +
        'events-passed (at start, then every 30 s, or sooner when its rule says), ' +
        'expired-orders (at start, then every 30 s), ' +
        'review-requests (every 10 min, or sooner when its rule says), ' +
        'expired-uploads (at start, then every 5 min), ' +
        'analytics-rollups (every 10 s, or sooner when its rule says), analytics-retention (every 1 h)',
    );
  });

  it('deliver a mail at once after a kick, without waiting for the clock', async () => {
    await app.db.transaction().execute((trx) =>
      app.mail.enqueue(trx, {
        websiteId: null,
        to: 'kicked@example.com',
        subject: 'Kicked',
        text: 'At once',
        kind: 'test',
      }),
    );
    app.mail.kick();
    await until(() => smtp.received.some((mail) => mail.subject === 'Kicked'), 'the kicked mail');
    await app.jobs.idle();
    expect(clock.now()).toEqual(START);
  });

  it('make a scheduled product go live when the clock reaches its time', async () => {
    const owner = await ownerWithSite(app, 'clock-owner@example.com', 'clock-shop');
    const publishAt = new Date(clock.now().getTime() + 60 * MINUTE);
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Dawn Launch', 5, 1000, {
        workflow: 'scheduled',
        publishAt: publishAt.toISOString(),
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const wentLive = async () =>
      (
        await app.db
          .selectFrom('products')
          .select('went_live_at')
          .where('name', '=', 'Dawn Launch')
          .executeTakeFirstOrThrow()
      ).went_live_at;
    const generation = async () =>
      (
        await app.db
          .selectFrom('websites')
          .select('render_generation')
          .where('id', '=', owner.siteId)
          .executeTakeFirstOrThrow()
      ).render_generation;
    await app.jobs.idle();
    await clock.advance(60 * MINUTE - 1);
    await app.jobs.idle();
    await app.jobs.tick();
    expect(await wentLive()).toBeNull();
    const before = await generation();
    await clock.advance(1);
    await app.jobs.idle();
    await app.jobs.tick();
    expect(await wentLive()).toBe(publishAt.toISOString());
    expect(await generation()).toBe(before + 1);
  });
});

describeEachDatabase('the background jobs of two server processes on one database', (database) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('run each pass once, whichever process runs it', async () => {
    const clock = new ManualClock(START);
    const [a, b] = [await appOn(database, clock, smtp), await appOn(database, clock, smtp)];
    try {
      await Promise.all([a.ready(), b.ready()]);
      await Promise.all([a.jobs.idle(), b.jobs.idle()]);
      // The sweeps run once in each process as it starts; the rest once in all.
      expect(await runsOf(a)).toEqual({
        'mail-delivery': 1,
        'products-go-live': 2,
        'posts-go-live': 2,
        'events-passed': 2,
        'expired-orders': 2,
        'expired-uploads': 2,
        'analytics-rollups': 1,
        'analytics-retention': 1,
        'review-requests': 1,
      });
      // Five minutes in steps of 30 seconds: both processes' timers fire at each step.
      for (let step = 0; step < 10; step++) {
        await clock.advance(30_000);
        await Promise.all([a.jobs.idle(), b.jobs.idle()]);
      }
      expect(await runsOf(b)).toEqual({
        'mail-delivery': 11,
        'products-go-live': 12,
        'posts-go-live': 12,
        'events-passed': 12,
        'expired-orders': 12,
        'expired-uploads': 3,
        'analytics-rollups': 11,
        'analytics-retention': 1,
        'review-requests': 1,
      });
    } finally {
      await a.close();
      await b.close();
    }
    // Closed: no job's timer or lease renewal is left on the clock.
    expect(clock.timers).toBe(0);
  });
});

it('closing the app stops every job: no timer is left and the process exits by itself', {
  timeout: 180_000,
}, async () => {
  // A child process whose job clock has ordinary (ref'd) timers: one left behind would keep it alive.
  const script = `
    import { buildApp } from '#app';
    import { loadConfig } from '#config/config';
    import { openDatabase } from '#platform/db/database';
    import { migrateToLatest } from '#platform/db/migrate';
    const database = openDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    const clock = {
      now: () => new Date(),
      schedule(ms, callback) {
        const timer = setTimeout(callback, ms);
        return () => clearTimeout(timer);
      },
    };
    const config = { ...loadConfig({}), secret: 'child-secret', dataDir: '/nonexistent', smtpUrl: 'smtp://127.0.0.1:9' };
    const app = await buildApp({ config, database, jobClock: clock });
    await app.ready();
    await app.jobs.idle();
    for (const name of app.jobs.names) app.jobs.wake(name);
    await app.close();
    await database.close();
    console.log('closed', JSON.stringify(process.getActiveResourcesInfo()));
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // Starting the child may take long on a busy machine; what is timed is only the exit after it
  // closed the app: a job timer left behind (30 s, rescheduling itself) would keep it alive.
  let closedAt = 0;
  const code = await new Promise<number | null>((resolve) => {
    let deadline: NodeJS.Timeout | undefined;
    child.stdout.on('data', () => {
      if (closedAt || !output.includes('closed')) return;
      closedAt = Date.now();
      deadline = setTimeout(() => {
        child.kill();
        resolve(null);
      }, 60_000);
    });
    child.on('exit', (exitCode) => {
      clearTimeout(deadline);
      resolve(exitCode);
    });
  });
  expect(output).toContain('closed');
  expect(code, output).toBe(0);
  const resources = JSON.parse(
    output
      .slice(output.indexOf('closed') + 'closed'.length)
      .trim()
      .split('\n')[0]!,
  );
  expect(resources).not.toContain('Timeout');
});
