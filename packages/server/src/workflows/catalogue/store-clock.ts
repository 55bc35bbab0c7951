import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
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
      const marked = await trx
        .updateTable('products')
        .set({ went_live_at: now.toISOString() })
        .where('id', '=', product.id)
        .where('workflow', '=', 'scheduled')
        .where('went_live_at', 'is', null)
        .where('publish_at', '=', product.publish_at)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('websites')
        .set((eb) => ({ render_generation: eb('render_generation', '+', 1) }))
        .where('id', '=', product.website_id)
        .execute();
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

/**
 * The store's clock: wakes when the next scheduled product goes live (at most every 30 seconds,
 * so times set through another process are found too) and announces it, with no one present.
 * Every process runs one; the conditional update lets exactly one announce each product.
 */
export const storeClock = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;

  const tick = async () => {
    try {
      await announceDueProducts(app.db);
      const next = await nextGoLive(app.db);
      arm(next ? Math.max(0, next.getTime() - Date.now()) : MAX_WAIT_MS);
    } catch (error) {
      app.log.error({ err: error }, 'store clock failed');
      arm(MAX_WAIT_MS);
    }
  };
  const run = (): Promise<void> => {
    if (running) {
      // A save during a tick may have come after its look at the next time: look once more.
      again = true;
      return running;
    }
    running = tick().finally(() => {
      running = null;
      if (again && !closed) {
        again = false;
        void run();
      }
    });
    return running;
  };
  function arm(ms: number) {
    if (closed) return;
    if (timer) clearTimeout(timer);
    // A few milliseconds late rather than early: the time has surely passed when it fires.
    timer = setTimeout(run, Math.min(ms + 5, MAX_WAIT_MS));
    timer.unref();
  }

  app.decorate('storeClock', { rearm: () => void run() });
  app.addHook('onReady', async () => {
    await run();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running;
  });
});
