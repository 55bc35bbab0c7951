import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

interface Item {
  id: string;
  kind: string;
  title: string;
  href: string;
  parentId: string | null;
}

const HOST = 'menu-site.localhost';

describeEachDatabase('the menu: order, nesting, links, hiding, and the 404 page', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'menu@example.com', 'menu-site');
    expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  const menu = async () => (await owner.site.request('GET', '/api/config/navigation')).json().items as Item[];
  const visitorHtml = async (path: string) => {
    const visitor = new TestClient(app, HOST);
    return visitor.request('GET', path);
  };
  /** The page's body: the head carries the stylesheet, which names the menu's classes too. */
  const bodyOf = (html: string) => html.slice(html.indexOf('<body'));

  it('adds a link, nests it and a page under About, and visitors get a dropdown', async () => {
    const added = await owner.site.request('POST', '/api/config/navigation/links', {
      title: 'Our shop',
      url: 'https://shop.example.com',
      newWindow: true,
    });
    expect(added.statusCode).toBe(201);
    const items = await menu();
    expect(items.map((i) => i.title)).toEqual(['Home', 'About', 'Contact', 'Our shop']);
    const about = items.find((i) => i.title === 'About')!;
    const order = [
      { id: items[0]!.id, parentId: null },
      { id: about.id, parentId: null },
      { id: items[3]!.id, parentId: about.id },
      { id: items[2]!.id, parentId: about.id },
    ];
    const saved = await owner.site.request('PUT', '/api/config/navigation', { items: order });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().items.map((i: Item) => [i.title, i.parentId === about.id])).toEqual([
      ['Home', false],
      ['About', false],
      ['Our shop', true],
      ['Contact', true],
    ]);

    const html = bodyOf((await visitorHtml('/')).body);
    const wide = html.slice(html.indexOf('site-nav__list--wide'), html.indexOf('site-menu'));
    expect(wide).toMatch(/href="\/about"[^>]*>About<\/a><ul class="site-nav__submenu" aria-label="About">/);
    expect(wide).toContain('href="https://shop.example.com" target="_blank" rel="noopener">Our shop</a>');
    expect(wide).toContain('href="/contact">Contact</a>');
  });

  it('refuses nesting two levels deep and an order that leaves an item out', async () => {
    const items = await menu();
    const [home, about, shop, contact] = items;
    const deep = await owner.site.request('PUT', '/api/config/navigation', {
      items: [
        { id: home!.id, parentId: null },
        { id: about!.id, parentId: home!.id },
        { id: shop!.id, parentId: about!.id },
        { id: contact!.id, parentId: null },
      ],
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().code).toBe('navigation.too_deep');
    const missing = await owner.site.request('PUT', '/api/config/navigation', {
      items: [{ id: home!.id, parentId: null }],
    });
    expect(missing.statusCode).toBe(400);
    expect((await menu()).map((i) => i.parentId !== null)).toEqual([false, false, true, true]);
  });

  it('refuses a link address that is no link, with the reason', async () => {
    const response = await owner.site.request('POST', '/api/config/navigation/links', {
      title: 'Broken',
      url: 'contact page',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.url).toBe('Links must be formatted as https://example.com or /page.');
    const script = await owner.site.request('POST', '/api/config/navigation/links', {
      title: 'Bad',
      url: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(400);
  });

  it('lifts the children of a page hidden from the menu to the top level', async () => {
    const about = (await menu()).find((i) => i.title === 'About')!;
    const hidden = await owner.site.request('PATCH', `/api/config/pages/${about.id}`, {
      navigation: '_hidden',
    });
    expect(hidden.statusCode).toBe(200);
    const html = bodyOf((await visitorHtml('/')).body);
    expect(html).not.toContain('>About</a>');
    expect(html).toContain('>Contact</a>');
    expect(html).not.toContain('site-nav__submenu');
  });

  it('answers unknown addresses with the owner’s 404 page, status 404, kept out of the sitemap', async () => {
    const before = await visitorHtml('/no-such-page');
    expect(before.statusCode).toBe(404);
    expect(before.body).toContain('Page not found');

    const created = await owner.site.request('POST', '/api/config/pages', { title: 'Lost?' });
    const id = created.json().page.id as string;
    const draft = (await owner.site.request('GET', `/api/config/pages/${id}/draft`)).json();
    const document = {
      sections: [
        {
          id: 'c'.repeat(24),
          blocks: [{ id: 'd'.repeat(24), type: 31, settings: { text: 'Nothing here, but try the shop.' } }],
        },
      ],
    };
    await owner.site.request('PUT', `/api/config/pages/${id}/draft`, { document, revision: draft.revision });
    const marked = await owner.site.request('PATCH', `/api/config/pages/${id}`, { notFoundPage: true });
    expect(marked.json().page).toMatchObject({ pageType: 100, navigation: '_hidden' });
    await owner.site.request('POST', `/api/config/pages/${id}/publish`);

    const after = await visitorHtml('/no-such-page');
    expect(after.statusCode).toBe(404);
    expect(after.body).toContain('Nothing here, but try the shop.');
    const sitemap = await visitorHtml('/sitemap.xml');
    expect(sitemap.body).not.toContain('/lost');

    const home = (await owner.site.request('GET', '/api/config/pages'))
      .json()
      .pages.find((p: { slug: string }) => p.slug === 'home');
    const refused = await owner.site.request('PATCH', `/api/config/pages/${home.id}`, { notFoundPage: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.notFoundPage).toBe('The home page cannot be the not-found page.');
  });
});
