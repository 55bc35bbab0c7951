import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody, simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const base = '/api/config/store';

describeEachDatabase('the owner’s catalogue', (database) => {
  let app: FastifyInstance;
  let alice: Awaited<ReturnType<typeof ownerWithSite>>;
  let bob: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    alice = await ownerWithSite(app, 'cat-alice@example.com', 'cat-alice');
    bob = await ownerWithSite(app, 'cat-bob@example.com', 'cat-bob');
  });
  afterAll(() => app.close());

  const create = async (client: TestClient, body: unknown) => {
    const response = await client.request('POST', `${base}/products`, body);
    return response;
  };

  describe('products', () => {
    it('creates a product with variants, generating SKUs and a slug', async () => {
      const response = await create(alice.site, productBody());
      expect(response.statusCode, response.body).toBe(201);
      const { product } = response.json();
      expect(product).toMatchObject({
        productType: 1,
        name: 'Linen Shirt',
        slug: 'linen-shirt',
        state: 'Available',
        live: true,
        onSale: true,
        soldOut: false,
      });
      expect(product.variants).toHaveLength(3);
      for (const variant of product.variants) expect(variant.sku).toMatch(/^SQ\d{7}$/);
      expect(new Set(product.variants.map((v: { sku: string }) => v.sku)).size).toBe(3);
      const again = await create(alice.site, productBody());
      expect(again.json().product.slug).toBe('linen-shirt-2');
    });

    it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
      const before = (await alice.site.request('GET', `${base}/products`)).json().total;
      const cases: [unknown, string][] = [
        [
          productBody({ variants: [{ optionValues: ['S', 'White'], price: 100_000_001 }] }),
          'variants.0.price',
        ],
        [
          productBody({ variants: [{ optionValues: ['S', 'White'], price: 10, sku: 'x'.repeat(61) }] }),
          'variants.0.sku',
        ],
        [productBody({ variants: [{ optionValues: ['S', 'White'], price: -1 }] }), 'variants.0.price'],
        [
          productBody({ variants: [{ optionValues: ['S', 'White'], price: 10, qtyInStock: -2 }] }),
          'variants.0.qtyInStock',
        ],
        [
          productBody({ variants: [{ optionValues: ['XL', 'White'], price: 10 }] }),
          'variants.0.optionValues.0',
        ],
        [productBody({ variants: [] }), 'variants'],
        [
          productBody({
            options: Array.from({ length: 7 }, (_, i) => ({ name: `O${i}`, values: ['a'] })),
            variants: [{ optionValues: Array(7).fill('a'), price: 1 }],
          }),
          'options',
        ],
        [
          productBody({
            options: [{ name: 'N', values: Array.from({ length: 101 }, (_, i) => `v${i}`) }],
            variants: Array.from({ length: 101 }, (_, i) => ({ optionValues: [`v${i}`], price: 1 })),
          }),
          'variants',
        ],
        [productBody({ workflow: 'scheduled' }), 'publishAt'],
        [productBody({ tags: ['t'.repeat(51)] }), 'tags.0'],
        [productBody({ categories: ['c'.repeat(26)] }), 'categories.0'],
        [productBody({ productType: 4 }), 'productType'],
        [productBody({ name: '' }), 'name'],
        [productBody({ slug: 'Not A Slug!' }), 'slug'],
      ];
      for (const [body, field] of cases) {
        const response = await create(alice.site, body);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
        expect(Object.keys(response.json().errors), field).toContain(field);
      }
      expect((await alice.site.request('GET', `${base}/products`)).json().total).toBe(before);
    });

    it('keeps SKUs unique per site, but not across sites', async () => {
      const first = await create(
        alice.site,
        simpleProductBody('Mug', 5, 1200, { variants: [{ price: 1200, sku: 'MUG-1' }] }),
      );
      expect(first.statusCode).toBe(201);
      const clash = await create(
        alice.site,
        simpleProductBody('Cup', 5, 1200, { variants: [{ price: 1200, sku: 'MUG-1' }] }),
      );
      expect(clash.statusCode).toBe(400);
      expect(clash.json().code).toBe('catalogue.sku_taken');
      expect(clash.json().errors).toHaveProperty('variants.0.sku');
      const elsewhere = await create(
        bob.site,
        simpleProductBody('Mug', 5, 1200, { variants: [{ price: 1200, sku: 'MUG-1' }] }),
      );
      expect(elsewhere.statusCode).toBe(201);
      const slugClash = await create(alice.site, simpleProductBody('Other', 1, 100, { slug: 'mug' }));
      expect(slugClash.statusCode).toBe(400);
      expect(slugClash.json().errors).toHaveProperty('slug');
    });

    it('updates in place, keeping variant ids, and swaps SKUs between variants', async () => {
      const { product } = (await create(alice.site, productBody({ name: 'Swap' }))).json();
      const [a, b, c] = product.variants;
      const body = productBody({
        name: 'Swap 2',
        slug: product.slug,
        variants: [
          { id: a.id, sku: b.sku, optionValues: ['S', 'White'], price: 4600, qtyInStock: 9 },
          { id: b.id, sku: a.sku, optionValues: ['M', 'White'], price: 4500, qtyInStock: 0 },
        ],
      });
      const response = await alice.site.request('PUT', `${base}/products/${product.id}`, body);
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json().product;
      expect(updated.name).toBe('Swap 2');
      expect(updated.variants.map((v: { id: string }) => v.id)).toEqual([a.id, b.id]);
      expect(updated.variants.map((v: { sku: string }) => v.sku)).toEqual([b.sku, a.sku]);
      expect(updated.variants[0].qtyInStock).toBe(9);
      expect(updated.variants.some((v: { id: string }) => v.id === c.id)).toBe(false);
    });

    it('schedules a product that goes live at its time with nobody present', async () => {
      const past = await create(
        alice.site,
        productBody({ name: 'Was scheduled', workflow: 'scheduled', publishAt: '2020-01-01T00:00:00Z' }),
      );
      expect(past.json().product).toMatchObject({ workflow: 'scheduled', live: true, state: 'Available' });
      const future = await create(
        alice.site,
        productBody({ name: 'Later', workflow: 'scheduled', publishAt: '2999-01-01T00:00:00Z' }),
      );
      expect(future.json().product).toMatchObject({ live: false, state: 'Scheduled' });
      const draft = await create(alice.site, productBody({ name: 'Hidden one', workflow: 'draft' }));
      expect(draft.json().product).toMatchObject({ live: false, state: 'Hidden' });
    });

    it('makes a digital product unlimited, never sold out', async () => {
      const response = await create(alice.site, {
        productType: 2,
        name: 'E-book',
        variants: [{ price: 900, qtyInStock: 0 }],
        workflow: 'published',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().product).toMatchObject({ soldOut: false, variants: [{ unlimited: true }] });
    });

    it('duplicates as a hidden copy with new SKUs, and deletes', async () => {
      const { product } = (await create(alice.site, productBody({ name: 'Original' }))).json();
      const copy = await alice.site.request('POST', `${base}/products/${product.id}/duplicate`);
      expect(copy.statusCode).toBe(201);
      expect(copy.json().product).toMatchObject({
        name: 'Original (copy)',
        workflow: 'draft',
        slug: 'original-copy',
      });
      expect(copy.json().product.variants[0].sku).not.toBe(product.variants[0].sku);
      expect((await alice.site.request('DELETE', `${base}/products/${product.id}`)).statusCode).toBe(200);
      expect((await alice.site.request('GET', `${base}/products/${product.id}`)).statusCode).toBe(404);
      expect((await alice.site.request('GET', `${base}/products/not-an-id`)).statusCode).toBe(404);
    });

    it('searches by name and SKU and filters by workflow', async () => {
      const byName = (await alice.site.request('GET', `${base}/products?q=mug`)).json();
      expect(byName.products.map((p: { name: string }) => p.name)).toEqual(['Mug']);
      const bySku = (await alice.site.request('GET', `${base}/products?q=mug-1`)).json();
      expect(bySku.total).toBe(1);
      const drafts = (await alice.site.request('GET', `${base}/products?workflow=draft`)).json();
      expect(drafts.products.every((p: { workflow: string }) => p.workflow === 'draft')).toBe(true);
      expect((await alice.site.request('GET', `${base}/products?limit=0`)).statusCode).toBe(400);
    });
  });

  describe('inventory', () => {
    it('lists stock per variant with low stock flagged, and edits it in bulk', async () => {
      const { product } = (await create(alice.site, productBody({ name: 'Stocked' }))).json();
      const inventory = (await alice.site.request('GET', `${base}/inventory`)).json();
      const row = inventory.inventory.find(
        (r: { variantId: string }) => r.variantId === product.variants[0].id,
      );
      expect(row).toMatchObject({ qtyInStock: 3, lowStock: true, options: 'S / White' });
      const patch = await alice.site.request('PATCH', `${base}/variants`, {
        variants: [
          { id: product.variants[0].id, qtyInStock: 40, price: 4700 },
          { id: product.variants[1].id, unlimited: true },
        ],
      });
      expect(patch.statusCode, patch.body).toBe(200);
      const after = (await alice.site.request('GET', `${base}/products/${product.id}`)).json().product;
      expect(after.variants[0]).toMatchObject({ qtyInStock: 40, price: 4700 });
      expect(after.variants[1].unlimited).toBe(true);
    });

    it('changes nothing when one row is bad or not this site’s', async () => {
      const { product } = (await create(alice.site, productBody({ name: 'Atomic' }))).json();
      const bobs = (await create(bob.site, simpleProductBody('Bob thing', 2))).json().product;
      const foreign = await alice.site.request('PATCH', `${base}/variants`, {
        variants: [
          { id: product.variants[0].id, qtyInStock: 99 },
          { id: bobs.variants[0].id, qtyInStock: 0 },
        ],
      });
      expect(foreign.statusCode).toBe(404);
      const negative = await alice.site.request('PATCH', `${base}/variants`, {
        variants: [{ id: product.variants[0].id, qtyInStock: -1 }],
      });
      expect(negative.statusCode).toBe(400);
      const after = (await alice.site.request('GET', `${base}/products/${product.id}`)).json().product;
      expect(after.variants[0].qtyInStock).toBe(3);
      const bobAfter = (await bob.site.request('GET', `${base}/products/${bobs.id}`)).json().product;
      expect(bobAfter.variants[0].qtyInStock).toBe(2);
    });
  });

  describe('settings and coupons', () => {
    it('starts from defaults and saves settings, refusing a currency outside the 27', async () => {
      const start = (await alice.site.request('GET', `${base}/settings`)).json().settings;
      expect(start).toMatchObject({ currency: 'USD', reservationMinutes: 15 });
      const bad = await alice.site.request('PUT', `${base}/settings`, { ...start, currency: 'XYZ' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('currency');
      const saved = await alice.site.request('PUT', `${base}/settings`, {
        ...start,
        currency: 'EUR',
        measurementStandard: 2,
        taxRates: [{ country: 'de', region: null, rate: 1900 }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().settings).toMatchObject({
        currency: 'EUR',
        taxRates: [{ country: 'DE', rate: 1900 }],
      });
      const site = (await alice.site.request('GET', '/api/config/site')).json().site;
      expect(site.storeSettings.measurementStandard).toBe(2);
    });

    it('creates, updates and deletes coupons with clear errors', async () => {
      const made = await alice.site.request('POST', `${base}/coupons`, {
        code: 'spring10',
        kind: 'percent',
        amount: 10,
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().coupon).toMatchObject({ code: 'SPRING10', timesUsed: 0, active: true });
      const dup = await alice.site.request('POST', `${base}/coupons`, {
        code: 'SPRING10',
        kind: 'fixed',
        amount: 100,
      });
      expect(dup.statusCode).toBe(400);
      expect(dup.json().errors).toHaveProperty('code');
      const badPercent = await alice.site.request('POST', `${base}/coupons`, {
        code: 'X',
        kind: 'percent',
        amount: 120,
      });
      expect(badPercent.json().errors).toHaveProperty('amount');
      const id = made.json().coupon.id;
      const updated = await alice.site.request('PUT', `${base}/coupons/${id}`, {
        code: 'SPRING15',
        kind: 'percent',
        amount: 15,
        usageLimit: 5,
      });
      expect(updated.json().coupon).toMatchObject({ code: 'SPRING15', amount: 15, usageLimit: 5 });
      expect(
        (await bob.site.request('PUT', `${base}/coupons/${id}`, { code: 'Z', kind: 'free_shipping' }))
          .statusCode,
      ).toBe(404);
      expect((await alice.site.request('DELETE', `${base}/coupons/${id}`)).statusCode).toBe(200);
      expect((await alice.site.request('DELETE', `${base}/coupons/${id}`)).statusCode).toBe(404);
    });
  });

  describe('tenancy', () => {
    it('finds none of another site’s products through the owner’s own host', async () => {
      const bobs = (await create(bob.site, simpleProductBody('Secret', 2))).json().product;
      for (const [method, url, body] of [
        ['GET', `${base}/products/${bobs.id}`],
        ['PUT', `${base}/products/${bobs.id}`, simpleProductBody('Stolen', 1)],
        ['POST', `${base}/products/${bobs.id}/duplicate`],
        ['DELETE', `${base}/products/${bobs.id}`],
      ] as const) {
        const response = await alice.site.request(method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      const list = (await alice.site.request('GET', `${base}/products?q=secret`)).json();
      expect(list.total).toBe(0);
      const still = (await bob.site.request('GET', `${base}/products/${bobs.id}`)).json().product;
      expect(still.name).toBe('Secret');
    });

    it('refuses another owner on this host and a visitor on every store route', async () => {
      const intruder = new TestClient(app, 'cat-bob.localhost');
      expect((await intruder.signIn('cat-alice@example.com')).statusCode).toBe(200);
      const visitor = new TestClient(app, 'cat-bob.localhost');
      await visitor.request('GET', '/api/auth/session');
      const id = 'a'.repeat(24);
      const routes = [
        ['GET', `${base}/products`],
        ['POST', `${base}/products`, simpleProductBody('X', 1)],
        ['GET', `${base}/products/${id}`],
        ['PUT', `${base}/products/${id}`, simpleProductBody('X', 1)],
        ['DELETE', `${base}/products/${id}`],
        ['POST', `${base}/products/${id}/duplicate`],
        ['GET', `${base}/inventory`],
        ['PATCH', `${base}/variants`, { variants: [{ id, qtyInStock: 1 }] }],
        ['GET', `${base}/settings`],
        ['PUT', `${base}/settings`, { currency: 'USD', measurementStandard: 1 }],
        ['GET', `${base}/coupons`],
        ['POST', `${base}/coupons`, { code: 'A', kind: 'free_shipping' }],
        ['PUT', `${base}/coupons/${id}`, { code: 'A', kind: 'free_shipping' }],
        ['DELETE', `${base}/coupons/${id}`],
      ] as const;
      for (const [method, url, body] of routes) {
        const refused = await intruder.request(method, url, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        const anonymous = await visitor.request(method, url, body);
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
    });
  });
});
