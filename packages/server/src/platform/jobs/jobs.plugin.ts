import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobClock } from './job-clock';
import { JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs' runner: add() a job, wake() one, list() what runs (platform/jobs). */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** The runner's time; tests give a ManualClock. Real time by default. */
  clock?: JobClock;
}

/**
 * app.jobs. Jobs are added before the app is ready (the list is src/jobs.ts); the runner starts
 * as the app gets ready (which waits for the jobs that run at start), logs one line naming them,
 * and stops on close, waiting for runs under way.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsPluginOptions) => {
  const runner = new JobRunner({
    db: app.db,
    log: app.log,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => {
    app.log.info({ jobs: runner.names, runner: runner.id }, `background jobs: ${runner.describe()}`);
    await runner.start();
  });
  app.addHook('onClose', () => runner.stop());
});
