import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { removeLeftoverUploads } from './media-receive';
import { sweepExpiredUploads } from './media-uploads';

/** Expired uploads hold their quota reservation at most this much longer. */
const EVERY_MS = 5 * 60_000;

/**
 * Media housekeeping. At start: the scratch files of uploads a killed process was receiving (in the
 * temporary folder, and half-written blobs under DATA_DIR/media) are removed. At start and then every
 * five minutes: expired resumable uploads are deleted with their parts, and their reserved quota given
 * back. Every process may sweep: each reservation is given back once (media-quota.ts).
 */
export const mediaSweeper = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    sweepExpiredUploads(app.db, app.blobs).catch((error) =>
      app.log.error({ err: error }, 'media upload sweep failed'),
    );
  const removeLeftovers = async () => {
    try {
      const removed = [...(await removeLeftoverUploads()), ...((await app.blobs.removeLeftovers?.()) ?? [])];
      if (removed.length > 0)
        app.log.info({ removed: removed.length }, 'removed scratch files of a killed process');
    } catch (error) {
      // Leftovers cost disk space, not correctness: the server starts anyway.
      app.log.warn({ err: error }, 'could not remove scratch files of a killed process');
    }
  };
  app.addHook('onReady', async () => {
    await removeLeftovers();
    await sweep();
    timer = setInterval(sweep, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});
