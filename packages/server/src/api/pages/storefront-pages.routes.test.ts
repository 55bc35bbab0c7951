import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

describeEachDatabase('a store page at its own address, answered once', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  /** What the app logged per request (warnings and errors): a second answer is one of them. */
  const logged: string[] = [];

  beforeAll(async () => {
    app = await createTestApp(database.current);
    app.addHook('onRequest', (request, reply, done) => {
      const note =
        (level: string) =>
        (...args: unknown[]) =>
          logged.push(`${level} ${request.url}: ${args.map((a) => JSON.stringify(a)).join(' ')}`);
      reply.log = Object.assign(Object.create(reply.log), { warn: note('warn'), error: note('error') });
      done();
    });
    owner = await ownerWithSite(app, 'answered-once@example.com', 'answered-once');
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Fig Candle', 5, 2400, { categories: ['Candles'] }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const page = await owner.site.request('POST', '/api/config/pages', { kind: 'store', title: 'Candles' });
    expect(page.statusCode, page.body).toBe(201);
  });
  afterAll(() => app.close());

  it('answers a store page once, to the owner’s draft preview and to a visitor once published', async () => {
    const preview = await owner.site.request('GET', '/candles?preview=draft', undefined, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/html');
    expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
    const visitor = new TestClient(app, 'answered-once.localhost');
    for (const url of ['/candles', '/candles?page=1', '/candles?category=Candles']) {
      const response = await visitor.request('GET', url, undefined, { headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
    }
    // The answer sent, the catch-all of published pages must not answer the address again.
    expect(logged).toEqual([]);
  });
});
