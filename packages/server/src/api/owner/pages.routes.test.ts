import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HTML = 2;
const headingBlock = (id: string, text: string) => ({
  id,
  type: HTML,
  settings: {
    doc: {
      type: 'doc',
      content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text }] }],
    },
  },
});

describeEachDatabase('pages, drafts and publishing', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'pages@example.com', 'pages-site');
  });
  afterAll(() => app.close());

  const pageList = async () =>
    (await owner.site.request('GET', '/api/config/pages')).json().pages as {
      id: string;
      slug: string;
      title: string;
      hasUnpublishedChanges: boolean;
      position: number;
      navigation: string;
    }[];

  it('lists the template pages in navigation order with their paths', async () => {
    const pages = await pageList();
    expect(pages.map((p) => [p.title, p.slug])).toEqual([
      ['Home', 'home'],
      ['About', 'about'],
      ['Contact', 'contact'],
    ]);
    const response = await owner.site.request('GET', '/api/config/pages');
    expect(response.json().pages[0].path).toBe('/');
    expect(response.json().pages[1].path).toBe('/about');
  });

  it('creates a page with a slug from its title, avoiding taken and reserved addresses', async () => {
    const first = await owner.site.request('POST', '/api/config/pages', { title: 'Our Story!' });
    expect(first.statusCode).toBe(201);
    expect(first.json().page.slug).toBe('our-story');
    const second = await owner.site.request('POST', '/api/config/pages', { title: 'Our story' });
    expect(second.json().page.slug).toBe('our-story-2');
    const reserved = await owner.site.request('POST', '/api/config/pages', { title: 'X', slug: 'config' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().errors.slug).toBe('This address is reserved.');
    const taken = await owner.site.request('PATCH', `/api/config/pages/${second.json().page.id}`, {
      slug: 'our-story',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('renames, reorders and deletes pages, but keeps the home page', async () => {
    const pages = await pageList();
    const about = pages.find((p) => p.slug === 'about')!;
    const renamed = await owner.site.request('PATCH', `/api/config/pages/${about.id}`, { title: 'About us' });
    expect(renamed.json().page.title).toBe('About us');

    const main = pages
      .filter((p) => p.navigation === 'main')
      .map((p) => p.id)
      .reverse();
    const reordered = await owner.site.request('PUT', '/api/config/pages-order', {
      navigation: 'main',
      ids: main,
    });
    expect(reordered.statusCode).toBe(200);
    expect((await pageList()).filter((p) => p.navigation === 'main').map((p) => p.id)).toEqual(main);

    const partial = await owner.site.request('PUT', '/api/config/pages-order', {
      navigation: 'main',
      ids: main.slice(1),
    });
    expect(partial.statusCode).toBe(400);

    const home = pages.find((p) => p.slug === 'home')!;
    expect((await owner.site.request('DELETE', `/api/config/pages/${home.id}`)).statusCode).toBe(400);
    const created = await owner.site.request('POST', '/api/config/pages', { title: 'Temporary' });
    const id = created.json().page.id;
    expect((await owner.site.request('DELETE', `/api/config/pages/${id}`)).statusCode).toBe(200);
    expect((await owner.site.request('GET', `/api/config/pages/${id}/draft`)).statusCode).toBe(404);
  });

  it('saves drafts with a revision, refuses a stale one, and publishes what visitors then see', async () => {
    const about = (await pageList()).find((p) => p.slug === 'about')!;
    const draft = await owner.site.request('GET', `/api/config/pages/${about.id}/draft`);
    const { document, revision } = draft.json();
    const edited = {
      sections: [
        { ...document.sections[0], blocks: [headingBlock('a'.repeat(24), 'Fresh words from the editor')] },
      ],
    };

    const saved = await owner.site.request('PUT', `/api/config/pages/${about.id}/draft`, {
      document: edited,
      revision,
    });
    expect(saved.json()).toEqual({ revision: revision + 1 });
    const stale = await owner.site.request('PUT', `/api/config/pages/${about.id}/draft`, {
      document: edited,
      revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_revision');
    expect((await pageList()).find((p) => p.id === about.id)!.hasUnpublishedChanges).toBe(true);

    const visitor = new TestClient(app, 'pages-site.localhost');
    const before = await visitor.request('GET', '/about');
    expect(before.body).not.toContain('Fresh words from the editor');

    const published = await owner.site.request('POST', `/api/config/pages/${about.id}/publish`);
    expect(published.json()).toMatchObject({ publishedVersion: 2, url: '/about' });
    const after = await visitor.request('GET', '/about');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Fresh words from the editor');
    expect((await pageList()).find((p) => p.id === about.id)!.hasUnpublishedChanges).toBe(false);
  });

  it('shows the owner the draft in place, and visitors never', async () => {
    const contact = (await pageList()).find((p) => p.slug === 'contact')!;
    const { document, revision } = (
      await owner.site.request('GET', `/api/config/pages/${contact.id}/draft`)
    ).json();
    const edited = {
      sections: [{ ...document.sections[0], blocks: [headingBlock('b'.repeat(24), 'Unpublished idea')] }],
    };
    await owner.site.request('PUT', `/api/config/pages/${contact.id}/draft`, { document: edited, revision });
    expect((await owner.site.request('GET', '/contact?preview=draft')).body).toContain('Unpublished idea');
    const visitor = new TestClient(app, 'pages-site.localhost');
    expect((await visitor.request('GET', '/contact?preview=draft')).body).not.toContain('Unpublished idea');
  });

  it('answers malformed drafts with 400 naming the field, and stores nothing', async () => {
    const about = (await pageList()).find((p) => p.slug === 'about')!;
    const { revision } = (await owner.site.request('GET', `/api/config/pages/${about.id}/draft`)).json();
    const bad = [
      { document: { sections: 'nope' }, revision },
      { document: { sections: [{ id: 'x', blocks: [] }] }, revision },
      {
        document: {
          sections: [
            {
              id: 'c'.repeat(24),
              blocks: [
                {
                  id: 'd'.repeat(24),
                  type: 53,
                  settings: {
                    label: 'Go',
                    href: 'javascript:alert(1)',
                    size: 'small',
                    alignment: 'left',
                    newWindow: false,
                  },
                },
              ],
            },
          ],
        },
        revision,
      },
      { document: { sections: [] }, revision: 'one' },
      {
        document: {
          sections: [
            {
              id: 'c'.repeat(24),
              blocks: Array.from({ length: 61 }, (_, i) => ({
                id: i.toString(16).padStart(24, '0'),
                type: 47,
                settings: {},
              })),
            },
          ],
        },
        revision,
      },
    ];
    for (const body of bad) {
      const response = await owner.site.request('PUT', `/api/config/pages/${about.id}/draft`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().errors).toBeTruthy();
    }
    const after = (await owner.site.request('GET', `/api/config/pages/${about.id}/draft`)).json();
    expect(after.revision).toBe(revision);
    expect((await owner.site.request('GET', '/api/config/pages/not-an-id/draft')).statusCode).toBe(400);
  });
});
