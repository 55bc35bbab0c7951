import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, TestClient } from '#testing/test-app';
import { DEMO_IDENTIFIER, seedDemo } from './demo';

const HOST = `${DEMO_IDENTIFIER}.localhost`;
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describeEachDatabase('the demo’s Classes page', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    await seedDemo(app);
  });
  afterAll(() => app.close());

  it('is in the menu, with a price menu in tabs, classes first, every item in the page', async () => {
    const visitor = new TestClient(app, HOST);
    expect((await visitor.request('GET', '/')).body).toContain('href="/classes"');
    const page = await visitor.request('GET', '/classes');
    expect(page.statusCode).toBe(200);
    const main = mainOf(page.body);
    expect(main).toContain('data-block-type="18"');
    expect(main).toContain('data-behaviour="menu"');
    expect(main).toMatch(/<div class="block-menu__tabs" role="tablist">/);
    expect(main.indexOf('>Classes</button>')).toBeLessThan(main.indexOf('>Studio time</button>'));
    for (const words of [
      'Wheel taster',
      '$45',
      'Six-week course',
      'Kiln share',
      '$18',
      'Prices include clay and firing.',
    ])
      expect(main).toContain(words);
    // The first tab's panel shows; the second is in the page, hidden until its tab is chosen (or
    // shown under its heading without scripts: menu.css).
    expect(main).toMatch(/<section[^>]*block-menu__panel[^>]*role="tabpanel"[^>]*tabindex="0">/);
    expect(main).toMatch(/<section[^>]*block-menu__panel[^>]*role="tabpanel"[^>]*hidden="">/);
    // Below it, the kiln yard's picture masked by an arch (a Shape block, the tall group's 150 %).
    expect(main).toMatch(/class="block block-shape block-shape--arch[^"]*"[^>]*data-shape-size="150"/);
    expect(main).toMatch(/class="block-shape__img"/);
    expect(main).toContain('The kiln yard at dusk');
  });

  it('reads in French at its French address, prices as the French write them', async () => {
    const visitor = new TestClient(app, HOST);
    const french = await visitor.request('GET', '/fr/cours');
    expect(french.statusCode).toBe(200);
    const main = mainOf(french.body);
    expect(main).toContain('Initiation au tour');
    expect(main).toContain('45 $');
    expect(main).toContain('>Temps d’atelier</button>');
  });
});
