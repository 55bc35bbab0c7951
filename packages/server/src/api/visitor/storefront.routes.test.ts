import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productBody, simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { takeStock } from '#modules/catalogue/stock.queries';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

describeEachDatabase('the visitor’s product list, kept like a page', (database) => {
  let app: FastifyInstance;
  let owner: TestClient;
  let visitor: TestClient;
  let siteId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp(database.current);
    const made = await ownerWithSite(app, 'list-cache@example.com', 'list-cache');
    owner = made.site;
    siteId = made.siteId;
    visitor = new TestClient(app, 'list-cache.localhost');
    for (const [name, extra] of [
      ['Fig Candle', { categories: ['Candles'], tags: ['gift'] }],
      ['Sage Mug', { categories: ['Tableware'] }],
      ['Gift Voucher', { productType: 3, categories: ['Gifts'], tags: ['gift'] }],
    ] as const) {
      const response = await owner.request(
        'POST',
        '/api/config/store/products',
        simpleProductBody(name, 5, 1200, extra),
      );
      expect(response.statusCode, response.body).toBe(201);
      ids[name] = response.json().product.id;
    }
    const shirt = await owner.request('POST', '/api/config/store/products', productBody());
    ids.shirt = shirt.json().product.id;
  });
  afterAll(() => app.close());

  const list = async (query = '') => {
    const response = await visitor.request('GET', `/api/commerce/products${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.json(), etag: response.headers.etag as string, raw: response.body };
  };
  const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

  it('answers the same bytes again, and 304 to a browser holding them', async () => {
    const first = await list();
    expect(names(first.body)).toEqual(['Fig Candle', 'Sage Mug', 'Gift Voucher', 'Linen Shirt']);
    const again = await list();
    expect(again.raw).toBe(first.raw);
    expect(again.etag).toBe(first.etag);
    const revalidated = await visitor.request('GET', '/api/commerce/products', undefined, {
      headers: { 'if-none-match': first.etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('narrows by category, tag and type, each its own entry', async () => {
    expect(names((await list('?category=Candles')).body)).toEqual(['Fig Candle']);
    expect(names((await list('?tag=gift')).body)).toEqual(['Fig Candle', 'Gift Voucher']);
    expect(names((await list('?tag=gift&type=3')).body)).toEqual(['Gift Voucher']);
    expect((await list('?type=3')).body.total).toBe(1);
    expect((await list('?limit=1&offset=1')).body).toMatchObject({
      total: 4,
      products: [{ name: 'Sage Mug' }],
    });
    expect((await visitor.request('GET', '/api/commerce/products?type=9')).statusCode).toBe(400);
  });

  it('follows a change of price at once (the change starts a new render generation)', async () => {
    const before = await list();
    const changed = await owner.request('PUT', `/api/config/store/products/${ids['Sage Mug']}`, {
      ...simpleProductBody('Sage Mug', 5, 999, { categories: ['Tableware'] }),
      variants: [{ id: before.body.products[1].variants[0].id, price: 999, qtyInStock: 5, weight: 1 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await list();
    expect(after.body.products[1].variants[0].price).toBe(999);
    expect(after.etag).not.toBe(before.etag);
  });

  it('shows stock as it is now, though a sale that leaves some starts no new generation', async () => {
    const before = await list();
    const variant = before.body.products[0].variants[0];
    expect(variant.qtyInStock).toBe(5);
    const generation = async () =>
      (
        await app.db
          .selectFrom('websites')
          .select('render_generation')
          .where('id', '=', siteId)
          .executeTakeFirstOrThrow()
      ).render_generation;
    const was = await generation();
    expect((await takeStock(app.db, siteId, variant.id, 2)).outcome).toBe('taken');
    expect(await generation()).toBe(was);
    const after = await list();
    expect(after.body.products[0].variants[0].qtyInStock).toBe(3);
    expect(after.etag).not.toBe(before.etag);
    // The rest of the list is what it was.
    expect(names(after.body)).toEqual(names(before.body));
    expect((await list()).raw).toBe(after.raw);
  });
});
