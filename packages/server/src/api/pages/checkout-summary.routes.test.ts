import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { orderStatusPath } from '#modules/orders/order-links';
import { StripeStandIn } from '#modules/payments/providers/stripe/stripe-stand-in.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TEST_SECRET } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

const window = new Window({
  settings: { disableJavaScriptFileLoading: true, disableJavaScriptEvaluation: true },
});
/** The page's main region, parsed as a browser would (the rest of the page is the site's shell). */
const main = (html: string) => {
  const region = html.slice(html.indexOf('<main'), html.indexOf('</main>') + '</main>'.length);
  return new window.DOMParser().parseFromString(region, 'text/html').querySelector('main')!;
};
/** The rows of the order summary table, as the customer reads them. */
const rows = (html: string) =>
  [...main(html).querySelectorAll('table[data-order-summary] tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent).join(' | '),
  );
const pathOf = (location: unknown) => {
  const url = new URL(String(location), 'http://x');
  return url.pathname + url.search;
};

/** Flat shipping within the US and to the rest of the world; New York's tax (8.88%). */
export const SUMMARY_SETTINGS = {
  shippingZones: [
    {
      id: 'us',
      name: 'United States',
      countries: ['US'],
      regions: [],
      rates: [
        { id: 'standard', name: 'Standard', kind: 'flat', amount: 600, freeOver: null, bands: [] },
        { id: 'express', name: 'Express', kind: 'flat', amount: 1800, freeOver: null, bands: [] },
      ],
    },
    {
      id: 'world',
      name: 'World',
      countries: ['*'],
      regions: [],
      rates: [
        { id: 'international', name: 'International', kind: 'flat', amount: 2500, freeOver: null, bands: [] },
      ],
    },
  ],
  taxRates: [{ country: 'US', region: 'NY', rate: 888 }],
};

const ADDRESS = {
  email: 'ada@example.com',
  'shippingAddress.name': 'Ada Lovelace',
  'shippingAddress.line1': '1 Main Street',
  'shippingAddress.line2': '',
  'shippingAddress.city': 'New York',
  'shippingAddress.region': 'NY',
  'shippingAddress.postalCode': '10001',
  'shippingAddress.country': 'US',
};

/** Two mugs at $17.00 with 10% off, sent express to New York. */
const NY_EXPRESS_ROWS = [
  'Summary Mug × 2 | $34.00',
  'Subtotal | $34.00',
  'Discount | -$3.40',
  'Shipping Express | $18.00',
  // 8.88% of $30.60 is 271.728 cents: 272.
  'Tax | $2.72',
  'Total | $51.32',
];

describeEachDatabase(
  'the checkout tells the customer what they pay, from the cart to the confirmation',
  (database) => {
    let app: FastifyInstance;
    let variant: string;
    const host = 'summary-shop.localhost';

    beforeAll(async () => {
      app = await createTestApp(database.current);
      const owner = await ownerWithSite(app, 'summary-shop@example.com', 'summary-shop');
      const settings = (await owner.site.request('GET', '/api/config/store/settings')).json().settings;
      const saved = await owner.site.request('PUT', '/api/config/store/settings', {
        ...settings,
        ...SUMMARY_SETTINGS,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const coupon = await owner.site.request('POST', '/api/config/store/coupons', {
        code: 'TENOFF',
        kind: 'percent',
        amount: 10,
      });
      expect(coupon.statusCode, coupon.body).toBe(201);
      const made = await owner.site.request(
        'POST',
        '/api/config/store/products',
        simpleProductBody('Summary Mug', 50, 1700),
      );
      expect(made.statusCode, made.body).toBe(201);
      variant = made.json().product.variants[0].id;
    });
    afterAll(() => app.close());

    /** A visitor with two mugs and the coupon in the cart, through the forms a browser without JavaScript posts. */
    const shopper = async () => {
      const visitor = await new Shopper(app, host).start();
      const added = await visitor.request(
        'POST',
        '/commerce/cart/add',
        { variantId: variant, quantity: '2' },
        { form: true },
      );
      expect(added.headers.location).toBe('/cart');
      await visitor.request('POST', '/commerce/cart/coupon', { code: 'tenoff' }, { form: true });
      return visitor;
    };

    it('prices each shipping option at checkout, and with an address adds shipping, tax and the total', async () => {
      const visitor = await shopper();
      const cart = await visitor.request('GET', '/cart');
      expect(main(cart.body).querySelector('[data-cart-later]')?.textContent).toBe(
        'Shipping and tax are calculated at checkout, from your address.',
      );

      const page = await visitor.request('GET', '/checkout');
      const options = () => [...main(page.body).querySelectorAll('input[name="shippingRateId"]')];
      expect(options().map((o) => o.parentElement?.textContent)).toEqual([
        ' Standard · $6.00',
        ' Express · $18.00',
      ]);
      expect(
        options()
          .find((o) => o.hasAttribute('checked'))
          ?.getAttribute('value'),
      ).toBe('standard');
      // Before an address: the lines and what they come to, and a word on what follows.
      expect(rows(page.body)).toEqual(['Summary Mug × 2 | $34.00', 'Subtotal | $34.00', 'Discount | -$3.40']);
      expect(main(page.body).querySelector('[data-summary-pending]')).not.toBeNull();

      // Update shipping and tax: the same page, priced for the address as far as it was typed.
      const quoted = await visitor.request(
        'POST',
        '/checkout',
        { ...ADDRESS, email: '', shippingRateId: 'express', intent: 'quote' },
        { form: true },
      );
      expect(quoted.statusCode).toBe(200);
      expect(rows(quoted.body)).toEqual(NY_EXPRESS_ROWS);
      expect(main(quoted.body).querySelector('[role="alert"]')).toBeNull();
      expect(
        main(quoted.body).querySelector('input[name="shippingRateId"][checked]')?.getAttribute('value'),
      ).toBe('express');
      expect(main(quoted.body).querySelector('#shippingAddress\\.city')?.getAttribute('value')).toBe(
        'New York',
      );

      // Another country: its own options and prices, and no New York tax.
      const abroad = await visitor.request(
        'POST',
        '/checkout',
        { ...ADDRESS, 'shippingAddress.country': 'DE', 'shippingAddress.region': '', intent: 'quote' },
        { form: true },
      );
      expect(
        [...main(abroad.body).querySelectorAll('input[name="shippingRateId"]')].map(
          (o) => o.parentElement?.textContent,
        ),
      ).toEqual([' International · $25.00']);
      expect(rows(abroad.body).slice(-2)).toEqual(['Shipping International | $25.00', 'Total | $55.60']);
    });

    it('shows on the pay page the order’s own figures, the same on the confirmation, which links to the status page', async () => {
      const visitor = await shopper();
      const started = await visitor.request(
        'POST',
        '/checkout',
        { ...ADDRESS, shippingRateId: 'express' },
        { form: true },
      );
      expect(started.statusCode, started.body).toBe(303);
      const payPath = pathOf(started.headers.location);
      const orderId = new URL(payPath, 'http://x').pathname.split('/').pop()!;
      const order = await app.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect([order.subtotal, order.discount, order.shipping, order.tax, order.total]).toEqual([
        3400, 340, 1800, 272, 5132,
      ]);

      const pay = await visitor.request('GET', payPath);
      expect(pay.statusCode).toBe(200);
      const paying = main(pay.body);
      expect(paying.querySelector('h1')?.textContent).toBe('Pay $51.32');
      expect(rows(pay.body)).toEqual(NY_EXPRESS_ROWS);
      expect(paying.querySelector('[data-order-total]')?.textContent).toBe('$51.32');
      expect(paying.querySelector('form[data-test-card-form] button[type="submit"]')?.textContent).toBe(
        'Pay $51.32',
      );

      // A declined card brings the same summary back with the alert.
      const token = new URL(payPath, 'http://x').searchParams.get('token')!;
      const card = { token, expiry: '12/34', cvc: '123' };
      const declined = await visitor.request(
        'POST',
        `/commerce/pay/${orderId}`,
        { ...card, number: '4000000000000002' },
        { form: true },
      );
      expect(declined.statusCode).toBe(402);
      expect(rows(declined.body)).toEqual(NY_EXPRESS_ROWS);

      const paid = await visitor.request(
        'POST',
        `/commerce/pay/${orderId}`,
        { ...card, number: '4242424242424242' },
        { form: true },
      );
      expect(paid.statusCode).toBe(303);
      const confirmed = await visitor.request('GET', pathOf(paid.headers.location));
      expect(main(confirmed.body).querySelector('h1')?.textContent).toBe('Order confirmed');
      expect(rows(confirmed.body)).toEqual(rows(pay.body));

      const link = main(confirmed.body).querySelector('a[data-order-status-link]');
      expect(link?.textContent).toBe('View order status');
      expect(link?.getAttribute('href')).toBe(orderStatusPath(TEST_SECRET, orderId));
      const status = await visitor.request('GET', link!.getAttribute('href')!);
      expect(status.statusCode).toBe(200);
      expect(main(status.body).querySelector('h1')?.textContent).toBe('Order status');
      expect(main(status.body).querySelector('[data-order-status-link]')).toBeNull();
      expect(rows(status.body)).toEqual(NY_EXPRESS_ROWS);
    });
  },
);

describeEachDatabase('paying on Stripe’s page: the checkout shows the order first', (database) => {
  let app: FastifyInstance;
  let stripe: StripeStandIn;
  let variant: string;
  const host = 'summary-stripe.localhost';

  beforeAll(async () => {
    stripe = await new StripeStandIn(async () => 200).start();
    app = await createTestApp(database.current, {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.base,
    });
    const owner = await ownerWithSite(app, 'summary-stripe@example.com', 'summary-stripe');
    const settings = (await owner.site.request('GET', '/api/config/store/settings')).json().settings;
    await owner.site.request('PUT', '/api/config/store/settings', { ...settings, ...SUMMARY_SETTINGS });
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Stripe Mug', 50, 1700),
    );
    variant = made.json().product.variants[0].id;
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  it('shows shipping, tax and the total before going to Stripe, and goes only with the total shown', async () => {
    const visitor = await new Shopper(app, host).start();
    await visitor.request(
      'POST',
      '/commerce/cart/add',
      { variantId: variant, quantity: '2' },
      { form: true },
    );
    const form = { ...ADDRESS, shippingRateId: 'standard' };
    const review = await visitor.request('POST', '/checkout', form, { form: true });
    expect(review.statusCode).toBe(200);
    expect(stripe.creates('/v1/checkout/sessions')).toHaveLength(0);
    expect(main(review.body).querySelector('[data-checkout-review]')?.textContent).toBe(
      'Check your order: you pay this total on the next page.',
    );
    // 8.88% of $34.00 is 301.92 cents: 302.
    expect(rows(review.body)).toEqual([
      'Stripe Mug × 2 | $34.00',
      'Subtotal | $34.00',
      'Shipping Standard | $6.00',
      'Tax | $3.02',
      'Total | $43.02',
    ]);
    const shown = main(review.body).querySelector('input[name="reviewedTotal"]')?.getAttribute('value');
    expect(shown).toBe('4302');

    // Express costs more than the total shown: the order is shown again, saying so.
    const changed = await visitor.request(
      'POST',
      '/checkout',
      { ...form, shippingRateId: 'express', reviewedTotal: shown! },
      { form: true },
    );
    expect(changed.statusCode).toBe(200);
    expect(main(changed.body).querySelector('[data-checkout-review]')?.textContent).toBe(
      'The total changed. Check it before you pay.',
    );
    expect(rows(changed.body).at(-1)).toBe('Total | $55.02');
    expect(stripe.creates('/v1/checkout/sessions')).toHaveLength(0);

    const started = await visitor.request(
      'POST',
      '/checkout',
      { ...form, reviewedTotal: shown! },
      { form: true },
    );
    expect(started.statusCode, started.body).toBe(303);
    expect(String(started.headers.location).startsWith(`${stripe.base}/pay/`)).toBe(true);
    const order = await app.db
      .selectFrom('orders')
      .select(['total', 'shipping', 'tax'])
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ total: 4302, shipping: 600, tax: 302 });
  });
});
