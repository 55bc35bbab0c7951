import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { newId, pageWithBlocks } from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { insertSiteLanguages } from '#testing/rows';
import { createTestApp, ownerWithSite } from '#testing/test-app';

/**
 * A signed-in owner's visit is never served from the page cache, so each one renders, from the
 * page reads kept per render generation (published-page-reads.ts): what it shows must follow every
 * change all the same.
 */
describeEachDatabase('page reads kept between renders', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const quote = (text: string) => ({ type: 31, settings: { text } });
  let storyId = '';
  let boardVariant = '';

  /** The page as its signed-in owner sees it, rendered for this request. */
  async function rendered(path: string): Promise<string> {
    const response = await owner.site.request('GET', path);
    expect(response.statusCode, path).toBe(200);
    expect(response.headers['cache-control'], path).toBe('private, no-store');
    return response.body;
  }

  async function publishStory(text: string) {
    const draft = (await owner.site.request('GET', `/api/config/pages/${storyId}/draft`)).json();
    const saved = await owner.site.request('PUT', `/api/config/pages/${storyId}/draft`, {
      revision: draft.revision,
      document: { sections: [{ id: newId(), blocks: [{ id: newId(), ...quote(text) }] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await owner.site.request('POST', `/api/config/pages/${storyId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
  }

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'kept-reads@example.com', 'kept-reads');
    const created = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Kept Board', 4, 2500),
    );
    expect(created.statusCode, created.body).toBe(201);
    const board = created.json().product as { id: string; variants: { id: string }[] };
    boardVariant = board.variants[0]!.id;
    storyId = await pageWithBlocks(owner.site, 'story', [quote('Made by hand since 1998.')]);
    await pageWithBlocks(owner.site, 'featured', [{ type: 43, settings: { productId: board.id } }]);
  });
  afterAll(() => app.close());

  it('shows a page’s newly published content, not the document read before', async () => {
    expect(await rendered('/story')).toContain('Made by hand since 1998.');
    expect(await rendered('/story')).toContain('Made by hand since 1998.');
    await publishStory('Made by hand since 1999.');
    const html = await rendered('/story');
    expect(html).toContain('Made by hand since 1999.');
    expect(html).not.toContain('Made by hand since 1998.');
  });

  it('shows a product’s new price on a page that shows it, not the products read before', async () => {
    expect(await rendered('/featured')).toContain('$25.00');
    const changed = await owner.site.request('PATCH', '/api/config/store/variants', {
      variants: [{ id: boardVariant, price: 3100 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const html = await rendered('/featured');
    expect(html).toContain('$31.00');
    expect(html).not.toContain('$25.00');
  });

  it('finds a page published after its address was asked for', async () => {
    expect((await owner.site.request('GET', '/later')).statusCode).toBe(404);
    await pageWithBlocks(owner.site, 'later', [quote('Here now.')]);
    expect(await rendered('/later')).toContain('Here now.');
  });

  it('renders a page in a language added since, and offers it beside the one read before', async () => {
    const before = await rendered('/story');
    expect(before).toContain('<html lang="en');
    expect(before).not.toContain('hrefLang="fr"');
    await insertSiteLanguages(app.db, owner.siteId, [{ tag: 'fr', published: true }]);
    await bumpRenderGeneration(app.db, owner.siteId, undefined, 'site');
    app.sites.invalidate(owner.siteId);
    expect(await rendered('/story')).toContain('hrefLang="fr"');
    const french = await rendered('/fr/story');
    expect(french).toContain('<html lang="fr"');
    // The page's own words, with no French written yet, in its primary language.
    expect(french).toContain('Made by hand since 1999.');
    expect(french).toContain('>Français<');
  });
});
