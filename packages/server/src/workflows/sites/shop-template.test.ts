import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

describeEachDatabase('a site made from the Shop template has a real store', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'template-shop.localhost';
  let visitor: TestClient;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'template-shop@example.com', 'template-shop', 'shop');
    visitor = new TestClient(app, host);
  });
  afterAll(() => app.close());

  const products = async () =>
    (await owner.site.request('GET', '/api/config/store/products')).json().products as {
      id: string;
      name: string;
      slug: string;
      workflow: string;
      options: unknown[];
      variants: { id: string; price: number }[];
      images: unknown[];
    }[];

  it('holds a published store page in the menu and draft example products, one with options', async () => {
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    expect(pages.map((p: { title: string; kind: string }) => [p.title, p.kind])).toEqual([
      ['Home', 'page'],
      ['Shop', 'store'],
      ['Help', 'page'],
    ]);
    const made = await products();
    expect(made.length).toBeGreaterThanOrEqual(3);
    for (const product of made) {
      expect(product.workflow, product.name).toBe('draft');
      expect(product.name, product.name).toMatch(/\(example\)$/);
      expect(product.images.length, product.name).toBeGreaterThan(0);
    }
    expect(made.some((p) => p.options.length > 0 && p.variants.length > 1)).toBe(true);
  });

  it('shows visitors the store with its cart and no example for sale, and the owner’s preview what waits', async () => {
    const home = await visitor.request('GET', '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(/<a[^>]*href="\/shop"/);
    expect(home.body).toMatch(/<a[^>]*href="\/cart"[^>]*data-behaviour="cart-indicator"/);
    // The home page's Product block shows a draft: nothing for visitors.
    expect(home.body).not.toContain('(example)');
    expect(home.body).not.toContain('data-product-placeholder');
    const shop = await visitor.request('GET', '/shop');
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain('There are no products here yet.');

    const preview = await owner.site.request('GET', '/?preview=draft');
    expect(preview.body).toContain('Stoneware mug (example)');
    expect(preview.body).toMatch(/data-product-placeholder="">Only you see this: the product is a draft\./);
    const shopPreview = await owner.site.request('GET', '/shop?preview=draft');
    expect(shopPreview.body).toContain('Cedar &amp; fig candle (example)');
  });

  it('keeps the promise its pages make: delivery is free from $50 and costs $5 below', async () => {
    const settings = (await owner.site.request('GET', '/api/config/store/settings')).json().settings;
    const rate = settings.shippingZones[0].rates[0];
    expect(rate).toMatchObject({ kind: 'flat', amount: 500, freeOver: 5000 });
    expect(settings.currency).toBe('USD');
    const footer = (await visitor.request('GET', '/help')).body;
    expect(footer).toContain('Free delivery on orders from $50.');
    expect(footer).toContain('costs $5, or nothing on orders from $50');

    // The owner publishes the mug: it is on sale at once, and the checkout charges as promised.
    const mug = (await products()).find((p) => p.name.startsWith('Stoneware mug'))!;
    const full = (await owner.site.request('GET', `/api/config/store/products/${mug.id}`)).json().product;
    const published = await owner.site.request('PUT', `/api/config/store/products/${mug.id}`, {
      ...full,
      workflow: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await visitor.request('GET', '/')).body).toContain('Stoneware mug (example)');
    const shopper = await new Shopper(app, host).start();
    await shopper.add(mug.variants[0]!.id);
    const one = await shopper.checkout();
    expect(one.statusCode, one.body).toBe(201);
    // $28.00 and $5.00 delivery; two mugs ($56.00) go free.
    expect(one.json().order.total).toBe(2800 + 500);
    const two = await new Shopper(app, host).start();
    await two.add(mug.variants[0]!.id, 2);
    expect((await two.checkout()).json().order.total).toBe(2 * 2800);
  });
});
