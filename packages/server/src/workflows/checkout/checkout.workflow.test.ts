import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody, simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, type TestClient } from '#testing/test-app';
import { sweepExpiredOrders } from './checkout.workflow';
import { completePayment } from './payment-result.workflow';
import { CARDS, orderStatus, Shopper, stockOf, US_ADDRESS } from './store.test-support';

const COOKIES_ALERT =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

describeEachDatabase('a visitor buys from the store', (database) => {
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

  describe('cart', () => {
    it('keeps a server-side cart named by a signed CART cookie and a hasCart cookie', async () => {
      const shirt = await product(owner.site, productBody({ name: 'Cart Shirt' }));
      const visitor = await shopper();
      const added = await visitor.add(shirt.variants[0]!.id, 2);
      expect(added.statusCode, added.body).toBe(200);
      expect(visitor.cookies.get('CART')).toMatch(/^[0-9a-f]{24}\./);
      expect(visitor.cookies.get('hasCart')).toBe('true');
      const { cart } = (await visitor.cart()).json();
      expect(cart).toMatchObject({
        totalQuantity: 2,
        subtotalCents: 9000,
        subtotalAmount: { value: 9000, currency: 'USD' },
        isPurchased: false,
        requiresShipping: true,
        hasDigital: false,
      });
      expect(cart.entries[0]).toMatchObject({
        name: 'Cart Shirt',
        quantity: 2,
        unitPrice: 4500,
        options: 'S / White',
      });
    });

    it('refuses a quantity over stock with the spec’s message, sold-out and unknown variants', async () => {
      const shirt = await product(owner.site, productBody({ name: 'Few Shirts' }));
      const visitor = await shopper();
      const tooMany = await visitor.add(shirt.variants[0]!.id, 4);
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().error).toBe('Unable to update quantity');
      const soldOut = await visitor.add(shirt.variants[1]!.id, 1);
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json().error).toBe('Sold out');
      expect((await visitor.add('f'.repeat(24))).statusCode).toBe(404);
      expect((await visitor.add(shirt.variants[0]!.id, -1)).statusCode).toBe(400);
      expect((await visitor.add('nope')).statusCode).toBe(400);
      const foreign = await product(other.site, simpleProductBody('Foreign', 5));
      expect((await visitor.add(foreign.variants[0]!.id)).statusCode).toBe(404);
      expect((await visitor.add(shirt.variants[0]!.id, 1)).statusCode).toBe(200);
      const update = await visitor.request('PUT', `/api/commerce/cart/items/${shirt.variants[0]!.id}`, {
        quantity: 9,
      });
      expect(update.json().error).toBe('Unable to update quantity');
      const missing = await visitor.request('DELETE', `/api/commerce/cart/items/${shirt.variants[2]!.id}`);
      expect(missing.json().error).toBe('Unable to remove item');
      const removed = await visitor.request('DELETE', `/api/commerce/cart/items/${shirt.variants[0]!.id}`);
      expect(removed.json().cart.totalQuantity).toBe(0);
    });

    it('ignores a cart cookie planted from another site', async () => {
      const shirt = await product(owner.site, simpleProductBody('Planted', 5));
      const visitor = await shopper();
      await visitor.add(shirt.variants[0]!.id, 1);
      const elsewhere = await new Shopper(app, 'shop-b.localhost').start();
      elsewhere.cookies.set('CART', visitor.cookies.get('CART')!);
      elsewhere.cookies.set('hasCart', 'true');
      const { cart } = (await elsewhere.cart()).json();
      expect(cart.totalQuantity).toBe(0);
      const forged = await shopper();
      forged.cookies.set('CART', `${visitor.cookies.get('CART')!.split('.')[0]}.forged`);
      expect((await forged.cart()).json().cart.totalQuantity).toBe(0);
    });
  });

  describe('checkout', () => {
    it('needs the cart cookies, with the spec’s alert', async () => {
      const visitor = await shopper();
      const page = await visitor.request('GET', '/commerce/goto-checkout');
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(COOKIES_ALERT.replace("'", '&#39;'));
      const api = await visitor.checkout();
      expect(api.statusCode).toBe(400);
      expect(api.json().error).toBe(COOKIES_ALERT);
      visitor.cookies.set('hasCart', 'true');
      const redirect = await visitor.request('GET', '/commerce/goto-checkout');
      expect(redirect.statusCode).toBe(303);
      expect(redirect.headers.location).toBe('/checkout');
    });

    it('sells: holds stock, declines a card, takes the payment, mails, and empties the cart', async () => {
      const mug = await product(owner.site, simpleProductBody('Sale Mug', 5, 1250));
      const variant = mug.variants[0]!.id;
      const visitor = await shopper();
      await visitor.add(variant, 2);
      const badZip = await visitor.checkout({ shippingAddress: { ...US_ADDRESS, postalCode: '1234' } });
      expect(badZip.statusCode).toBe(400);
      expect(badZip.json().errors).toHaveProperty(['shippingAddress.postalCode']);
      expect(await stockOf(app, variant)).toBe(5);

      const started = await visitor.checkout();
      expect(started.statusCode, started.body).toBe(201);
      const { order, redirectUrl } = started.json();
      expect(order.total).toBe(2500);
      expect(redirectUrl).toMatch(/^http:\/\/shop-a\.localhost\/commerce\/pay\/[0-9a-f]{24}\?token=/);
      expect(await stockOf(app, variant)).toBe(3);

      const declined = await visitor.pay(redirectUrl, CARDS.declined);
      expect(declined.json()).toMatchObject({ outcome: 'declined', message: 'Your card was declined.' });
      expect(await orderStatus(app, order.id)).toBe('pending');

      const paid = await visitor.pay(redirectUrl, CARDS.ok);
      expect(paid.json().outcome).toBe('paid');
      expect(await orderStatus(app, order.id)).toBe('paid');
      expect(await stockOf(app, variant)).toBe(3);
      // A second submit of the form cannot pay twice.
      expect((await visitor.pay(redirectUrl, CARDS.ok)).json().outcome).toBe('closed');

      const mails = await app.db
        .selectFrom('mail_messages')
        .selectAll()
        .where('website_id', '=', owner.siteId)
        .execute();
      const kinds = mails.filter((m) => m.text.includes(`#${order.number}`)).map((m) => `${m.kind}:${m.to}`);
      expect(kinds.sort()).toEqual(['order-confirmation:ada@example.com', 'order-new:shop-a@example.com']);

      const status = await visitor.request(
        'GET',
        new URL(paid.json().redirectUrl, 'http://x').pathname +
          new URL(paid.json().redirectUrl, 'http://x').search,
      );
      expect(status.statusCode).toBe(200);
      expect(status.body).toContain('Order confirmed');
      expect(status.body).toContain(`#${order.number}`);
      expect(status.headers['x-robots-tag']).toBe('noindex');
      const forgedStatus = await visitor.request('GET', `/commerce/orders/${order.id}?token=nope`);
      expect(forgedStatus.statusCode).toBe(404);
      expect((await visitor.cart()).json().cart.totalQuantity).toBe(0);
    });

    it('asks for an extra confirmation with the third test card', async () => {
      const mug = await product(owner.site, simpleProductBody('Confirm Mug', 2));
      const visitor = await shopper();
      await visitor.add(mug.variants[0]!.id);
      const { redirectUrl, order } = (await visitor.checkout()).json();
      const asked = (await visitor.pay(redirectUrl, CARDS.confirm)).json();
      expect(asked.outcome).toBe('requires_confirmation');
      const token = new URL(redirectUrl).searchParams.get('token');
      const confirm = () =>
        visitor.request('POST', `/api/commerce/test-card/${order.id}/confirm`, {
          token,
          attempt: asked.attempt,
          decision: 'confirm',
        });
      expect((await confirm()).json().outcome).toBe('paid');
      // Posted again (a replay, a double click): nothing charged or refunded again.
      const again = await confirm();
      expect(again.json().outcome).toBe('closed');
      expect(await orderStatus(app, order.id)).toBe('paid');
      const payments = await app.db
        .selectFrom('payments')
        .select(['kind'])
        .where('order_id', '=', order.id)
        .execute();
      expect(payments.map((p) => p.kind)).toEqual(['charge']);
    });

    it('confirms only a payment that asked for confirmation', async () => {
      const mug = await product(owner.site, simpleProductBody('Declined Confirm Mug', 2));
      const visitor = await shopper();
      await visitor.add(mug.variants[0]!.id);
      const { redirectUrl, order } = (await visitor.checkout()).json();
      expect((await visitor.pay(redirectUrl, CARDS.declined)).json().outcome).toBe('declined');
      const token = new URL(redirectUrl).searchParams.get('token');
      for (const attempt of ['', 'nope', `${order.id}.forged`]) {
        const forged = await visitor.request('POST', `/api/commerce/test-card/${order.id}/confirm`, {
          token,
          attempt,
          decision: 'confirm',
        });
        expect(forged.statusCode).toBe(400);
        expect(forged.json().code).toBe('payments.no_confirmation');
      }
      expect(await orderStatus(app, order.id)).toBe('pending');
      // Another order's confirmation does not confirm this one.
      const other = await shopper();
      await other.add(mug.variants[0]!.id);
      const second = (await other.checkout()).json();
      const asked = (await other.pay(second.redirectUrl, CARDS.confirm)).json();
      const borrowed = await visitor.request('POST', `/api/commerce/test-card/${order.id}/confirm`, {
        token,
        attempt: asked.attempt,
        decision: 'confirm',
      });
      expect(borrowed.statusCode).toBe(400);
      expect(await orderStatus(app, order.id)).toBe('pending');
    });

    it('refuses a country that ISO 3166-1 does not have, and offers the countries as a list', async () => {
      const mug = await product(owner.site, simpleProductBody('Country Mug', 5));
      const visitor = await shopper();
      await visitor.add(mug.variants[0]!.id);
      for (const country of ['XX', 'ZZ', 'EU', 'UK', '*', 'USA']) {
        const refused = await visitor.checkout({ shippingAddress: { ...US_ADDRESS, country } });
        expect(refused.statusCode, country).toBe(400);
        expect(refused.json().errors['shippingAddress.country'], country).toBe('Choose a country.');
      }
      const page = await visitor.request('GET', '/checkout');
      expect(page.body).toContain('<select id="shippingAddress.country" name="shippingAddress.country"');
      expect(page.body).toContain('<option value="DE">Germany</option>');
      expect(page.body).toContain('<option value="US" selected="">United States</option>');
      expect(page.body).not.toContain('value="ZZ"');
      const settings = (await owner.site.request('GET', '/api/config/store/settings')).json().settings;
      const badZone = await owner.site.request('PUT', '/api/config/store/settings', {
        ...settings,
        taxRates: [{ country: 'XX', region: null, rate: 500 }],
      });
      expect(badZone.statusCode).toBe(400);
      expect(JSON.stringify(badZone.json().errors)).toContain('Use a country code of ISO 3166-1');
      // A shipping zone naming a country that does not exist is refused the same way.
      const zone = {
        id: 'nowhere',
        name: 'Nowhere',
        countries: ['ZZ'],
        regions: [],
        rates: [{ id: 'flat', name: 'Flat', kind: 'flat', amount: 500, freeOver: null, bands: [] }],
      };
      const badShipping = await owner.site.request('PUT', '/api/config/store/settings', {
        ...settings,
        shippingZones: [zone],
      });
      expect(badShipping.statusCode).toBe(400);
      expect(JSON.stringify(badShipping.json().errors)).toContain('Use a country code of ISO 3166-1');
    });

    it('computes totals on the server: a price from the browser is ignored', async () => {
      const mug = await product(owner.site, simpleProductBody('Priced Mug', 5, 3000));
      const visitor = await shopper();
      await visitor.request('POST', '/api/commerce/cart/items', {
        variantId: mug.variants[0]!.id,
        quantity: 1,
        price: 1,
      });
      const started = await visitor.checkout({ total: 1, subtotal: 1, discount: 2999 });
      expect(started.json().order.total).toBe(3000);
    });

    it('gives the stock back when the hold runs out, and sells late only while stock is left', async () => {
      const mug = await product(owner.site, simpleProductBody('Late Mug', 1));
      const variant = mug.variants[0]!.id;
      const late = await shopper();
      await late.add(variant);
      const first = (await late.checkout()).json();
      expect(await stockOf(app, variant)).toBe(0);
      const future = new Date(Date.now() + 16 * 60_000);
      expect(await sweepExpiredOrders(app.db, future)).toBeGreaterThanOrEqual(1);
      expect(await orderStatus(app, first.order.id)).toBe('expired');
      expect(await stockOf(app, variant)).toBe(1);
      // Paid late while the unit is still there: sold.
      expect((await late.pay(first.redirectUrl)).json().outcome).toBe('paid');
      expect(await stockOf(app, variant)).toBe(0);

      await app.db
        .updateTable('product_variants')
        .set({ qty_in_stock: 1 })
        .where('id', '=', variant)
        .execute();
      const slow = await shopper();
      await slow.add(variant);
      const second = (await slow.checkout()).json();
      await sweepExpiredOrders(app.db, future);
      const fast = await shopper();
      await fast.buy(variant);
      // The slow payment lands after the last unit was sold to someone else: refunded, never oversold.
      const answer = await slow.pay(second.redirectUrl);
      expect(answer.json().outcome).toBe('closed');
      expect(await orderStatus(app, second.order.id)).toBe('refunded');
      expect(await stockOf(app, variant)).toBe(0);
      const told = await app.db
        .selectFrom('mail_messages')
        .select('kind')
        .where('kind', '=', 'order-auto-refund')
        .execute();
      expect(told.length).toBeGreaterThanOrEqual(1);
      const refunds = await app.db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', second.order.id)
        .where('kind', '=', 'refund')
        .execute();
      expect(refunds).toHaveLength(1);
    });

    it('counts a payment event delivered twice once', async () => {
      const mug = await product(owner.site, simpleProductBody('Twice Mug', 3));
      const visitor = await shopper();
      await visitor.add(mug.variants[0]!.id);
      const { order } = (await visitor.checkout()).json();
      const event = {
        orderId: order.id,
        providerRef: 'ch_1',
        amount: order.total,
        currency: 'USD',
        eventKey: 'evt_same',
      };
      const outcomes = await Promise.all([
        completePayment(app, event, 'http://shop-a.localhost'),
        completePayment(app, event, 'http://shop-a.localhost'),
      ]);
      expect(outcomes.sort()).toEqual(['duplicate', 'paid']);
      expect(await stockOf(app, mug.variants[0]!.id)).toBe(2);
    });

    it('holds the minimum subtotal with the spec’s sentence', async () => {
      const settings = (await owner.site.request('GET', '/api/config/store/settings')).json().settings;
      await owner.site.request('PUT', '/api/config/store/settings', { ...settings, minimumSubtotal: 5000 });
      const cheap = await product(owner.site, simpleProductBody('Cheap', 5, 100));
      const visitor = await shopper();
      await visitor.add(cheap.variants[0]!.id);
      expect((await visitor.cart()).json().cart.minimumMessage).toBe(
        'To check out, your order subtotal must be $50.00 or more.',
      );
      const refused = await visitor.checkout();
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('To check out, your order subtotal must be $50.00 or more.');
      await owner.site.request('PUT', '/api/config/store/settings', { ...settings, minimumSubtotal: 0 });
    });

    it('applies coupons and keeps their usage limit', async () => {
      await owner.site.request('POST', '/api/config/store/coupons', {
        code: 'ONCE',
        kind: 'percent',
        amount: 10,
        usageLimit: 1,
      });
      const mug = await product(owner.site, simpleProductBody('Coupon Mug', 10, 2000));
      const a = await shopper();
      await a.add(mug.variants[0]!.id);
      const applied = await a.request('PUT', '/api/commerce/cart/coupon', { code: 'once' });
      expect(applied.json().cart).toMatchObject({
        discountCents: 200,
        grandTotalCents: 1800,
        validCoupons: ['ONCE'],
      });
      const b = await shopper();
      await b.add(mug.variants[0]!.id);
      await b.request('PUT', '/api/commerce/cart/coupon', { code: 'ONCE' });
      expect((await a.checkout()).statusCode).toBe(201);
      const second = await b.checkout();
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('checkout.coupon_used_up');
      expect((await b.request('PUT', '/api/commerce/cart/coupon', { code: 'NOPE' })).statusCode).toBe(400);
    });
  });
});
