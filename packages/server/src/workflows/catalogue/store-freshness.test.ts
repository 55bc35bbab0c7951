import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { sweepExpiredOrders } from '#workflows/checkout/checkout.workflow';
import { orderStatus, Shopper, stockOf } from '#workflows/checkout/store.test-support';
import { announceDueProducts } from './store-clock';

describeEachDatabase('cached store pages stay fresh with no one present', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'fresh-shop.localhost';
  let port = 0;
  /** A visitor's GET through the listening server, where cached pages are answered before the app. */
  const get = (path: string) =>
    new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        })
        .on('error', reject);
    });
  const visitor = () => ({ request: (_method: 'GET', path: string) => get(path) });

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'fresh@example.com', 'fresh-shop');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app.close());

  it('shows a scheduled product on the cached store page once its time passes', async () => {
    const visible = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Always Here', 5),
    );
    expect(visible.statusCode).toBe(201);
    // Far enough ahead that a busy machine still sees the page before the product goes live.
    const goesLive = new Date(Date.now() + 15_000).toISOString();
    const scheduled = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Midnight Launch', 5, 1000, { workflow: 'scheduled', publishAt: goesLive }),
    );
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    // Cached now without the scheduled product.
    const before = await visitor().request('GET', '/store');
    expect(Date.now()).toBeLessThan(Date.parse(goesLive));
    expect(before.body).toContain('Always Here');
    // The second visit is a cache hit, answered by the HTTP server itself.
    const size = app.pageCache.size;
    expect((await visitor().request('GET', '/store')).body).toBe(before.body);
    expect(app.pageCache.size).toBe(size);
    expect(before.body).not.toContain('Midnight Launch');
    expect((await visitor().request('GET', '/p/midnight-launch')).statusCode).toBe(404);
    // No one saves anything: the store's clock refreshes the cached page when the time comes.
    await expect
      .poll(async () => (await visitor().request('GET', '/store')).body.includes('Midnight Launch'), {
        interval: 200,
      })
      .toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(goesLive));
    expect((await visitor().request('GET', '/p/midnight-launch')).statusCode).toBe(200);
  });

  it('announces each due product once however many processes look at once', async () => {
    // Due an hour from now, and looked at as if it were two hours from now: the app's own clock
    // (on real time) leaves it alone, so only these racing looks can announce it.
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Raced Launch', 5, 1000, { workflow: 'scheduled', publishAt: inAnHour }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const generation = async () =>
      (
        await app.db
          .selectFrom('websites')
          .select('render_generation')
          .where('id', '=', owner.siteId)
          .executeTakeFirstOrThrow()
      ).render_generation;
    const before = await generation();
    const later = new Date(Date.now() + 7_200_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => announceDueProducts(app.db, later)));
    expect(answers.flat().filter((site) => site === owner.siteId)).toHaveLength(1);
    expect(await generation()).toBe(before + 1);
  });

  it('shows Sold out on the cached product page when a late payment takes the last unit', async () => {
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Last Jug', 1),
    );
    const variant = made.json().product.variants[0].id as string;
    const shopper = await new Shopper(app, host).start();
    await shopper.add(variant);
    const checkout = (await shopper.checkout()).json();
    // The hold runs out: the unit is back, and the cached page says it can be bought.
    await sweepExpiredOrders(app.db, new Date(Date.now() + 16 * 60_000));
    expect(await orderStatus(app, checkout.order.id)).toBe('expired');
    const page = await visitor().request('GET', '/p/last-jug');
    expect(page.body).toContain('Add to Cart');
    expect(page.body).not.toContain('<strong data-sold-out="">');
    // The payment lands late and takes the last unit after all.
    expect((await shopper.pay(checkout.redirectUrl)).json().outcome).toBe('paid');
    expect(await stockOf(app, variant)).toBe(0);
    await expect
      .poll(async () =>
        (await visitor().request('GET', '/p/last-jug')).body.includes('<strong data-sold-out="">'),
      )
      .toBe(true);
    expect((await visitor().request('GET', '/store')).body).toMatch(
      /Last Jug<\/span><\/a> <span data-price="">[^<]*<\/span> <strong data-sold-out="">/,
    );
  });
});
