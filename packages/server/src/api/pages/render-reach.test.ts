import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { newId, pageWithBlocks } from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import type { CachedPage } from '#render/html-cache';
import { isCurrent, pageCacheKey } from '#render/page-cache-key';
import { addStorePage } from '#seed/demo-shop';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

/**
 * A change re-renders only the pages it alters (render-generation.ts): a page's new content only
 * that page, a product only the pages that show products, a title or the menu every page.
 */
describeEachDatabase('what a change makes stale in the page cache', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let visitor: TestClient;
  const host = 'reach-site.localhost';
  const quote = (text: string) => ({ type: 31, settings: { text } });
  let storyId = '';
  let boardVariant = '';
  const PATHS = ['/', '/story', '/featured', '/store'] as const;

  /** The cached copy of each page now, or undefined for one a visitor would not be served. */
  async function cachedCopies(): Promise<Record<string, CachedPage | undefined>> {
    const site = (await app.sites.forHost(host))!;
    const copies: Record<string, CachedPage | undefined> = {};
    for (const path of PATHS) {
      const key = pageCacheKey({
        siteId: site.id,
        generation: site.shellGeneration,
        origin: `http://${host}`,
        path,
        locale: site.locale,
      });
      const entry = app.pageCache.get(key);
      copies[path] = entry && isCurrent(entry, site) ? entry : undefined;
    }
    return copies;
  }

  /** Visits every page, so each is in the cache, and returns the cached copies. */
  async function visitAll(): Promise<Record<string, CachedPage | undefined>> {
    for (const path of PATHS) expect((await visitor.request('GET', path)).statusCode, path).toBe(200);
    const copies = await cachedCopies();
    for (const path of PATHS) expect(copies[path], path).toBeDefined();
    return copies;
  }

  /** Which pages kept the very copy they had (not rendered again) and which lost it. */
  async function kept(before: Record<string, CachedPage | undefined>) {
    const now = await cachedCopies();
    return Object.fromEntries(
      PATHS.map((path) => [path, now[path] !== undefined && now[path] === before[path]]),
    );
  }

  async function saveDraft(pageId: string, text: string) {
    const draft = (await owner.site.request('GET', `/api/config/pages/${pageId}/draft`)).json();
    const saved = await owner.site.request('PUT', `/api/config/pages/${pageId}/draft`, {
      revision: draft.revision,
      document: { sections: [{ id: newId(), blocks: [{ id: newId(), ...quote(text) }] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'reach@example.com', 'reach-site');
    visitor = new TestClient(app, host);
    await addStorePage(app.db, owner.siteId);
    const created = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Reach Board', 4, 2500),
    );
    expect(created.statusCode, created.body).toBe(201);
    const board = created.json().product as { id: string; variants: { id: string }[] };
    boardVariant = board.variants[0]!.id;
    storyId = await pageWithBlocks(owner.site, 'story', [quote('Made by hand since 1998.')]);
    await pageWithBlocks(owner.site, 'featured', [{ type: 43, settings: { productId: board.id } }]);
  });
  afterAll(() => app.close());

  it('re-renders only the page whose new content is published, with the whole site’s Publish too', async () => {
    let before = await visitAll();
    await saveDraft(storyId, 'Made by hand since 1999.');
    expect((await owner.site.request('POST', `/api/config/pages/${storyId}/publish`)).statusCode).toBe(200);
    expect(await kept(before)).toEqual({ '/': true, '/story': false, '/featured': true, '/store': true });
    expect((await visitor.request('GET', '/story')).body).toContain('Made by hand since 1999.');

    before = await visitAll();
    await saveDraft(storyId, 'Made by hand since 2000.');
    expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
    expect(await kept(before)).toEqual({ '/': true, '/story': false, '/featured': true, '/store': true });
    expect((await visitor.request('GET', '/story')).body).toContain('Made by hand since 2000.');
  });

  it('re-renders nothing for a page visitors cannot see yet: added, copied, renamed, deleted', async () => {
    const before = await visitAll();
    const made = await owner.site.request('POST', '/api/config/pages', {
      title: 'Not yet',
      navigation: 'main',
    });
    expect(made.statusCode, made.body).toBe(201);
    const draftId = made.json().page.id as string;
    const copy = await owner.site.request('POST', `/api/config/pages/${storyId}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    await owner.site.request('PATCH', `/api/config/pages/${draftId}`, { title: 'Still not yet' });
    expect((await owner.site.request('DELETE', `/api/config/pages/${copy.json().page.id}`)).statusCode).toBe(
      200,
    );
    expect(await kept(before)).toEqual({ '/': true, '/story': true, '/featured': true, '/store': true });
    expect((await visitor.request('GET', '/')).body).not.toContain('Still not yet');
  });

  it('re-renders the pages that show products, and only them, when a product changes', async () => {
    const before = await visitAll();
    const changed = await owner.site.request('PATCH', '/api/config/store/variants', {
      variants: [{ id: boardVariant, price: 3100 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await kept(before)).toEqual({ '/': true, '/story': true, '/featured': false, '/store': false });
    expect((await visitor.request('GET', '/featured')).body).toContain('$31.00');
    expect((await visitor.request('GET', '/store')).body).toContain('$31.00');
  });

  it('re-renders every page when what they all show changes: a title in the menu, a menu link', async () => {
    let before = await visitAll();
    await owner.site.request('PATCH', `/api/config/pages/${storyId}`, { title: 'Our story' });
    expect((await owner.site.request('POST', `/api/config/pages/${storyId}/publish`)).statusCode).toBe(200);
    expect(await kept(before)).toEqual({ '/': false, '/story': false, '/featured': false, '/store': false });
    expect((await visitor.request('GET', '/')).body).toContain('Our story');

    before = await visitAll();
    const link = await owner.site.request('POST', '/api/config/navigation/links', {
      title: 'Journal',
      url: 'https://journal.example.com/',
    });
    expect(link.statusCode, link.body).toBe(201);
    expect(await kept(before)).toEqual({ '/': false, '/story': false, '/featured': false, '/store': false });
    expect((await visitor.request('GET', '/featured')).body).toContain('https://journal.example.com/');
  });
});
