import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

interface Page {
  id: string;
  kind: string;
  title: string;
  slug: string;
  path: string;
  navigation: string;
  pageType: number;
  hasPassword: boolean;
  publishedVersion: number | null;
  store: unknown;
}

const HTML = 2;
const textDocument = (id: string, text: string) => ({
  sections: [
    {
      id,
      blocks: [
        {
          id: `${id.slice(0, 23)}b`,
          type: HTML,
          settings: {
            doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
          },
        },
      ],
    },
  ],
});

describeEachDatabase('duplicating a page', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const visitor = () => new TestClient(app, 'copies-site.localhost');

  beforeAll(async () => {
    app = await createTestApp(database.current, { MAX_PAGES_PER_SITE: '12' });
    owner = await ownerWithSite(app, 'copies@example.com', 'copies-site');
  });
  afterAll(() => app.close());

  const pageList = async () => (await owner.site.request('GET', '/api/config/pages')).json().pages as Page[];
  const bySlug = async (slug: string) => (await pageList()).find((p) => p.slug === slug)!;
  const duplicate = (id: string) => owner.site.request('POST', `/api/config/pages/${id}/duplicate`);
  const draftOf = async (id: string) =>
    (await owner.site.request('GET', `/api/config/pages/${id}/draft`)).json();
  const menuTitles = async () =>
    ((await owner.site.request('GET', '/api/config/navigation')).json().items as { title: string }[]).map(
      (item) => item.title,
    );

  it('makes a draft copy with the same document, "Copy of …", a free address and no place in the menu', async () => {
    const about = await bySlug('about');
    const draft = await draftOf(about.id);
    const saved = await owner.site.request('PUT', `/api/config/pages/${about.id}/draft`, {
      document: textDocument(about.id, 'Our unpublished story'),
      revision: draft.revision,
    });
    expect(saved.statusCode).toBe(200);

    const first = await duplicate(about.id);
    expect(first.statusCode, first.body).toBe(201);
    const copy = first.json().page as Page;
    expect(copy).toMatchObject({
      kind: 'page',
      title: 'Copy of About',
      slug: 'about-copy',
      path: '/about-copy',
      navigation: '_hidden',
      pageType: 2,
      hasPassword: false,
      publishedVersion: null,
      store: null,
    });
    expect(copy.id).not.toBe(about.id);
    // The draft is copied, not the live version: what the owner was working on.
    const copied = await draftOf(copy.id);
    expect(copied.document).toEqual((await draftOf(about.id)).document);
    expect(copied.revision).toBe(1);

    const second = (await duplicate(about.id)).json().page as Page;
    expect([second.title, second.slug]).toEqual(['Copy of About', 'about-copy-2']);
    const ofCopy = (await duplicate(copy.id)).json().page as Page;
    expect([ofCopy.title, ofCopy.slug]).toEqual(['Copy of Copy of About', 'about-copy-copy']);

    expect(await menuTitles()).toEqual(['Home', 'About', 'Contact']);
    expect((await pageList()).filter((p) => p.navigation === '_hidden').map((p) => p.slug)).toEqual([
      'about-copy',
      'about-copy-2',
      'about-copy-copy',
    ]);
    expect((await visitor().request('GET', '/about-copy')).statusCode).toBe(404);
    // The original is untouched.
    expect(await bySlug('about')).toMatchObject({ title: 'About', navigation: 'main' });
  });

  it('copies the home page to an ordinary address, and keeps a page’s lock on its copy', async () => {
    const home = await bySlug('home');
    const copy = (await duplicate(home.id)).json().page as Page;
    expect([copy.title, copy.slug, copy.path]).toEqual(['Copy of Home', 'home-copy', '/home-copy']);

    const contact = await bySlug('contact');
    const locked = await owner.site.request('PATCH', `/api/config/pages/${contact.id}`, {
      password: 'let me in',
      notFoundPage: true,
    });
    expect(locked.statusCode).toBe(200);
    const copyOfLocked = (await duplicate(contact.id)).json().page as Page;
    expect(copyOfLocked).toMatchObject({ hasPassword: true, pageType: 2, slug: 'contact-copy' });
    // The site keeps one not-found page: the original.
    expect((await bySlug('contact')).pageType).toBe(100);
  });

  it('copies a store page with its choice of products', async () => {
    const store = {
      show: 'categories',
      categories: ['Mugs'],
      productIds: [],
      sort: 'name',
      perPage: 12,
    };
    const created = await owner.site.request('POST', '/api/config/pages', {
      kind: 'store',
      title: 'Mugs',
      store,
    });
    expect(created.statusCode, created.body).toBe(201);
    const copy = (await duplicate(created.json().page.id)).json().page as Page;
    expect(copy).toMatchObject({ kind: 'store', title: 'Copy of Mugs', slug: 'mugs-copy', store });
  });

  it('answers 404 for a page of no site of the owner’s and 400 for what is not a page id', async () => {
    const missing = await duplicate('0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('pages.not_found');
    const bad = await duplicate('nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBe('Not a page id.');
  });

  it('counts copies against the site’s page limit, even when asked for many at once', async () => {
    const about = await bySlug('about');
    const before = (await pageList()).length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => duplicate(about.id)));
    const made = answers.filter((a) => a.statusCode === 201);
    expect(made).toHaveLength(12 - before);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('pages.too_many');
    }
    const pages = await pageList();
    expect(pages).toHaveLength(12);
    expect(new Set(pages.map((p) => p.slug)).size).toBe(12);
  });
});
