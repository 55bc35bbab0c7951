import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { AppError } from '#platform/errors/app-error';
import { mediaItemRow, submissionRow, subscriberRow } from '#testing/rows';
import { createTestApp, ownerWithSite, type TestClient } from '#testing/test-app';

const FORM = 'c'.repeat(24);
const at = (n: number) => new Date(Date.UTC(2031, 0, 1) + Math.floor(n / 2) * 60_000).toISOString();

describeEachDatabase('the owner’s lists, a page at a time by key', (database) => {
  let app: FastifyInstance;
  let owner: TestClient;
  let siteId: string;
  /** What the server threw while answering 500, which its body does not say. */
  const failures: string[] = [];

  beforeAll(async () => {
    app = await createTestApp(database.current);
    app.addHook('onError', async (request, _reply, error) => {
      if (!(error instanceof AppError))
        failures.push(`${request.method} ${request.url}: ${error.stack ?? String(error)}`);
    });
    const made = await ownerWithSite(app, 'lists@example.com', 'lists');
    owner = made.site;
    siteId = made.siteId;
    const { db } = database.current;
    await db
      .insertInto('media_items')
      .values(
        Array.from({ length: 23 }, (_, n) =>
          mediaItemRow({
            website_id: siteId,
            kind: n % 3 === 0 ? 'document' : 'image',
            mime_type: n % 3 === 0 ? 'application/pdf' : 'image/png',
            file_name: `file-${n}.${n % 3 === 0 ? 'pdf' : 'png'}`,
            alt: n % 5 === 0 ? 'A Heron over the marsh' : '',
            created_at: at(n),
            deleted_at: n === 22 ? at(n) : null,
          }),
        ),
      )
      .execute();
    await db
      .insertInto('form_submissions')
      .values(
        Array.from({ length: 23 }, (_, n) =>
          submissionRow({
            website_id: siteId,
            form_id: FORM,
            search_text: n % 4 === 0 ? `grace hopper ${n} cobol` : `someone ${n}`,
            created_at: at(n),
          }),
        ),
      )
      .execute();
    await db
      .insertInto('newsletter_subscribers')
      .values(
        Array.from({ length: 23 }, (_, n) =>
          subscriberRow({
            website_id: siteId,
            form_id: FORM,
            email: n % 6 === 0 ? `heron${n}@marsh.example` : `reader${n}@example.com`,
            status: n % 2 ? 'confirmed' : 'pending',
            created_at: at(n),
          }),
        ),
      )
      .execute();
    for (let n = 0; n < 23; n++) {
      const made = await owner.request('POST', '/api/config/store/products', {
        productType: n % 4 === 0 ? 3 : 1,
        name: n % 5 === 0 ? `Heron Print ${n}` : `Mug ${n}`,
        variants: [{ price: 1000, qtyInStock: 1, sku: `SKU-${n}` }],
      });
      expect(made.statusCode, made.body).toBe(201);
    }
  });
  afterAll(() => app.close());

  /** Every item of a list, following `next` from the first page; the first page's count too. */
  async function everyPage(path: string, key: string) {
    const ids: string[] = [];
    let next: string | null = null;
    let first: { total?: number; totalCapped?: boolean } | null = null;
    do {
      const url = `${path}${path.includes('?') ? '&' : '?'}limit=5${next ? `&cursor=${next}` : ''}`;
      const response = await owner.request('GET', url);
      expect(response.statusCode, `GET ${url}: ${response.body}\n${failures.join('\n')}`).toBe(200);
      const body = response.json() as { next: string | null; total?: number; totalCapped?: boolean } & Record<
        string,
        { id: string }[]
      >;
      first ??= body;
      if (next) expect(body.total).toBeUndefined();
      ids.push(...body[key]!.map((item) => item.id));
      next = body.next;
    } while (next);
    return { ids, total: first.total, totalCapped: first.totalCapped };
  }

  it('reaches every item of each list, each once, and counts them on the first page', async () => {
    const lists = [
      ['/api/config/media', 'items', 22],
      ['/api/config/media?kind=document', 'items', 8],
      ['/api/config/media?q=heron', 'items', 5],
      [`/api/config/forms/${FORM}/submissions`, 'submissions', 23],
      [`/api/config/forms/${FORM}/submissions?q=cobol+grace`, 'submissions', 6],
      ['/api/config/newsletter/subscribers', 'subscribers', 23],
      ['/api/config/newsletter/subscribers?q=marsh&status=pending', 'subscribers', 4],
      ['/api/config/store/products', 'products', 23],
      ['/api/config/store/products?q=sku-1', 'products', 11],
      ['/api/config/store/products?type=3', 'products', 6],
    ] as const;
    for (const [path, key, count] of lists) {
      const { ids, total, totalCapped } = await everyPage(path, key);
      expect(new Set(ids).size, path).toBe(count);
      expect(ids, path).toHaveLength(count);
      expect({ total, totalCapped }, path).toEqual({ total: count, totalCapped: false });
    }
  });

  it('lists the library oldest first by key as well', async () => {
    const newest = (await everyPage('/api/config/media', 'items')).ids;
    const oldest = (await everyPage('/api/config/media?sort=oldest', 'items')).ids;
    expect(oldest).toEqual([...newest].reverse());
  });

  it('keeps the store’s order in the products list', async () => {
    const { ids } = await everyPage('/api/config/store/products', 'products');
    const names = await database.current.db
      .selectFrom('products')
      .select(['id', 'position'])
      .where('website_id', '=', siteId)
      .orderBy('position')
      .execute();
    expect(ids).toEqual(names.map((row) => row.id));
  });

  it('refuses a cursor it did not hand out', async () => {
    for (const path of [
      '/api/config/media',
      '/api/config/store/orders',
      '/api/config/store/products',
      `/api/config/forms/${FORM}/submissions`,
      '/api/config/newsletter/subscribers',
    ]) {
      const response = await owner.request('GET', `${path}?cursor=not-a-cursor`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_input',
        errors: { cursor: expect.any(String) },
      });
    }
  });
});
