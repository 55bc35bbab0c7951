import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { Job } from '#platform/jobs/job';
import type { BlobStore } from '#platform/storage/blob-store';
import { removeLeftoverUploads } from './media-receive';
import { sweepExpiredUploads } from './media-uploads';

export const EXPIRED_UPLOADS_JOB = 'expired-uploads';

/**
 * Expired resumable uploads are deleted with their parts and their reserved quota given back: when
 * each server process starts and then every five minutes (expired uploads hold their reservation at
 * most that much longer), by one process at a time (the runner's lease); each reservation is given
 * back once anyway (media-quota.ts).
 */
export function expiredUploadsJob(db: Kysely<DB>, blobs: BlobStore, every = 5 * 60_000): Job {
  return {
    name: EXPIRED_UPLOADS_JOB,
    every,
    runAtStart: true,
    run: async ({ now, log }) => {
      const swept = await sweepExpiredUploads(db, blobs, now);
      if (swept > 0) log.info({ uploads: swept }, 'expired uploads deleted');
    },
  };
}

/**
 * At start, before the app is ready: the scratch files of uploads a killed process was receiving
 * (in the temporary folder, and half-written blobs under DATA_DIR/media) are removed. This is not a
 * job of the runner: the files are this machine's, so every process looks at its own, once.
 */
export const mediaScratchCleanup = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    try {
      const removed = [...(await removeLeftoverUploads()), ...((await app.blobs.removeLeftovers?.()) ?? [])];
      if (removed.length > 0)
        app.log.info({ removed: removed.length }, 'removed scratch files of a killed process');
    } catch (error) {
      // Leftovers cost disk space, not correctness: the server starts anyway.
      app.log.warn({ err: error }, 'could not remove scratch files of a killed process');
    }
  });
});
