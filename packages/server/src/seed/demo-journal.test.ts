import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#platform/db/test-databases';
import { createTestApp, TestClient } from '#testing/test-app';
import { DEMO_IDENTIFIER, seedDemo } from './demo';

describe('the demo’s Journal', () => {
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

  it('lists its live posts by two authors, newest first, and keeps the scheduled one back', async () => {
    const visitor = new TestClient(app, `${DEMO_IDENTIFIER}.localhost`);
    const list = await visitor.request('GET', '/journal');
    expect(list.statusCode).toBe(200);
    const main = list.body.slice(list.body.indexOf('<main'), list.body.indexOf('</main>'));
    const titles = [...main.matchAll(/class="blog-item__title"><a href="[^"]+">([^<]+)</g)].map((m) => m[1]);
    expect(titles).toEqual([
      'Open studio weekend',
      'Relining the big kiln',
      'What to expect at your first class',
      'A new glaze: river slate',
      'Why we fire twice',
    ]);
    expect(main).toContain('Mara Lind');
    expect(main).toContain('Tomás Reyes');
    expect(main).not.toContain('Winter class timetable');
    expect(list.body).toContain('href="/journal"');
    const tag = await visitor.request('GET', '/journal/tag/Kiln');
    expect(tag.body).toContain('Relining the big kiln');
    expect(tag.body).not.toContain('Open studio weekend</a>');
  });
});
