import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, TestClient } from '#testing/test-app';
import { DEMO_IDENTIFIER, seedDemo } from './demo';

const HOST = `${DEMO_IDENTIFIER}.localhost`;

describeEachDatabase('the demo shop’s reviews', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    await seedDemo(app);
  });
  afterAll(() => app.close());

  it('shows the Glazed Bowl’s published reviews, newest first, with the owner’s reply and stars on the store', async () => {
    const visitor = new TestClient(app, HOST);
    const page = await visitor.request('GET', '/p/glazed-bowl');
    expect(page.statusCode).toBe(200);
    const main = page.body.slice(page.body.indexOf('<main'));
    expect(main).toContain('4.7 out of 5 stars, 3 reviews');
    expect(main.indexOf('Maria K.')).toBeLessThan(main.indexOf('Tom O.'));
    expect(main.indexOf('Tom O.')).toBeLessThan(main.indexOf('Lena S.'));
    expect(main).toContain('The glaze comes from the river clay');
    expect(main).not.toContain('@example.com');
    expect(page.body).toContain('"AggregateRating"');
    const store = await visitor.request('GET', '/store');
    expect(store.body).toContain('data-rating="4.7"');
    // The home page's Product block shows the bowl's stars, linking to its reviews.
    const home = await visitor.request('GET', '/');
    expect(home.body).toContain('href="/p/glazed-bowl#reviews"');
    expect(home.body).toContain('4.7 out of 5 stars, 3 reviews');
  });

  it('keeps the store’s order numbers free of the demo’s orders', async () => {
    const numbers = await app.db.selectFrom('orders').select('number').execute();
    const config = await app.db
      .selectFrom('store_configs')
      .select('next_order_number')
      .executeTakeFirstOrThrow();
    for (const { number } of numbers) expect(number).toBeLessThan(config.next_order_number);
  });
});
