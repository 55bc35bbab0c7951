import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';

interface Item {
  id: string;
  kind: string;
  title: string;
  position: number;
}

/**
 * Pages and links of the main navigation share one sequence of positions: adding a page after a
 * link, or reordering the pages, never gives a page a link's position, so the menu's order is the
 * same on every read (a tie would be ordered by a tie-break rule, not by the owner).
 */
describeEachDatabase('menu positions: one sequence for pages and links', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'sequence@example.com', 'sequence-site');
  });
  afterAll(() => app.close());

  const menu = async () => (await owner.site.request('GET', '/api/config/navigation')).json().items as Item[];
  const expectNoTies = (items: readonly Item[]) =>
    expect(new Set(items.map((i) => i.position)).size).toBe(items.length);

  it('puts a page added after a link after it, and keeps the link in place when pages are reordered', async () => {
    const link = await owner.site.request('POST', '/api/config/navigation/links', {
      title: 'Journal',
      url: 'https://journal.example.com',
      newWindow: false,
    });
    expect(link.statusCode).toBe(201);
    const page = await owner.site.request('POST', '/api/config/pages', {
      title: 'Prices',
      navigation: 'main',
    });
    expect(page.statusCode, page.body).toBe(201);
    const added = await menu();
    expect(added.map((i) => i.title)).toEqual(['Home', 'About', 'Contact', 'Journal', 'Prices']);
    expectNoTies(added);

    const pages = added.filter((i) => i.kind === 'page');
    const [home, about, contact, prices] = pages.map((p) => p.id);
    const reordered = await owner.site.request('PUT', '/api/config/pages-order', {
      navigation: 'main',
      ids: [home, contact, about, prices],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = await menu();
    expect(after.map((i) => i.title)).toEqual(['Home', 'Contact', 'About', 'Journal', 'Prices']);
    expectNoTies(after);
  });

  it('keeps the order the owner saved in the menu editor after the pages are reordered again', async () => {
    const items = await menu();
    const byTitle = (title: string) => items.find((i) => i.title === title)!.id;
    const order = ['Journal', 'Home', 'Prices', 'Contact', 'About'].map((t) => ({
      id: byTitle(t),
      parentId: null,
    }));
    expect((await owner.site.request('PUT', '/api/config/navigation', { items: order })).statusCode).toBe(
      200,
    );
    // Home and Prices swap in the pages panel: the link stays first.
    const reordered = await owner.site.request('PUT', '/api/config/pages-order', {
      navigation: 'main',
      ids: ['Prices', 'Home', 'Contact', 'About'].map(byTitle),
    });
    expect(reordered.statusCode).toBe(200);
    const after = await menu();
    expect(after.map((i) => i.title)).toEqual(['Journal', 'Prices', 'Home', 'Contact', 'About']);
    expectNoTies(after);
  });
});
