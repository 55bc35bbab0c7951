import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

interface Page {
  id: string;
  kind: 'page' | 'store';
  title: string;
  slug: string;
  path: string;
  navigation: string;
  store: Record<string, unknown> | null;
}

/** The product names a store page lists, in order. */
const listed = (html: string) =>
  [...html.matchAll(/<span data-product-name="">([^<]*)<\/span>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describeEachDatabase(
  'store pages: a kind of page an owner adds, sets and serves at its own address',
  (database) => {
    let app: FastifyInstance;
    let owner: Awaited<ReturnType<typeof ownerWithSite>>;
    const host = 'kinds-shop.localhost';
    let visitor: TestClient;
    const ids: Record<string, string> = {};

    const product = async (name: string, price: number, extra: Record<string, unknown> = {}) => {
      const response = await owner.site.request(
        'POST',
        '/api/config/store/products',
        simpleProductBody(name, 5, price, extra),
      );
      expect(response.statusCode, response.body).toBe(201);
      ids[name] = response.json().product.id;
      return response.json().product as { id: string; slug: string };
    };
    const addPage = async (body: Record<string, unknown>) => {
      const response = await owner.site.request('POST', '/api/config/pages', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().page as Page;
    };
    const publish = async () =>
      expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);

    beforeAll(async () => {
      app = await createTestApp(database.current);
      owner = await ownerWithSite(app, 'kinds-owner@example.com', 'kinds-shop');
      visitor = new TestClient(app, host);
      await product('Sage Mug', 2800, { categories: ['Tableware'] });
      await product('Fig Candle', 2400, { categories: ['Candles'] });
      await product('Linen Napkins', 3600, { categories: ['Linen', 'Tableware'] });
      await product('Hidden Vase', 9900, { categories: ['Tableware'], workflow: 'draft' });
    });
    afterAll(() => app.close());

    describe('Add page kinds (POST /api/config/pages)', () => {
      it('makes a plain page by default and a store page with kind store, listing every product', async () => {
        const plain = await addPage({ title: 'Our story' });
        expect(plain).toMatchObject({ kind: 'page', slug: 'our-story', store: null });
        const store = await addPage({ kind: 'store', title: 'Ceramics' });
        expect(store).toMatchObject({
          kind: 'store',
          slug: 'ceramics',
          path: '/ceramics',
          navigation: 'main',
          store: { show: 'all', categories: [], productIds: [], sort: 'store', perPage: 24 },
        });
        const list = (await owner.site.request('GET', '/api/config/pages')).json().pages as Page[];
        expect(list.find((p) => p.id === store.id)?.kind).toBe('store');
      });

      it('lets only a store page live at /store, and names a bad kind', async () => {
        const store = await addPage({ kind: 'store', title: 'Store' });
        expect(store.slug).toBe('store');
        const plain = await owner.site.request('POST', '/api/config/pages', { title: 'Store' });
        expect(plain.json().page.slug).toBe('page');
        const reserved = await owner.site.request('POST', '/api/config/pages', { title: 'X', slug: 'store' });
        expect(reserved.statusCode).toBe(400);
        expect(reserved.json().errors.slug).toBe('This address is reserved.');
        const other = await owner.site.request('POST', '/api/config/pages', { kind: 'forum', title: 'News' });
        expect(other.statusCode).toBe(400);
        expect(other.json().errors.kind).toBe(
          'Choose a page, a store page, a blog, an events page or a link.',
        );
        const moved = await owner.site.request('PATCH', `/api/config/pages/${plain.json().page.id}`, {
          slug: 'store',
        });
        expect(moved.statusCode).toBe(400);
        expect(moved.json().errors.slug).toBe('This address is reserved.');
        for (const id of [store.id, plain.json().page.id])
          expect((await owner.site.request('DELETE', `/api/config/pages/${id}`)).statusCode).toBe(200);
      });

      it('adds a link to the menu with kind link, checked as the Menu dialog checks it', async () => {
        const link = await owner.site.request('POST', '/api/config/pages', {
          kind: 'link',
          title: 'Our market stall',
          url: 'https://market.example/stall',
          newWindow: true,
        });
        expect(link.statusCode, link.body).toBe(201);
        expect(link.json().link).toMatchObject({ kind: 'link', title: 'Our market stall', newWindow: true });
        const menu = (await owner.site.request('GET', '/api/config/navigation')).json().items;
        expect(menu.map((i: { title: string }) => i.title)).toContain('Our market stall');
        const bad = await owner.site.request('POST', '/api/config/pages', {
          kind: 'link',
          title: 'Bad',
          url: 'javascript:alert(1)',
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors.url).toBe('This link type is not allowed.');
        await owner.site.request('DELETE', `/api/config/navigation/links/${link.json().link.id}`);
      });
    });

    describe('a store page’s settings (PATCH /api/config/pages/:id)', () => {
      it('chooses categories, or products by hand, with a sort order and products per page', async () => {
        const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages as Page[];
        const ceramics = pages.find((p) => p.slug === 'ceramics')!;
        const saved = await owner.site.request('PATCH', `/api/config/pages/${ceramics.id}`, {
          store: {
            show: 'categories',
            categories: ['Tableware', 'Tableware'],
            sort: 'price-high',
            perPage: 1,
          },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().page.store).toEqual({
          show: 'categories',
          categories: ['Tableware'],
          productIds: [],
          sort: 'price-high',
          perPage: 1,
        });
        const empty = await owner.site.request('PATCH', `/api/config/pages/${ceramics.id}`, {
          store: { show: 'categories', categories: [] },
        });
        expect(empty.statusCode).toBe(400);
        expect(empty.json().errors['store.categories']).toBe('Choose at least one category.');
        const tooMany = await owner.site.request('PATCH', `/api/config/pages/${ceramics.id}`, {
          store: { perPage: 61 },
        });
        expect(tooMany.json().errors['store.perPage']).toBe('Show at most 60 products a page.');
        const none = await owner.site.request('PATCH', `/api/config/pages/${ceramics.id}`, {
          store: { show: 'products', productIds: ['nope'] },
        });
        expect(none.statusCode).toBe(400);
      });

      it('is refused on a plain page, and a store page takes no lock and is no 404 page', async () => {
        const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages as Page[];
        const plain = pages.find((p) => p.slug === 'our-story')!;
        const store = pages.find((p) => p.slug === 'ceramics')!;
        const onPlain = await owner.site.request('PATCH', `/api/config/pages/${plain.id}`, {
          store: { show: 'all' },
        });
        expect(onPlain.statusCode).toBe(400);
        expect(onPlain.json().errors.store).toBe('Only a store page chooses which products it shows.');
        const locked = await owner.site.request('PATCH', `/api/config/pages/${store.id}`, {
          password: 'secret',
        });
        expect(locked.json().errors.password).toBe('A store page cannot be locked with a password.');
        const notFound = await owner.site.request('PATCH', `/api/config/pages/${store.id}`, {
          notFoundPage: true,
        });
        expect(notFound.json().errors.notFoundPage).toBe('A store page cannot be the not-found page.');
        const after = (await owner.site.request('GET', '/api/config/pages')).json().pages as Page[];
        expect(after.find((p) => p.id === store.id)).toMatchObject({ hasPassword: false, pageType: 2 });
      });
    });

    describe('visitors', () => {
      it('see a store page at its own address once published, with its choice, order and pages', async () => {
        expect((await visitor.request('GET', '/ceramics')).statusCode).toBe(404);
        await publish();
        const first = await visitor.request('GET', '/ceramics');
        expect(first.statusCode).toBe(200);
        // Tableware only, dearest first, one a page; the draft never.
        expect(listed(first.body)).toEqual(['Linen Napkins']);
        expect(first.body).toContain('<h1>Ceramics</h1>');
        expect(first.body).toContain('href="/ceramics?page=2"');
        expect(listed((await visitor.request('GET', '/ceramics?page=2')).body)).toEqual(['Sage Mug']);
        const linen = await visitor.request('GET', '/ceramics?category=Linen');
        expect(listed(linen.body)).toEqual(['Linen Napkins']);
        expect(linen.body).toMatch(/<a href="\/ceramics\?category=Linen" aria-current="page">Linen<\/a>/);
        expect(first.body).not.toContain('Hidden Vase');
        // The tab names the page and the site once.
        expect(first.body).toContain('<title>Ceramics — Site kinds-shop</title>');
        // A product's link stays /p/{slug}.
        expect(first.body).toMatch(/href="\/p\/linen-napkins"/);
      });

      it('see hand-picked products in the order picked', async () => {
        const gifts = await addPage({ kind: 'store', title: 'Gifts' });
        const picked = await owner.site.request('PATCH', `/api/config/pages/${gifts.id}`, {
          store: { show: 'products', productIds: [ids['Fig Candle'], ids['Hidden Vase'], ids['Sage Mug']] },
        });
        expect(picked.statusCode, picked.body).toBe(200);
        await publish();
        expect(listed((await visitor.request('GET', '/gifts')).body)).toEqual(['Fig Candle', 'Sage Mug']);
        // The same choice through the visitor's JSON, by the store page's id (spec 000 collectionId).
        const json = await visitor.request('GET', `/api/commerce/products?collectionId=${gifts.id}`);
        expect(json.json().products.map((p: { name: string }) => p.name)).toEqual(['Fig Candle', 'Sage Mug']);
        expect(
          (await visitor.request('GET', `/api/commerce/products?collectionId=${'0'.repeat(24)}`)).statusCode,
        ).toBe(404);
      });

      it('get the cart in the header for a store page anywhere in the menu, and both pages in the sitemap', async () => {
        const about = await visitor.request('GET', '/about');
        expect(about.body).toMatch(/<a[^>]*href="\/cart"[^>]*data-behaviour="cart-indicator"/);
        const sitemap = (await visitor.request('GET', '/sitemap.xml')).body;
        expect(sitemap).toContain(`<loc>http://${host}/ceramics</loc>`);
        expect(sitemap).toContain(`<loc>http://${host}/gifts</loc>`);
        expect(sitemap).toContain(`<loc>http://${host}/p/sage-mug</loc>`);
        expect(sitemap).not.toContain('hidden-vase');
      });

      it('are sent from /store to the first store page when none lives at /store', async () => {
        const store = await visitor.request('GET', '/store?category=Linen');
        expect(store.statusCode).toBe(302);
        expect(store.headers.location).toBe('/ceramics?category=Linen');
      });

      it('follow the page as it is renamed, moved, hidden and deleted', async () => {
        const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages as Page[];
        const gifts = pages.find((p) => p.slug === 'gifts')!;
        await owner.site.request('PATCH', `/api/config/pages/${gifts.id}`, {
          title: 'Presents',
          slug: 'presents',
        });
        await publish();
        const renamed = await visitor.request('GET', '/presents');
        expect(renamed.body).toContain('<h1>Presents</h1>');
        expect(renamed.body).toMatch(/<a[^>]*href="\/presents"[^>]*aria-current="page"/);
        // The old address of a published page moves along.
        expect((await visitor.request('GET', '/gifts')).statusCode).toBe(301);
        await owner.site.request('PATCH', `/api/config/pages/${gifts.id}`, { navigation: '_hidden' });
        const hidden = await visitor.request('GET', '/about');
        expect(hidden.body).not.toContain('href="/presents"');
        expect((await visitor.request('GET', '/presents')).statusCode).toBe(200);
        expect((await owner.site.request('DELETE', `/api/config/pages/${gifts.id}`)).statusCode).toBe(200);
        expect((await visitor.request('GET', '/presents')).statusCode).toBe(404);
      });
    });

    it('shows an owner a new store page and products not on sale yet in the editor’s preview only', async () => {
      const drafts = await addPage({ kind: 'store', title: 'Coming soon' });
      const preview = await owner.site.request('GET', '/coming-soon?preview=draft');
      expect(preview.statusCode).toBe(200);
      expect(listed(preview.body)).toContain('Hidden Vase');
      expect(preview.body).toContain(
        '<strong data-unpublished="">Draft: not on sale until you publish it</strong>',
      );
      expect((await owner.site.request('GET', '/coming-soon')).statusCode).toBe(404);
      expect((await visitor.request('GET', '/coming-soon?preview=draft')).statusCode).toBe(404);
      await owner.site.request('DELETE', `/api/config/pages/${drafts.id}`);
    });

    it('keeps a store page and its choice in the site’s history, and brings both back on restore', async () => {
      const versions = (await owner.site.request('GET', '/api/config/site-versions')).json().versions;
      const withCeramics = versions[0].number;
      const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages as Page[];
      const ceramics = pages.find((p) => p.slug === 'ceramics')!;
      await owner.site.request('DELETE', `/api/config/pages/${ceramics.id}`);
      const restored = await owner.site.request('POST', `/api/config/site-versions/${withCeramics}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      const back = ((await owner.site.request('GET', '/api/config/pages')).json().pages as Page[]).find(
        (p) => p.id === ceramics.id,
      );
      expect(back).toMatchObject({
        kind: 'store',
        slug: 'ceramics',
        store: { show: 'categories', perPage: 1 },
      });
      expect(listed((await visitor.request('GET', '/ceramics')).body)).toEqual(['Linen Napkins']);
    });
  },
);

describeEachDatabase('who may add store pages and change their settings', (database) => {
  let app: FastifyInstance;
  let bob: Awaited<ReturnType<typeof ownerWithSite>>;
  let alice: Awaited<ReturnType<typeof ownerWithSite>>;
  let storeId: string;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    bob = await ownerWithSite(app, 'bob-stores@example.com', 'bob-stores');
    alice = await ownerWithSite(app, 'alice-stores@example.com', 'alice-stores');
    const made = await bob.site.request('POST', '/api/config/pages', { kind: 'store', title: 'Bob’s shop' });
    storeId = made.json().page.id;
  });
  afterAll(() => app.close());

  const attempts = (client: TestClient) => [
    () => client.request('POST', '/api/config/pages', { kind: 'store', title: 'Taken over' }),
    () =>
      client.request('POST', '/api/config/pages', { kind: 'link', title: 'Away', url: 'https://x.example' }),
    () => client.request('PATCH', `/api/config/pages/${storeId}`, { store: { show: 'all', sort: 'name' } }),
  ];

  it('refuses another owner, signed in on Bob’s host, and finds nothing of Bob’s on her own host', async () => {
    const intruder = new TestClient(app, 'bob-stores.localhost');
    expect((await intruder.signIn('alice-stores@example.com')).statusCode).toBe(200);
    for (const attempt of attempts(intruder)) expect((await attempt()).statusCode).toBe(403);
    const own = await alice.site.request('PATCH', `/api/config/pages/${storeId}`, { store: { show: 'all' } });
    expect(own.statusCode).toBe(404);
    const pages = (await bob.site.request('GET', '/api/config/pages')).json().pages as Page[];
    expect(pages.find((p) => p.id === storeId)?.store).toMatchObject({ sort: 'store' });
    expect(pages.map((p) => p.title)).not.toContain('Taken over');
  });

  it('asks a visitor with no session to sign in', async () => {
    const visitor = new TestClient(app, 'bob-stores.localhost');
    await visitor.request('GET', '/api/auth/session');
    for (const attempt of attempts(visitor)) {
      const response = await attempt();
      expect(response.statusCode).toBe(401);
      expect(response.json().loginRequired).toBe(true);
    }
  });

  it('needs `pages` for the store page and its settings: an editor may, a store manager and a viewer may not', async () => {
    const editor = await invitedContributor(
      app,
      bob.site,
      'stores-editor@example.com',
      ContributorRole.editor,
    );
    const manager = await invitedContributor(
      app,
      bob.site,
      'stores-manager@example.com',
      ContributorRole.storeManager,
    );
    const viewer = await invitedContributor(
      app,
      bob.site,
      'stores-viewer@example.com',
      ContributorRole.viewer,
    );
    for (const attempt of attempts(editor)) expect((await attempt()).statusCode).toBeLessThan(300);
    for (const client of [manager, viewer]) {
      for (const attempt of attempts(client)) expect((await attempt()).statusCode).toBe(403);
      // Reading the page list (store settings included) needs only `view`.
      const list = await client.request('GET', '/api/config/pages');
      expect(list.statusCode).toBe(200);
      expect((list.json().pages as Page[]).find((p) => p.id === storeId)?.kind).toBe('store');
    }
    // Products stay the store's: the manager may add one, the editor may not.
    const body = simpleProductBody('Manager Mug', 3);
    expect((await manager.request('POST', '/api/config/store/products', body)).statusCode).toBe(201);
    expect((await editor.request('POST', '/api/config/store/products', body)).statusCode).toBe(403);
  });
});
