import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { startTranslationStandIn, type TranslationStandIn } from '#testing/translation-stand-in';

const API = '/api/multilingual';
const EDITOR = 4;
const STORE_MANAGER = 8;
const VIEWER = 10;

/**
 * Who may use the multilingual calls (docs/permissions.md): any role reads the settings and the
 * status; `settings` changes the languages, the service and the site's texts; fill needs `pages`
 * for a page or the menu and `store` for a product. Another site's owner reaches nothing.
 */
describeEachDatabase('multilingual calls: roles and tenancy', (database) => {
  let app: FastifyInstance;
  let standIn: TranslationStandIn;
  let alice: Awaited<ReturnType<typeof ownerWithSite>>;
  let bob: Awaited<ReturnType<typeof ownerWithSite>>;
  let pageId: string;
  let productId: string;
  let bobPageId: string;
  let bobProductId: string;

  const firstPage = async (client: TestClient) =>
    ((await client.request('GET', '/api/config/pages')).json().pages as { id: string }[])[0]!.id;
  const newProduct = async (client: TestClient) => {
    const response = await client.request('POST', '/api/config/store/products', productBody());
    expect(response.statusCode, response.body).toBe(201);
    return response.json().product.id as string;
  };

  beforeAll(async () => {
    standIn = await startTranslationStandIn();
    app = await createTestApp(database.current, { TRANSLATION_PRIVATE_ADDRESSES: 'true' });
    alice = await ownerWithSite(app, 'alice-lang@example.com', 'alice-lang');
    bob = await ownerWithSite(app, 'bob-lang@example.com', 'bob-lang');
    for (const owner of [alice, bob]) {
      const languages = await owner.site.request('PUT', `${API}/languages`, {
        languages: [{ tag: 'fr', published: true }],
      });
      expect(languages.statusCode, languages.body).toBe(200);
      const connected = await owner.site.request('PUT', `${API}/connection`, {
        provider: 'deepl',
        endpoint: standIn.url,
        apiKey: standIn.deeplKey,
      });
      expect(connected.statusCode, connected.body).toBe(200);
    }
    pageId = await firstPage(alice.site);
    productId = await newProduct(alice.site);
    bobPageId = await firstPage(bob.site);
    bobProductId = await newProduct(bob.site);
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  const changes = () => [
    {
      method: 'PUT' as const,
      url: `${API}/languages`,
      body: { languages: [{ tag: 'de', published: false }] },
    },
    {
      method: 'PUT' as const,
      url: `${API}/connection`,
      body: { provider: 'deepl', endpoint: standIn.url, apiKey: standIn.deeplKey },
    },
    { method: 'DELETE' as const, url: `${API}/connection` },
    {
      method: 'PATCH' as const,
      url: `${API}/site-texts`,
      body: { language: 'fr', texts: { title: 'Salut' } },
    },
  ];

  it('lets a viewer read the settings and the status, and change nothing', async () => {
    const viewer = await invitedContributor(app, alice.site, 'viewer-lang@example.com', VIEWER);
    expect((await viewer.request('GET', `${API}/settings`)).statusCode).toBe(200);
    expect((await viewer.request('GET', `${API}/status`)).statusCode).toBe(200);
    expect((await viewer.request('GET', `${API}/site-texts?language=fr`)).statusCode).toBe(200);
    for (const change of changes()) {
      const response = await viewer.request(change.method, change.url, change.body);
      expect(response.statusCode, `${change.method} ${change.url}`).toBe(403);
    }
    for (const body of [
      { language: 'fr', pageId },
      { language: 'fr', productId },
      { language: 'fr', subject: 'menu' },
      { language: 'fr', subject: 'site' },
    ]) {
      expect((await viewer.request('POST', `${API}/fill`, body)).statusCode, JSON.stringify(body)).toBe(403);
    }
    expect((await alice.site.request('GET', `${API}/settings`)).json().languages).toHaveLength(1);
  });

  it('lets a store manager fill products only', async () => {
    const manager = await invitedContributor(app, alice.site, 'manager-lang@example.com', STORE_MANAGER);
    const product = await manager.request('POST', `${API}/fill`, { language: 'fr', productId });
    expect(product.statusCode, product.body).toBe(200);
    expect(product.json().filled).toBeGreaterThan(0);
    expect((await manager.request('POST', `${API}/fill`, { language: 'fr', pageId })).statusCode).toBe(403);
    expect(
      (await manager.request('POST', `${API}/fill`, { language: 'fr', subject: 'menu' })).statusCode,
    ).toBe(403);
    for (const change of changes()) {
      expect((await manager.request(change.method, change.url, change.body)).statusCode).toBe(403);
    }
  });

  it('lets an editor change the languages and site texts and fill pages, but not products', async () => {
    const editor = await invitedContributor(app, alice.site, 'editor-lang@example.com', EDITOR);
    const page = await editor.request('POST', `${API}/fill`, { language: 'fr', pageId });
    expect(page.statusCode, page.body).toBe(200);
    expect((await editor.request('POST', `${API}/fill`, { language: 'fr', productId })).statusCode).toBe(403);
    const texts = await editor.request('PATCH', `${API}/site-texts`, {
      language: 'fr',
      texts: { title: 'Salut' },
    });
    expect(texts.statusCode, texts.body).toBe(200);
    const languages = await editor.request('PUT', `${API}/languages`, {
      languages: [
        { tag: 'fr', published: true },
        { tag: 'de', published: false },
      ],
    });
    expect(languages.statusCode, languages.body).toBe(200);
  });

  it('keeps another site’s owner out, and never fills another site’s page or product', async () => {
    // Bob signed in on Alice's host holds no role there.
    const onAlice = new TestClient(app, 'alice-lang.localhost');
    expect((await onAlice.signIn('bob-lang@example.com')).statusCode).toBe(200);
    for (const url of [`${API}/settings`, `${API}/status`, `${API}/site-texts?language=fr`]) {
      expect((await onAlice.request('GET', url)).statusCode, url).toBe(403);
    }
    for (const change of changes()) {
      expect((await onAlice.request(change.method, change.url, change.body)).statusCode).toBe(403);
    }
    expect((await onAlice.request('POST', `${API}/fill`, { language: 'fr', pageId })).statusCode).toBe(403);

    // Alice naming Bob's page or product on her own host finds nothing, and Bob's stay untouched.
    const page = await alice.site.request('POST', `${API}/fill`, { language: 'fr', pageId: bobPageId });
    expect(page.statusCode).toBe(404);
    const product = await alice.site.request('POST', `${API}/fill`, {
      language: 'fr',
      productId: bobProductId,
    });
    expect(product.statusCode).toBe(404);
    const bobsProduct = (await bob.site.request('GET', `/api/config/store/products/${bobProductId}`)).json();
    expect(bobsProduct.product.translations).toEqual({});
    const bobsDraft = (await bob.site.request('GET', `/api/config/pages/${bobPageId}/draft`)).json();
    expect(bobsDraft.document.translations).toBeUndefined();
    // Each site's languages are its own.
    expect(
      (await bob.site.request('GET', `${API}/settings`)).json().languages.map((l: { tag: string }) => l.tag),
    ).toEqual(['fr']);
  });

  it('answers a visitor with no session with sign-in required', async () => {
    const visitor = new TestClient(app, 'alice-lang.localhost');
    expect((await visitor.request('GET', `${API}/settings`)).statusCode).toBe(401);
  });
});
