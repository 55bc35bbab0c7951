import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { Shopper, stockOf } from './store.test-support';

/**
 * A customer double-clicks Pay, or a script posts the card form several times at once. On
 * PostgreSQL the app's pool runs those payments side by side: each order must end paid, keep one
 * charge, refund every other charge as a duplicate and mail one confirmation.
 */
describeEachDatabase('simultaneous payments of one order', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'double-pay.localhost';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'double@example.com', 'double-pay');
  });
  afterAll(() => app.close());

  const variantWithStock = async (name: string, stock: number) => {
    const response = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody(name, stock, 1500),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().product.variants[0].id as string;
  };

  async function payEachOrderAtOnce(orders: number, pays: number) {
    const variant = await variantWithStock(`Bowl ${orders}x${pays}`, 100);
    const started: { shopper: Shopper; redirectUrl: string; orderId: string }[] = [];
    for (let i = 0; i < orders; i++) {
      const shopper = await new Shopper(app, host).start();
      expect((await shopper.add(variant)).statusCode).toBe(200);
      const checkout = await shopper.checkout({ email: `buyer${orders}-${i}@example.com` });
      expect(checkout.statusCode, checkout.body).toBe(201);
      started.push({ shopper, redirectUrl: checkout.json().redirectUrl, orderId: checkout.json().order.id });
    }
    const answers = await Promise.all(
      started.flatMap(({ shopper, redirectUrl }) =>
        Array.from({ length: pays }, () => shopper.pay(redirectUrl)),
      ),
    );
    // Each order: one answer 'paid'; every other pay is told the order no longer waits for payment.
    for (let i = 0; i < orders; i++) {
      const mine = answers.slice(i * pays, (i + 1) * pays);
      for (const answer of mine) expect(answer.statusCode, answer.body).toBe(200);
      expect(mine.filter((a) => a.json().outcome === 'paid')).toHaveLength(1);
      for (const answer of mine.filter((a) => a.json().outcome !== 'paid'))
        expect(answer.json()).toMatchObject({
          outcome: 'closed',
          message: 'This order is no longer waiting for payment.',
        });
    }
    let kept = 0;
    let duplicateCharges = 0;
    for (const { orderId } of started) {
      const order = await app.db
        .selectFrom('orders')
        .select(['status', 'refunded', 'email', 'total'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(order.status).toBe('paid');
      expect(order.refunded).toBe(0);
      const payments = await app.db
        .selectFrom('payments')
        .select(['kind', 'status', 'amount', 'provider_ref', 'idempotency_key'])
        .where('order_id', '=', orderId)
        .execute();
      const charges = payments.filter((p) => p.kind === 'charge');
      const refunds = payments.filter((p) => p.kind === 'refund');
      // A pay that found the order paid charged nothing; every charge but the kept one went back.
      expect(charges.length).toBeGreaterThanOrEqual(1);
      expect(charges.length).toBeLessThanOrEqual(pays);
      expect(refunds).toHaveLength(charges.length - 1);
      kept += 1;
      duplicateCharges += charges.length - 1;
      expect(refunds.every((r) => r.status === 'succeeded' && r.amount === order.total)).toBe(true);
      const events = await app.db
        .selectFrom('order_events')
        .select(['kind', 'detail'])
        .where('order_id', '=', orderId)
        .execute();
      expect(events.filter((e) => e.kind === 'paid')).toHaveLength(1);
      const duplicates = events.filter((e) => e.kind === 'duplicate-refunded');
      expect(duplicates).toHaveLength(refunds.length);
      expect(events.some((e) => e.kind === 'refunded')).toBe(false);
      const mails = await app.db
        .selectFrom('mail_messages')
        .select('kind')
        .where('to', '=', order.email)
        .execute();
      expect(mails.map((m) => m.kind)).toEqual(['order-confirmation']);
    }
    expect(kept).toBe(orders);
    // One unit per order, taken once at checkout and never given back or taken again.
    expect(await stockOf(app, variant)).toBe(100 - orders);
    return duplicateCharges;
  }

  // One SQLite connection runs the payments one after the other, so later ones find the order paid
  // and charge nothing; PostgreSQL runs them side by side, and most orders are charged twice.
  const racesCharge = () => database.current.engine === 'postgres';

  it('keeps 10 orders paid when each is paid twice at once', { timeout: 120_000 }, async () => {
    const duplicates = await payEachOrderAtOnce(10, 2);
    if (racesCharge()) expect(duplicates).toBeGreaterThan(0);
  });

  it('keeps 5 orders paid when each is paid 8 times at once', { timeout: 120_000 }, async () => {
    const duplicates = await payEachOrderAtOnce(5, 8);
    if (racesCharge()) expect(duplicates).toBeGreaterThan(0);
  });
});
