import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { Shopper, stockOf } from './store.test-support';

/**
 * Many visitors check out at once. On PostgreSQL the app's pool holds several connections, so the
 * checkouts really run side by side in the database; the conditional updates must hold.
 */
describeEachDatabase('checkouts racing for the same stock', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'race.localhost';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'race@example.com', 'race');
  });
  afterAll(() => app.close());

  const product = async (name: string, stock: number) => {
    const response = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody(name, stock, 1500),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().product.variants[0].id as string;
  };

  const shoppersWith = async (variantId: string, count: number, coupon?: string) => {
    const shoppers: Shopper[] = [];
    for (let i = 0; i < count; i++) {
      const shopper = await new Shopper(app, host).start();
      expect((await shopper.add(variantId)).statusCode).toBe(200);
      if (coupon)
        expect((await shopper.request('PUT', '/api/commerce/cart/coupon', { code: coupon })).statusCode).toBe(
          200,
        );
      shoppers.push(shopper);
    }
    return shoppers;
  };

  const paidOrders = async (variantId: string) => {
    const rows = await app.db
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select(['orders.id', 'orders.status'])
      .where('order_lines.variant_id', '=', variantId)
      .execute();
    return rows.filter((r) => r.status === 'paid').length;
  };

  it('sells the last unit to exactly one of 50, and tells the 49 others it is sold out', {
    timeout: 120_000,
  }, async () => {
    const variant = await product('Last One', 1);
    const shoppers = await shoppersWith(variant, 50);
    const answers = await Promise.all(shoppers.map((s) => s.checkout()));
    const started = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const answer of refused) {
      expect(answer.json().code).toBe('checkout.sold_out');
      expect(answer.json().error).toBe('Sold out: Last One is sold out.');
    }
    const winner = shoppers[answers.indexOf(started[0]!)]!;
    expect((await winner.pay(started[0]!.json().redirectUrl)).json().outcome).toBe('paid');
    expect(await paidOrders(variant)).toBe(1);
    expect(await stockOf(app, variant)).toBe(0);
  });

  it('sells exactly 20 units to 200 checkouts, and all 20 are paid', { timeout: 180_000 }, async () => {
    const variant = await product('Twenty', 20);
    const shoppers = await shoppersWith(variant, 200);
    const answers = await Promise.all(shoppers.map((s) => s.checkout()));
    const started = answers.map((a, i) => ({ a, s: shoppers[i]! })).filter(({ a }) => a.statusCode === 201);
    expect(started).toHaveLength(20);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(180);
    const payments = await Promise.all(started.map(({ a, s }) => s.pay(a.json().redirectUrl)));
    expect(payments.every((p) => p.json().outcome === 'paid')).toBe(true);
    expect(await paidOrders(variant)).toBe(20);
    expect(await stockOf(app, variant)).toBe(0);
    const numbers = await app.db
      .selectFrom('orders')
      .select('number')
      .where('website_id', '=', owner.siteId)
      .execute();
    expect(new Set(numbers.map((n) => n.number)).size).toBe(numbers.length);
  });

  it('lets a coupon limited to 5 uses be used exactly 5 times', { timeout: 120_000 }, async () => {
    const made = await owner.site.request('POST', '/api/config/store/coupons', {
      code: 'FIVE',
      kind: 'fixed',
      amount: 100,
      usageLimit: 5,
    });
    expect(made.statusCode).toBe(201);
    const variant = await product('Plenty', 1000);
    const shoppers = await shoppersWith(variant, 30, 'FIVE');
    const answers = await Promise.all(shoppers.map((s) => s.checkout()));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(25);
    expect(refused.every((a) => a.json().code === 'checkout.coupon_used_up')).toBe(true);
    const coupon = await app.db
      .selectFrom('coupons')
      .select('times_used')
      .where('code', '=', 'FIVE')
      .executeTakeFirstOrThrow();
    expect(coupon.times_used).toBe(5);
    // The stock of the refused checkouts was given back with the failed transaction.
    expect(await stockOf(app, variant)).toBe(995);
  });

  it('lets a coupon limited to one use be used once by 20 buyers at once', { timeout: 120_000 }, async () => {
    const made = await owner.site.request('POST', '/api/config/store/coupons', {
      code: 'ONCE',
      kind: 'fixed',
      amount: 100,
      usageLimit: 1,
    });
    expect(made.statusCode).toBe(201);
    const variant = await product('Single Use', 1000);
    const answers = await Promise.all((await shoppersWith(variant, 20, 'ONCE')).map((s) => s.checkout()));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const coupon = await app.db
      .selectFrom('coupons')
      .select('times_used')
      .where('code', '=', 'ONCE')
      .executeTakeFirstOrThrow();
    expect(coupon.times_used).toBe(1);
  });

  it('holds a per-customer limit for one email racing with itself', { timeout: 60_000 }, async () => {
    await owner.site.request('POST', '/api/config/store/coupons', {
      code: 'MINE',
      kind: 'fixed',
      amount: 100,
      perCustomerLimit: 1,
    });
    const variant = await product('Per Customer', 1000);
    const shoppers = await shoppersWith(variant, 10, 'MINE');
    const answers = await Promise.all(shoppers.map((s) => s.checkout({ email: 'same@example.com' })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
  });
});
