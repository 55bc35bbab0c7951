import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config/config';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import type { TestDatabase } from '#platform/db/test-databases';
import type { JobClock } from '#platform/jobs/job-clock';
import { ownerWithSite, TEST_SECRET, TestClient } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

export const DAY = 86_400_000;

/** The app over the test database, its jobs on `clock`, mail to `smtpUrl` when given. */
export function reviewsApp(database: TestDatabase, clock: JobClock, smtpUrl?: string) {
  const config = {
    ...loadConfig({ SIGN_UPS_PER_HOUR: '100000' }),
    secret: TEST_SECRET,
    dataDir: '/nonexistent',
    ...(smtpUrl ? { smtpUrl } : {}),
  };
  return buildApp({ config, database: database.current, jobClock: clock });
}

export type Owner = Awaited<ReturnType<typeof ownerWithSite>>;

/** A store with one product, bought by Ada Lovelace and fulfilled by the owner. */
export async function fulfilledPurchase(
  app: FastifyInstance,
  owner: Owner,
  host: string,
  name = 'Stoneware Mug',
) {
  const made = await owner.site.request('POST', '/api/config/store/products', simpleProductBody(name, 20));
  expect(made.statusCode, made.body).toBe(201);
  const product = made.json().product as { id: string; slug: string; variants: { id: string }[] };
  const shopper = await new Shopper(app, host).start();
  const order = await shopper.buy(product.variants[0]!.id);
  const fulfilled = await owner.site.request('POST', `/api/config/store/orders/${order.id}/fulfil`, {});
  expect(fulfilled.statusCode, fulfilled.body).toBe(200);
  // The fulfilment wakes the review requests job on the next turn: that pass runs at the clock's
  // present and arms the request's due time, before a test moves the clock on (a LeapClock fires
  // only the timers set before its leap).
  await new Promise((resolve) => setImmediate(resolve));
  await app.jobs.idle();
  return { product, order };
}

/** The address of the latest review request mailed for an order's customer, as a path. */
export async function requestLinkIn(app: FastifyInstance, siteId: string): Promise<string | null> {
  const mail = await app.db
    .selectFrom('mail_messages')
    .select('text')
    .where('website_id', '=', siteId)
    .where('kind', '=', 'review-request')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const link = mail?.text.match(/https?:\/\/\S+\/commerce\/reviews\/\S+/)?.[0];
  return link ? new URL(link).pathname + new URL(link).search : null;
}

export { ownerWithSite, TestClient };
