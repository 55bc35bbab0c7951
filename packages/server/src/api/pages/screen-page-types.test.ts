import { PageType } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { confirmationMails, Reader, signUpThroughService } from '#modules/newsletter/newsletter.test-support';
import { orderStatusPath } from '#modules/orders/order-links';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TEST_SECRET, TestClient } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

/** The site context a page carries (spec 000 §3): one JSON script. */
const contextOf = (html: string) => {
  const match = html.match(/<script id="site-context" type="application\/json"[^>]*>([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no site context script');
  return JSON.parse(match[1]!) as { pageType: number; itemId: string | null; collectionId: string | null };
};

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describeEachDatabase('the page type each store and message screen carries', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'screen-types.localhost';
  let product: { id: string; slug: string; variants: { id: string }[] };

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'screen-types@example.com', 'screen-types');
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Type Mug', 9),
    );
    expect(made.statusCode, made.body).toBe(201);
    product = made.json().product;
  });
  afterAll(() => app.close());

  it('types the store’s screens as spec 001 §2 does, in the site’s shell', async () => {
    const visitor = new TestClient(app, host);
    const store = await visitor.request('GET', '/store');
    expect(contextOf(store.body)).toMatchObject({ pageType: PageType.page, itemId: null });

    // A product's page is a content item: the product is the item.
    const page = await visitor.request('GET', `/p/${product.slug}`);
    expect(contextOf(page.body)).toMatchObject({ pageType: PageType.contentItem, itemId: product.id });
    expect(contextOf((await visitor.request('GET', '/p/no-such-thing')).body).pageType).toBe(PageType.page);

    const shopper = await new Shopper(app, host).start();
    await shopper.add(product.variants[0]!.id);
    const cart = await shopper.request('GET', '/cart');
    expect(contextOf(cart.body).pageType).toBe(PageType.showCart);
    expect(cart.body).toContain('class="site-header"');
    expect(contextOf((await shopper.request('GET', '/checkout')).body).pageType).toBe(PageType.checkout);
    const noCookies = await visitor.request('GET', '/commerce/goto-checkout');
    expect(noCookies.statusCode).toBe(400);
    expect(contextOf(noCookies.body).pageType).toBe(PageType.checkout);

    const checkout = await shopper.checkout();
    expect(checkout.statusCode, checkout.body).toBe(201);
    const { order, redirectUrl } = checkout.json();
    const pay = await shopper.request('GET', new URL(redirectUrl).pathname + new URL(redirectUrl).search);
    expect(pay.statusCode).toBe(200);
    expect(mainOf(pay.body)).toMatch(/<h1>Pay \$10\.00<\/h1>/);
    expect(contextOf(pay.body).pageType).toBe(PageType.page);

    const status = orderStatusPath(TEST_SECRET, order.id);
    expect(contextOf((await shopper.request('GET', status)).body).pageType).toBe(PageType.orderStatus);
    expect((await shopper.pay(redirectUrl)).json().outcome).toBe('paid');
    const confirmed = await shopper.request('GET', `${status}&placed=1`);
    expect(mainOf(confirmed.body)).toContain('Order confirmed');
    expect(contextOf(confirmed.body).pageType).toBe(PageType.orderConfirmed);
    expect(contextOf((await shopper.request('GET', status)).body).pageType).toBe(PageType.orderStatus);

    const refused = await visitor.request('GET', `/commerce/downloads/${'a'.repeat(24)}?token=x`);
    expect(refused.statusCode).toBe(403);
    expect(contextOf(refused.body).pageType).toBe(PageType.page);
  });

  it('types the newsletter’s unsubscribe page 300, its confirmation 2 and a dead link 101', async () => {
    await signUpThroughService(app, owner.siteId, host)('types@example.com');
    const [mail] = await confirmationMails(app, owner.siteId, 'types@example.com');
    const reader = new Reader(app, host);
    expect(contextOf((await reader.open(mail!.confirm)).body).pageType).toBe(PageType.page);
    expect(contextOf((await reader.open(mail!.confirm)).body).pageType).toBe(PageType.error);
    const unsubscribed = await reader.open(mail!.unsubscribe);
    expect(unsubscribed.statusCode).toBe(200);
    expect(contextOf(unsubscribed.body).pageType).toBe(PageType.newsletterUnsubscribe);
    expect(contextOf((await reader.open('/api/newsletter/unsubscribe?token=nope')).body).pageType).toBe(
      PageType.error,
    );
  });
});
