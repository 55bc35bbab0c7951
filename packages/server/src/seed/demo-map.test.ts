import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#platform/db/test-databases';
import { createTestApp, TestClient } from '#testing/test-app';
import { DEMO_IDENTIFIER, seedDemo } from './demo';

describe('the demo’s Contact page', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await openTestDatabase(null);
    app = await createTestApp(database);
    await seedDemo(app);
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('shows the studio on a map with its address card, its tiles from the server itself', async () => {
    const visitor = new TestClient(app, `${DEMO_IDENTIFIER}.localhost`);
    const page = await visitor.request('GET', '/contact');
    expect(page.statusCode).toBe(200);
    const main = page.body.slice(page.body.indexOf('<main'), page.body.indexOf('</main>'));
    expect(main).toContain('data-block-type="4"');
    expect(main).toContain('data-behaviour="map"');
    expect(main).toContain('<strong class="block-map__title">Riverside Studio</strong>');
    expect(main).toContain('14 Water Street');
    expect(main).toContain('href="https://www.google.com/maps?q=Riverside+Studio');
    // The map comes before the contact form.
    expect(main.indexOf('block-map')).toBeLessThan(main.indexOf('data-block-type="9"'));
    const source = (await visitor.request('GET', '/api/map/tiles')).json();
    expect(source.kind).toBe('archive');
    const [west, south, east, north] = source.bounds;
    expect(west < -73.9881 && -73.9881 < east && south < 40.7033 && 40.7033 < north).toBe(true);
  });
});
