import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepExpiredOrders } from './checkout.workflow';

const EVERY_MS = 30_000;

/**
 * Gives back the stock of checkouts that were never paid: at start (so a crash mid-checkout is
 * reconciled) and then every 30 seconds. Every process may sweep; the conditional release lets
 * only one of them return each order's stock.
 */
export const storeSweeper = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    sweepExpiredOrders(app.db).catch((error) => app.log.error({ err: error }, 'store sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});
