import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { markWentLive } from '#modules/catalogue/catalogue.queries';
import type { DB } from '#platform/db/schema';
import type { Job } from '#platform/jobs/job';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { storeMarkupNotify } from './store-markup.workflow';

/** The longest the clock sleeps: a go-live set in another process is seen within this time. */
const MAX_WAIT_MS = 30_000;
const BATCH = 200;

/**
 * Announces scheduled products whose time has come: each is marked `went_live_at` by a
 * conditional update, so of all the processes racing, one announces it, in the same transaction
 * that moves its site's render generation on. The cached store, product and product-block pages
 * are then rendered afresh with the product in them. Returns the sites whose pages changed.
 */
export async function announceDueProducts(db: Kysely<DB>, now = new Date()): Promise<string[]> {
  const due = await db
    .selectFrom('products')
    .select(['id', 'website_id', 'publish_at'])
    .where('workflow', '=', 'scheduled')
    .where('went_live_at', 'is', null)
    .where('publish_at', '<=', now.toISOString())
    .limit(BATCH)
    .execute();
  const sites = new Set<string>();
  for (const product of due) {
    const won = await db.transaction().execute(async (trx) => {
      if (!(await markWentLive(trx, product, now))) return false;
      await bumpRenderGeneration(trx, product.website_id, undefined, 'catalogue');
      return true;
    });
    if (won) sites.add(product.website_id);
  }
  for (const site of sites) storeMarkupNotify(db, site);
  return [...sites];
}

/** When the next scheduled product goes live, if one is waiting. */
export async function nextGoLive(db: Kysely<DB>): Promise<Date | null> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('workflow', '=', 'scheduled')
    .where('went_live_at', 'is', null)
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Looks again for the next go-live time (after a product was saved in this process). */
    storeClock: { rearm(): void };
  }
}

export const PRODUCTS_GO_LIVE_JOB = 'products-go-live';

/**
 * The store's clock, as a job (src/jobs.ts): runs when each process starts and when the next
 * scheduled product goes live (at most 30 seconds apart, so times set through another process are
 * found too), and announces it with no one present. The runner's lease lets one process look at a
 * time, and the conditional update in announceDueProducts lets exactly one announce each product;
 * the announcing process tells its site directory, which tells the others through Redis when there
 * is one.
 */
export function productsGoLiveJob(db: Kysely<DB>): Job {
  return {
    name: PRODUCTS_GO_LIVE_JOB,
    every: MAX_WAIT_MS,
    next: () => nextGoLive(db),
    runAtStart: true,
    run: async ({ now, log }) => {
      const sites = await announceDueProducts(db, now);
      if (sites.length > 0) log.info({ sites: sites.length }, 'scheduled products went live');
    },
  };
}

/** app.storeClock: a product saved here may have a new go-live time, so the job looks again at once. */
export const storeClock = fp(async (app: FastifyInstance) => {
  app.decorate('storeClock', { rearm: () => app.jobs.wake(PRODUCTS_GO_LIVE_JOB) });
});
