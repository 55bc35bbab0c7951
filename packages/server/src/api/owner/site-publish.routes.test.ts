import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HTML = 2;
const textDocument = (sectionId: string, blockId: string, text: string) => ({
  sections: [
    {
      id: sectionId,
      blocks: [
        {
          id: blockId,
          type: HTML,
          settings: {
            doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
          },
        },
      ],
    },
  ],
});

/** The titles of a menu of the review, nested items as "Parent > Child". */
const titles = (menu: { title: string; children: { title: string }[] }[]): string[] =>
  menu.flatMap((item) => [item.title, ...item.children.map((child) => `${item.title} > ${child.title}`)]);

interface Page {
  id: string;
  title: string;
  slug: string;
  path: string;
  hasUnpublishedChanges: boolean;
  publishedVersion: number | null;
}

describeEachDatabase('publishing the whole site, its review and its history', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const visitor = () => new TestClient(app, 'whole-site.localhost');

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'whole@example.com', 'whole-site');
  });
  afterAll(() => app.close());

  const pageList = async () => (await owner.site.request('GET', '/api/config/pages')).json().pages as Page[];
  const review = async () => (await owner.site.request('GET', '/api/config/publish')).json().review;
  async function write(page: Page, text: string) {
    const { revision } = (await owner.site.request('GET', `/api/config/pages/${page.id}/draft`)).json();
    const saved = await owner.site.request('PUT', `/api/config/pages/${page.id}/draft`, {
      document: textDocument(page.id, `${page.id.slice(0, 23)}f`, text),
      revision,
    });
    expect(saved.statusCode).toBe(200);
  }

  it('starts with the template published as one version and nothing to review', async () => {
    const versions = (await owner.site.request('GET', '/api/config/site-versions')).json().versions;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ number: 1, note: 'Created from a template', pages: 3 });
    expect(await review()).toMatchObject({ hasChanges: false, added: [], changed: [], removed: [] });
  });

  it('lists added, changed and removed pages and the menu before publishing, then publishes them all at once', async () => {
    const created = await owner.site.request('POST', '/api/config/pages', { title: 'Services' });
    const services = created.json().page as Page;
    await write(services, 'What we offer');
    const about = (await pageList()).find((p) => p.slug === 'about')!;
    await write(about, 'A new story');
    const temporary = (await owner.site.request('POST', '/api/config/pages', { title: 'Gone soon' })).json()
      .page as Page;
    await owner.site.request('DELETE', `/api/config/pages/${temporary.id}`);

    expect((await visitor().request('GET', '/services')).statusCode).toBe(404);
    const before = await review();
    expect(before.hasChanges).toBe(true);
    expect(before.added).toEqual([{ id: services.id, title: 'Services', path: '/services' }]);
    expect(before.changed).toEqual([{ id: about.id, title: 'About', path: '/about', what: ['content'] }]);
    expect(before.removed).toEqual([]);
    expect(before.navigation).toMatchObject({
      changed: true,
      added: [{ id: services.id, kind: 'page', title: 'Services', under: null }],
      removed: [],
      moved: [],
    });
    expect(titles(before.navigation.before)).toEqual(['Home', 'About', 'Contact']);
    expect(titles(before.navigation.after)).toEqual(['Home', 'About', 'Contact', 'Services']);

    const published = await owner.site.request('POST', '/api/config/publish');
    expect(published.statusCode).toBe(200);
    expect(published.json().version).toBe(2);
    expect(
      published
        .json()
        .published.map((p: Page) => p.title)
        .sort(),
    ).toEqual(['About', 'Services']);

    const services404 = await visitor().request('GET', '/services');
    expect(services404.statusCode).toBe(200);
    expect(services404.body).toContain('What we offer');
    const home = await visitor().request('GET', '/');
    expect(home.body).toContain('href="/services"');
    expect((await visitor().request('GET', '/about')).body).toContain('A new story');
    expect(await review()).toMatchObject({ hasChanges: false });
    expect((await pageList()).every((p) => !p.hasUnpublishedChanges)).toBe(true);
  });

  it('names a page deleted since the last publish, and a renamed page', async () => {
    const services = (await pageList()).find((p) => p.slug === 'services')!;
    await owner.site.request('DELETE', `/api/config/pages/${services.id}`);
    const contact = (await pageList()).find((p) => p.slug === 'contact')!;
    await owner.site.request('PATCH', `/api/config/pages/${contact.id}`, { title: 'Reach us' });
    const pending = await review();
    expect(pending.removed).toEqual([{ id: services.id, title: 'Services', path: '/services' }]);
    expect(pending.changed).toEqual([
      { id: contact.id, title: 'Reach us', path: '/contact', what: ['title'] },
    ]);
    // The menu shows a page's title as it is now (render/public.queries.ts): the rename is in it already.
    expect(titles(pending.navigation.before)).toEqual(['Home', 'About', 'Reach us']);
    expect(pending.navigation).toMatchObject({ changed: false, added: [], removed: [], moved: [] });
    expect((await visitor().request('GET', '/')).body).toContain('>Reach us<');
    expect((await owner.site.request('POST', '/api/config/publish')).json().version).toBe(3);
  });

  it('shows a past version and restores it, deleted pages included, as a new version', async () => {
    const two = (await owner.site.request('GET', '/api/config/site-versions/2')).json().version;
    expect(two.pages.map((p: Page) => p.path)).toEqual(['/', '/about', '/contact', '/services']);
    expect(two.pages[1].document.sections[0].blocks[0].settings.doc.content[0].content[0].text).toBe(
      'A new story',
    );
    expect(JSON.stringify(two)).not.toContain('passwordHash');
    const shown = await owner.site.request('GET', '/services?version=2');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('What we offer');
    expect((await visitor().request('GET', '/services?version=2')).statusCode).toBe(404);

    const restored = await owner.site.request('POST', '/api/config/site-versions/2/restore');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().versions[0]).toMatchObject({ number: 4, note: 'Restored version 2', pages: 4 });
    const services = await visitor().request('GET', '/services');
    expect(services.statusCode).toBe(200);
    expect(services.body).toContain('What we offer');
    expect((await visitor().request('GET', '/')).body).toContain('>Contact<');
    expect(await review()).toMatchObject({ hasChanges: false });
  });

  it('publishes only one page when asked, leaving the others as drafts', async () => {
    const pages = await pageList();
    const about = pages.find((p) => p.slug === 'about')!;
    const contact = pages.find((p) => p.slug === 'contact')!;
    await write(about, 'Only this page');
    await write(contact, 'Not yet');
    const one = await owner.site.request('POST', `/api/config/pages/${about.id}/publish`);
    expect(one.json()).toMatchObject({ url: '/about', siteVersion: 5 });
    expect((await visitor().request('GET', '/about')).body).toContain('Only this page');
    expect((await visitor().request('GET', '/contact')).body).not.toContain('Not yet');
    expect((await review()).changed.map((p: Page) => p.title)).toEqual(['Contact']);
  });

  it('keeps the last 20 versions', async () => {
    for (let n = 0; n < 17; n++) await owner.site.request('POST', '/api/config/publish');
    const versions = (await owner.site.request('GET', '/api/config/site-versions')).json().versions;
    expect(versions).toHaveLength(20);
    expect(versions[0].number).toBe(22);
    expect(versions.at(-1).number).toBe(3);
    const dropped = await owner.site.request('GET', '/api/config/site-versions/2');
    expect(dropped.statusCode).toBe(404);
    expect((await owner.site.request('POST', '/api/config/site-versions/2/restore')).statusCode).toBe(404);
    expect((await owner.site.request('GET', '/api/config/site-versions/two')).statusCode).toBe(400);
  });

  it('reviews the menu as visitors see it: the owner’s links, nested items, in order', async () => {
    const other = await ownerWithSite(app, 'menu-review@example.com', 'menu-review');
    const menuReview = async () =>
      (await other.site.request('GET', '/api/config/publish')).json().review.navigation;
    const link = await other.site.request('POST', '/api/config/navigation/links', {
      title: 'Shop',
      url: 'https://shop.example.com',
    });
    expect(link.statusCode).toBe(201);
    // A link is live at once: the menu visitors see has it, and publishing changes nothing there.
    const withLink = await menuReview();
    expect(titles(withLink.before)).toEqual(['Home', 'About', 'Contact', 'Shop']);
    expect(withLink).toMatchObject({ changed: false, added: [] });
    expect(withLink.before[3]).toEqual({
      id: link.json().items.find((item: { title: string }) => item.title === 'Shop').id,
      kind: 'link',
      title: 'Shop',
      href: 'https://shop.example.com',
      children: [],
    });

    const team = (await other.site.request('POST', '/api/config/pages', { title: 'Team' })).json().page;
    const items = (await other.site.request('GET', '/api/config/navigation')).json().items as {
      id: string;
      title: string;
    }[];
    const about = items.find((item) => item.title === 'About')!;
    const nested = await other.site.request('PUT', '/api/config/navigation', {
      items: items.map((item) => ({ id: item.id, parentId: item.id === team.id ? about.id : null })),
    });
    expect(nested.statusCode, nested.body).toBe(200);
    const pending = await menuReview();
    expect(titles(pending.before)).toEqual(['Home', 'About', 'Contact', 'Shop']);
    expect(titles(pending.after)).toEqual(['Home', 'About', 'About > Team', 'Contact', 'Shop']);
    expect(pending).toMatchObject({
      changed: true,
      added: [{ id: team.id, kind: 'page', title: 'Team', under: 'About' }],
      removed: [],
      moved: [],
    });

    expect((await other.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
    const home = await new TestClient(app, 'menu-review.localhost').request('GET', '/');
    expect(home.body).toContain('href="/team"');
    expect(home.body).toContain('href="https://shop.example.com"');
    const done = await other.site.request('GET', '/api/config/publish');
    expect(done.json().review).toMatchObject({ hasChanges: false, navigation: { changed: false } });
    expect(titles(done.json().review.navigation.before)).toEqual(titles(pending.after));
  });

  it('numbers concurrent publishes one after another, never failing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => owner.site.request('POST', '/api/config/publish')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().version).sort((a, b) => a - b)).toEqual([23, 24, 25, 26, 27, 28]);
  });
});
