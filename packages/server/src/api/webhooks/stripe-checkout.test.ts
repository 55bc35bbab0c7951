import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { StripeStandIn } from '#modules/payments/providers/stripe/stripe-stand-in.test-support';
import { describeEachDatabase, openTestDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { sweepExpiredOrders } from '#workflows/checkout/checkout.workflow';
import { orderStatus, Shopper, stockOf } from '#workflows/checkout/store.test-support';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.routes';

describeEachDatabase('Stripe Checkout through a local stand-in of its API', (database) => {
  let app: FastifyInstance;
  let stripe: StripeStandIn;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'stripe-shop.localhost';

  const webhook = (payload: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { host: 'localhost', 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  beforeAll(async () => {
    stripe = await new StripeStandIn(async (payload, signature) => {
      return (await webhook(payload, signature)).statusCode;
    }).start();
    app = await createTestApp(database.current, {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.base,
    });
    owner = await ownerWithSite(app, 'stripe-shop@example.com', 'stripe-shop');
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const variantWithStock = async (name: string, stock: number) => {
    const response = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody(name, stock),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().product.variants[0].id as string;
  };

  /** A visitor puts one unit in the cart and checks out: an order holding stock and a session. */
  const checkout = async (variant: string) => {
    const visitor = await new Shopper(app, host).start();
    expect((await visitor.add(variant)).statusCode).toBe(200);
    const answer = await visitor.checkout();
    expect(answer.statusCode, answer.body).toBe(201);
    const { order, redirectUrl } = answer.json() as {
      order: { id: string; total: number };
      redirectUrl: string;
    };
    const sessionId = new URL(redirectUrl).pathname.split('/').pop()!;
    return { visitor, order, redirectUrl, sessionId, variant };
  };

  /** An event signed with the webhook secret, as [payload, signature]. */
  const signed = (event: object): [string, string] => {
    const payload = JSON.stringify(event);
    return [
      payload,
      new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
        payload,
        secret: stripe.webhookSecret,
      }),
    ];
  };

  const payments = (orderId: string) =>
    app.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).execute();
  const mails = (kind: string) =>
    app.db.selectFrom('mail_messages').selectAll().where('kind', '=', kind).execute();

  it('sends the customer to the hosted page and pays the order from the signed webhook', async () => {
    const variant = await variantWithStock('Stripe Lamp', 5);
    const { order, redirectUrl, sessionId } = await checkout(variant);
    expect(redirectUrl.startsWith(`${stripe.base}/pay/cs_test_`)).toBe(true);
    const [create] = stripe
      .creates('/v1/checkout/sessions')
      .filter((c) => c.body.client_reference_id === order.id);
    expect(create?.idempotencyKey).toBe(`checkout:${order.id}`);
    expect(create?.body).toMatchObject({
      mode: 'payment',
      customer_email: 'ada@example.com',
      line_items: { 0: { quantity: '1', price_data: { currency: 'usd', unit_amount: String(order.total) } } },
    });
    expect(await stockOf(app, variant)).toBe(4);
    expect(await orderStatus(app, order.id)).toBe('pending');

    // The hosted page's Pay button: Stripe completes the session, posts the webhook, redirects back.
    const paid = await fetch(redirectUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/commerce/orders/${order.id}`);
    expect(await orderStatus(app, order.id)).toBe('paid');
    const charges = await payments(order.id);
    expect(charges).toMatchObject([
      { kind: 'charge', amount: order.total, currency: 'USD', provider: 'stripe', status: 'succeeded' },
    ]);
    expect(charges[0]!.provider_ref).toBe(stripe.sessions.get(sessionId)!.payment_intent);
    expect(await stockOf(app, variant)).toBe(4);
    const confirmations = await mails('order-confirmation');
    expect(
      confirmations.filter(
        (m) => m.to === 'ada@example.com' && m.text.includes(`/commerce/orders/${order.id}`),
      ).length,
    ).toBe(1);
  });

  it('pays once however often, late or out of order Stripe reports the session', async () => {
    const variant = await variantWithStock('Stripe Mug', 3);
    const { order, sessionId } = await checkout(variant);
    stripe.hold = true;
    await stripe.pay(sessionId);
    const [completed] = stripe.held.splice(0);
    stripe.hold = false;
    for (let i = 0; i < 3; i++) expect(await stripe.send(completed!)).toBe(200);
    // A stale `expired` report arriving after the payment changes nothing.
    const stale = { ...completed!, id: 'evt_test_stale', type: 'checkout.session.expired' };
    expect(await stripe.send(stale)).toBe(200);
    expect(await orderStatus(app, order.id)).toBe('paid');
    expect((await payments(order.id)).filter((p) => p.kind === 'charge')).toHaveLength(1);
    expect(await stockOf(app, variant)).toBe(2);

    // Expired first, paid after: the stock is still there, so the order is sold once.
    const second = await checkout(variant);
    stripe.hold = true;
    await stripe.pay(second.sessionId);
    const [late] = stripe.held.splice(0);
    stripe.hold = false;
    const expired = { ...late!, id: 'evt_test_expired_first', type: 'checkout.session.expired' };
    expect(await stripe.send(expired)).toBe(200);
    expect(await orderStatus(app, second.order.id)).toBe('expired');
    expect(await stockOf(app, variant)).toBe(2);
    expect(await stripe.send(late!)).toBe(200);
    expect(await stripe.send(late!)).toBe(200);
    expect(await orderStatus(app, second.order.id)).toBe('paid');
    expect(await stockOf(app, variant)).toBe(1);
    expect(stripe.refunds).toHaveLength(0);
  });

  it('refunds through Stripe a payment that arrives after its hold ran out and the stock was sold', async () => {
    const variant = await variantWithStock('Stripe Last Chair', 1);
    const slow = await checkout(variant);
    stripe.hold = true;
    await stripe.pay(slow.sessionId);
    const [late] = stripe.held.splice(0);
    stripe.hold = false;
    expect(await sweepExpiredOrders(app.db, new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    const fast = await checkout(variant);
    await fetch(fast.redirectUrl, { method: 'POST', redirect: 'manual' });
    expect(await orderStatus(app, fast.order.id)).toBe('paid');

    expect(await stripe.send(late!)).toBe(200);
    expect(await orderStatus(app, slow.order.id)).toBe('refunded');
    expect(await stockOf(app, variant)).toBe(0);
    const paymentIntent = stripe.sessions.get(slow.sessionId)!.payment_intent;
    expect(stripe.refunds).toMatchObject([{ payment_intent: paymentIntent, amount: slow.order.total }]);
    const refundCall = stripe.creates('/v1/refunds').at(-1)!;
    expect(refundCall.idempotencyKey).toBe(`auto-refund:stripe:${slow.sessionId}`);
    const told = await mails('order-auto-refund');
    expect(told.some((m) => m.text.includes(`/commerce/orders/${slow.order.id}`))).toBe(true);
    // Stripe retries the same event: no second refund.
    expect(await stripe.send(late!)).toBe(200);
    expect(stripe.refunds).toHaveLength(1);
  });

  it('refunds in part and in full through Stripe when the owner asks', async () => {
    const variant = await variantWithStock('Stripe Desk', 2);
    const { order, redirectUrl, sessionId } = await checkout(variant);
    await fetch(redirectUrl, { method: 'POST', redirect: 'manual' });
    const url = `/api/config/store/orders/${order.id}/refund`;
    const part = await owner.site.request('POST', url, { amount: 300 });
    expect(part.json().order, part.body).toMatchObject({ status: 'paid', refunded: 300 });
    const rest = await owner.site.request('POST', url, {});
    expect(rest.json().order).toMatchObject({ status: 'refunded', refunded: order.total });
    const paymentIntent = stripe.sessions.get(sessionId)!.payment_intent;
    const mine = stripe.refunds.filter((r) => r.payment_intent === paymentIntent);
    expect(mine.map((r) => r.amount)).toEqual([300, order.total - 300]);
    const calls = stripe.creates('/v1/refunds').filter((c) => c.body.payment_intent === paymentIntent);
    expect(calls.every((c) => c.idempotencyKey)).toBe(true);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(2);
  });

  it('refuses a webhook whose signature does not match, and changes nothing', async () => {
    const variant = await variantWithStock('Stripe Vase', 2);
    const { order, sessionId } = await checkout(variant);
    stripe.hold = true;
    await stripe.pay(sessionId);
    const [event] = stripe.held.splice(0);
    stripe.hold = false;
    const payload = JSON.stringify(event);
    const forged = await webhook(payload, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatch(/Stripe-Signature/);
    const unsigned = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // Rightly signed, but an hour old: a captured event sent again later is refused too.
    const old = await webhook(payload, stripe.signatureAt(payload, Math.floor(Date.now() / 1000) - 3600));
    expect(old.statusCode).toBe(400);
    expect(await orderStatus(app, order.id)).toBe('pending');
    expect(await payments(order.id)).toHaveLength(0);
  });

  it("never lets one site's Stripe session or webhook change another site's orders", async () => {
    const other = await ownerWithSite(app, 'stripe-other@example.com', 'stripe-other');
    const otherHost = 'stripe-other.localhost';
    const made = await other.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Other Bench', 5),
    );
    expect(made.statusCode, made.body).toBe(201);
    const otherVariant = made.json().product.variants[0].id as string;
    const mine = await checkout(await variantWithStock('Stripe Stool', 5));
    const theirs = await (async () => {
      const visitor = await new Shopper(app, otherHost).start();
      expect((await visitor.add(otherVariant)).statusCode).toBe(200);
      const answer = await visitor.checkout();
      expect(answer.statusCode, answer.body).toBe(201);
      const { order, redirectUrl } = answer.json() as {
        order: { id: string; total: number };
        redirectUrl: string;
      };
      return { order, redirectUrl, sessionId: new URL(redirectUrl).pathname.split('/').pop()! };
    })();
    const refundsBefore = stripe.refunds.length;
    const unchanged = async () => {
      expect(await orderStatus(app, mine.order.id)).toBe('pending');
      expect(await payments(mine.order.id)).toHaveLength(0);
    };

    // The other site's session, paid, re-signed with this site's order in its metadata: ignored.
    stripe.hold = true;
    await stripe.pay(theirs.sessionId);
    const [paid] = stripe.held.splice(0);
    stripe.hold = false;
    const session = (paid!.data as { object: Record<string, unknown> }).object;
    const forSession = (type: string, object: Record<string, unknown>) => ({
      ...paid!,
      id: `evt_test_${type.split('.').pop()}_${Math.random().toString(16).slice(2)}`,
      type,
      data: { object },
    });
    const pointedHere = {
      ...session,
      client_reference_id: mine.order.id,
      metadata: { ...(session.metadata as object), atelier_order: mine.order.id },
    };
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
      const answer = await webhook(...signed(forSession(type, pointedHere)));
      expect(answer.json()).toEqual({ received: true, outcome: 'ignored' });
    }
    // Nor can it release this site's order and its stock.
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      expect((await webhook(...signed(forSession(type, pointedHere)))).json().outcome).toBe('ignored');
    }
    // A session naming one order in its metadata and another as its reference is no one's.
    const split = { ...session, metadata: { ...(session.metadata as object), atelier_order: mine.order.id } };
    expect((await webhook(...signed(forSession('checkout.session.expired', split)))).json().outcome).toBe(
      'ignored',
    );
    await unchanged();
    expect(await stockOf(app, mine.variant)).toBe(4);
    expect(stripe.refunds).toHaveLength(refundsBefore);

    // This site's own session, signed with a secret other than ours (another endpoint's): refused.
    stripe.hold = true;
    await stripe.pay(mine.sessionId);
    const [minePaid] = stripe.held.splice(0);
    stripe.hold = false;
    const payload = JSON.stringify(minePaid);
    const foreign = new Stripe('sk_test_other').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_another_endpoint',
    });
    expect((await webhook(payload, foreign)).statusCode).toBe(400);
    await unchanged();

    // The other site's genuine report, even posted to this site's host, pays its own order only.
    const theirsPaid = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { host, 'content-type': 'application/json', 'stripe-signature': signed(paid!)[1] },
      payload: signed(paid!)[0],
    });
    expect(theirsPaid.json().outcome).toBe('paid');
    expect(await orderStatus(app, theirs.order.id)).toBe('paid');
    await unchanged();
    // And the other way round: this site's genuine report posted to the other site's host.
    const minePaidThere = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        host: otherHost,
        'content-type': 'application/json',
        'stripe-signature': signed(minePaid!)[1],
      },
      payload: signed(minePaid!)[0],
    });
    expect(minePaidThere.json().outcome).toBe('paid');
    expect(await orderStatus(app, mine.order.id)).toBe('paid');
    expect((await payments(theirs.order.id)).map((p) => p.amount)).toEqual([theirs.order.total]);
    // The customer's mail links to the site the order was placed on.
    const mail = (await mails('order-confirmation')).find((m) => m.text.includes(theirs.order.id));
    expect(mail?.text).toContain(`http://${otherHost}/commerce/orders/${theirs.order.id}`);
  });

  it('gives the stock back when Stripe cannot start a payment', async () => {
    const variant = await variantWithStock('Stripe Rug', 1);
    const visitor = await new Shopper(app, host).start();
    await visitor.add(variant);
    const down = stripe.base;
    await stripe.close();
    const answer = await visitor.checkout();
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe('Payment could not start. Please try again.');
    expect(await stockOf(app, variant)).toBe(1);
    await stripe.start(Number(new URL(down).port));
  });
});

it('refuses to start with PAYMENT_PROVIDER=stripe and no keys', async () => {
  const database = await openTestDatabase(null);
  await expect(createTestApp(database, { PAYMENT_PROVIDER: 'stripe' })).rejects.toThrow(/STRIPE_SECRET_KEY/);
  await database.close();
});
