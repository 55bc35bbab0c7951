import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#platform/db/test-databases';
import { createTestApp, TestClient } from '#testing/test-app';
import { DEMO_IDENTIFIER, seedDemo } from './demo';
import { DEMO_WORKSHOPS } from './demo-events';

const titles = (html: string) =>
  [...html.matchAll(/<h3 class="event-item__title"><a href="([^"]*)">([^<]*)<\/a><\/h3>/g)].map((m) => [
    m[1],
    m[2],
  ]);

describe('the demo’s Workshops', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let visitor: TestClient;
  const seededAt = Date.now();

  beforeAll(async () => {
    const database = await openTestDatabase(null);
    app = await createTestApp(database);
    await seedDemo(app);
    visitor = new TestClient(app, `${DEMO_IDENTIFIER}.localhost`);
    close = async () => {
      await app.close();
      await database.close();
    };
  }, 120_000);
  afterAll(() => close());

  it('lists three upcoming workshops in the coming three weeks, at the studio’s hours in New York', async () => {
    const list = await visitor.request('GET', '/workshops');
    expect(list.statusCode).toBe(200);
    expect(titles(list.body)).toEqual(
      DEMO_WORKSHOPS.map((w) => [`/workshops/${w.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, w.title]),
    );
    const times = [...list.body.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => Date.parse(m[1]!));
    expect(times).toHaveLength(3);
    for (const [i, time] of times.entries()) {
      const days = (time - seededAt) / 86_400_000;
      expect(days).toBeGreaterThan(DEMO_WORKSHOPS[i]!.daysAhead - 1.5);
      expect(days).toBeLessThan(DEMO_WORKSHOPS[i]!.daysAhead + 1.5);
    }
    const page = await visitor.request('GET', '/workshops/raku-firing-day');
    expect(page.body).toContain('America/New_York');
    expect(page.body).toMatch(/10:00\s*AM\s*–\s*4:00\s*PM/);
    const ics = await visitor.request('GET', '/workshops/raku-firing-day.ics');
    expect(ics.body).toMatch(/\r\nDTSTART;TZID=America\/New_York:\d{8}T100000\r\n/);
    expect(list.body).toContain('href="/workshops"');
  });

  it('shows this month on the Contact page in a Calendar block, and the list in French', async () => {
    const contact = await visitor.request('GET', '/contact');
    expect(contact.body).toContain('Workshops this month');
    expect(contact.body).toMatch(/<div data-block-type="26"[^>]*class="block-calendar"/);
    const month = new Date().toISOString().slice(0, 7);
    expect(contact.body).toContain(`id="calendar-`);
    expect(contact.body).toContain(`${month}"`);
    // The French menu leads to the page at its primary address under the language's prefix.
    expect((await visitor.request('GET', '/fr')).body).toContain('href="/fr/workshops"');
    const french = await visitor.request('GET', '/fr/workshops');
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<h1 class="events__title">Workshops</h1>');
    expect(french.body).toContain('À venir');
    expect(titles(french.body)).toHaveLength(3);
  });
});
