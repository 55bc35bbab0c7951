import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { Job } from '#platform/jobs/job';
import { sweepExpiredOrders } from './checkout.workflow';

export const EXPIRED_ORDERS_JOB = 'expired-orders';

/**
 * Gives back the stock of checkouts that were never paid: when each server process starts (so a
 * crash mid-checkout is reconciled before it serves) and then every 30 seconds, by one process at a
 * time (the runner's lease); the conditional release lets only one pass return each order's stock
 * anyway.
 */
export function expiredOrdersJob(db: Kysely<DB>, every = 30_000): Job {
  return {
    name: EXPIRED_ORDERS_JOB,
    every,
    runAtStart: true,
    run: async ({ now, log }) => {
      const released = await sweepExpiredOrders(db, now);
      if (released > 0) log.info({ orders: released }, 'unpaid orders expired, their stock given back');
    },
  };
}
