import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody, simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { pageWithBlocks } from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { isCurrent, pageCacheKey } from '#render/page-cache-key';
import { addStorePage } from '#seed/demo-shop';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

describeEachDatabase('the store inside the site', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'shell-shop.localhost';
  let visitor: TestClient;

  const create = async (body: unknown) => {
    const response = await owner.site.request('POST', '/api/config/store/products', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().product as { id: string; slug: string; variants: { id: string }[] };
  };
  const cached = async (path: string) => {
    const site = (await app.sites.forHost(host))!;
    const entry = app.pageCache.get(
      pageCacheKey({
        siteId: site.id,
        generation: site.shellGeneration,
        origin: `http://${host}`,
        path,
        locale: site.locale,
      }),
    );
    // What a visitor would be served: a copy the catalogue or a publish made stale is not.
    return entry && isCurrent(entry, site) ? entry : undefined;
  };

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'shell-shop@example.com', 'shell-shop');
    await addStorePage(app.db, owner.siteId);
    visitor = new TestClient(app, host);
  });
  afterAll(() => app.close());

  describe('store and product pages', () => {
    it('render in the site’s header, navigation and footer, with Product data and the owner’s title', async () => {
      const shirt = await create(
        productBody({
          name: 'Shell Shirt',
          seoTitle: 'The Shell Shirt',
          seoDescription: 'Linen, made to last.',
        }),
      );
      const store = await visitor.request('GET', '/store');
      expect(store.statusCode).toBe(200);
      expect(store.body).toContain('class="site-header"');
      expect(store.body).toContain('class="site-footer"');
      expect(store.body).toMatch(/<a[^>]*href="\/store"[^>]*aria-current="page"/);
      expect(store.body).toContain('Shell Shirt');
      // The site sells: the header carries the cart indicator, and the page loads its behaviour.
      expect(store.body).toMatch(/<a[^>]*href="\/cart"[^>]*data-behaviour="cart-indicator"/);
      expect(store.body).toMatch(/"cart-indicator":\{"js":\["\/assets\/site\/cart-indicator-/);
      expect(store.body).not.toContain('noindex');

      const page = await visitor.request('GET', `/p/${shirt.slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('class="site-header"');
      expect(page.body).toMatch(/<title>The Shell Shirt[^<]*<\/title>/);
      expect(page.body).toContain('<meta name="description" content="Linen, made to last."/>');
      const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(page.body);
      expect(JSON.parse(ld![1]!)).toMatchObject({ '@type': 'Product', name: 'Shell Shirt' });
      expect(page.body).not.toContain('noindex');
    });

    it('give search engines a description even when the owner wrote none for them', async () => {
      const long = `<p>${'Thrown on the wheel and glazed by hand, '.repeat(8)}each one a little different.</p>`;
      const bowl = await create(productBody({ name: 'Quiet Bowl', description: long, seoDescription: '' }));
      const page = await visitor.request('GET', `/p/${bowl.slug}`);
      const described = /<meta name="description" content="([^"]*)"\/>/.exec(page.body)?.[1] ?? '';
      expect(described).toMatch(/^Thrown on the wheel and glazed by hand, Thrown/);
      expect(described.length).toBeLessThanOrEqual(160);
      expect(described.endsWith('…')).toBe(true);

      // The store page takes the site's default description.
      const seo = await owner.site.request('PUT', '/api/config/seo', { description: 'Linen & pots' });
      expect(seo.statusCode, seo.body).toBe(200);
      const store = await visitor.request('GET', '/store');
      expect(store.body).toContain('<meta name="description" content="Linen &amp; pots"/>');
    });

    it('are cached like any page, and a price or stock change that shows is served at once', async () => {
      const lamp = await create(simpleProductBody('Cached Lamp', 1, 1234));
      const first = await visitor.request('GET', `/p/${lamp.slug}`);
      expect(first.body).toContain('$12.34');
      expect(await cached(`/p/${lamp.slug}`)).toBeDefined();
      expect(await cached('/store')).toBeUndefined();
      await visitor.request('GET', '/store');
      expect(await cached('/store')).toBeDefined();

      const patch = await owner.site.request('PATCH', '/api/config/store/variants', {
        variants: [{ id: lamp.variants[0]!.id, price: 2000 }],
      });
      expect(patch.statusCode, patch.body).toBe(200);
      expect(await cached(`/p/${lamp.slug}`)).toBeUndefined();
      expect((await visitor.request('GET', `/p/${lamp.slug}`)).body).toContain('$20.00');

      // The last unit goes into someone's checkout: the page says Sold out straight away.
      const buyer = await new Shopper(app, host).start();
      await buyer.add(lamp.variants[0]!.id);
      expect((await buyer.checkout()).statusCode).toBe(201);
      expect((await visitor.request('GET', `/p/${lamp.slug}`)).body).toContain('data-sold-out');
      expect((await visitor.request('GET', '/store')).body).toMatch(/Cached Lamp.*?data-sold-out/s);
    });

    it('appear in sitemap.xml', async () => {
      const vase = await create(simpleProductBody('Sitemap Vase', 2));
      await create(simpleProductBody('Draft Vase', 2, 1000, { workflow: 'draft' }));
      const sitemap = (await visitor.request('GET', '/sitemap.xml')).body;
      expect(sitemap).toContain(`<loc>http://${host}/store</loc>`);
      expect(sitemap).toContain(`<loc>http://${host}/p/${vase.slug}</loc>`);
      expect(sitemap).not.toContain('draft-vase');
    });
  });

  it('shows one product on any page with a product block, and follows its price', async () => {
    const board = await create(simpleProductBody('Block Board', 4, 2500));
    const hidden = await create(simpleProductBody('Block Draft', 4, 2500, { workflow: 'draft' }));
    await pageWithBlocks(owner.site, 'featured', [
      { type: 43, settings: { productId: board.id } },
      { type: 43, settings: { productId: hidden.id } },
    ]);
    const page = (await visitor.request('GET', '/featured')).body;
    expect(page).toMatch(/data-block-type="43"[^>]*data-product="[0-9a-f]{24}"/);
    expect(page).toContain(`href="/p/${board.slug}"`);
    expect(page).toContain('$25.00');
    expect(page).toContain(`name="variantId" value="${board.variants[0]!.id}"`);
    expect(page).not.toContain('Block Draft');
    expect(await cached('/featured')).toBeDefined();
    await owner.site.request('PATCH', '/api/config/store/variants', {
      variants: [{ id: board.variants[0]!.id, price: 3000 }],
    });
    expect((await visitor.request('GET', '/featured')).body).toContain('$30.00');
    const wrong = await owner.site.request('POST', '/api/config/pages', {
      title: 'Bad',
      slug: 'bad-product',
    });
    const draft = (await owner.site.request('GET', `/api/config/pages/${wrong.json().page.id}/draft`)).json();
    const refused = await owner.site.request('PUT', `/api/config/pages/${wrong.json().page.id}/draft`, {
      revision: draft.revision,
      document: {
        sections: [
          { id: 'a'.repeat(24), blocks: [{ id: 'b'.repeat(24), type: 43, settings: { productId: 'nope' } }] },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps cart and checkout pages in the shell and out of search engines', async () => {
    const mug = await create(simpleProductBody('Shell Mug', 5));
    const buyer = await new Shopper(app, host).start();
    await buyer.add(mug.variants[0]!.id);
    for (const path of ['/cart', '/checkout']) {
      const page = await buyer.request('GET', path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain('class="site-header"');
      expect(page.body).toContain('<meta name="robots" content="noindex"/>');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['cache-control']).toBe('private, no-store');
    }
    // The checkout's summary counts in words that agree with the count.
    expect((await buyer.request('GET', '/checkout')).body).toContain('<p>1 item · ');
    await buyer.add(mug.variants[0]!.id);
    expect((await buyer.request('GET', '/checkout')).body).toContain('<p>2 items · ');
  });

  it('keeps the store’s addresses from pages', async () => {
    for (const slug of ['store', 'p', 'cart', 'checkout', 'commerce']) {
      const page = await owner.site.request('POST', '/api/config/pages', { title: `Page ${slug}`, slug });
      expect(page.statusCode, slug).toBe(400);
    }
  });
});
