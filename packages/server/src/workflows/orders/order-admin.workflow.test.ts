import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { Shopper, stockOf } from '#workflows/checkout/store.test-support';

describeEachDatabase('the owner manages paid orders', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'shop-a.localhost';
  const product = async (client: TestClient, body: unknown) => {
    const response = await client.request('POST', '/api/config/store/products', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().product as { id: string; variants: { id: string; sku: string }[] };
  };
  const shopper = () => new Shopper(app, host).start();

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'shop-a@example.com', 'shop-a');
    other = await ownerWithSite(app, 'shop-b@example.com', 'shop-b');
  });
  afterAll(() => app.close());

  describe('the owner’s orders', () => {
    let orderId: string;
    let variant: string;

    beforeAll(async () => {
      const lamp = await product(owner.site, simpleProductBody('Lamp', 4, 8000));
      variant = lamp.variants[0]!.id;
      const visitor = await shopper();
      orderId = (await visitor.buy(variant, 2)).id;
    });

    it('lists, searches, filters and exports paid orders', async () => {
      const list = (await owner.site.request('GET', '/api/config/store/orders?q=lamp')).json();
      expect(list.orders.map((o: { id: string }) => o.id)).toContain(orderId);
      const byStatus = (
        await owner.site.request('GET', '/api/config/store/orders?status=refunded&q=lamp')
      ).json();
      expect(byStatus.total).toBe(0);
      expect((await owner.site.request('GET', '/api/config/store/orders?from=yesterday')).statusCode).toBe(
        400,
      );
      const csv = await owner.site.request('GET', '/api/config/store/orders.csv');
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain('ada@example.com');
    });

    it('fulfils with a tracking number, refunds in part then in full, and shows the timeline', async () => {
      const fulfilled = await owner.site.request('POST', `/api/config/store/orders/${orderId}/fulfil`, {
        trackingNumber: '1Z999',
      });
      expect(fulfilled.json().order).toMatchObject({ fulfilment: 'fulfilled', trackingNumber: '1Z999' });
      const shipped = await app.db
        .selectFrom('mail_messages')
        .select('text')
        .where('kind', '=', 'order-fulfilled')
        .execute();
      expect(shipped.some((m) => m.text.includes('1Z999'))).toBe(true);
      const tooMuch = await owner.site.request('POST', `/api/config/store/orders/${orderId}/refund`, {
        amount: 999_999,
      });
      expect(tooMuch.statusCode).toBe(400);
      const part = await owner.site.request('POST', `/api/config/store/orders/${orderId}/refund`, {
        amount: 5000,
      });
      expect(part.json().order).toMatchObject({ status: 'paid', refunded: 5000 });
      const rest = await owner.site.request('POST', `/api/config/store/orders/${orderId}/refund`, {});
      expect(rest.json().order).toMatchObject({ status: 'refunded', refunded: 16000 });
      const kinds = rest.json().order.timeline.map((e: { kind: string }) => e.kind);
      expect(kinds).toEqual(['created', 'paid', 'fulfilled', 'refunded', 'refunded']);
      expect(rest.json().order.payments.filter((p: { kind: string }) => p.kind === 'refund')).toHaveLength(2);
    });

    it('cancels a paid order: stock goes back and the money too', async () => {
      const visitor = await shopper();
      const { id } = await visitor.buy(variant, 1);
      const before = await stockOf(app, variant);
      const cancelled = await owner.site.request('POST', `/api/config/store/orders/${id}/cancel`);
      expect(cancelled.json().order).toMatchObject({ status: 'cancelled', refunded: 8000 });
      expect(await stockOf(app, variant)).toBe(before + 1);
      expect((await owner.site.request('POST', `/api/config/store/orders/${id}/cancel`)).statusCode).toBe(
        409,
      );
    });

    it('shows another site’s owner and visitors nothing', async () => {
      for (const [method, url] of [
        ['GET', `/api/config/store/orders/${orderId}`],
        ['POST', `/api/config/store/orders/${orderId}/fulfil`],
        ['POST', `/api/config/store/orders/${orderId}/cancel`],
        ['POST', `/api/config/store/orders/${orderId}/refund`],
      ] as const) {
        expect((await other.site.request(method, url, {})).statusCode, url).toBe(404);
        const intruder = new TestClient(app, host);
        await intruder.signIn('shop-b@example.com');
        expect((await intruder.request(method, url, {})).statusCode, url).toBe(403);
        const visitor = await shopper();
        expect((await visitor.request(method, url, {})).statusCode, url).toBe(401);
      }
      expect((await other.site.request('GET', '/api/config/store/orders')).json().total).toBe(0);
    });
  });
});
