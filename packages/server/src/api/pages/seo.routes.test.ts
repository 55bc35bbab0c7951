import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const BUTTON = 53;
const HTML = 2;

describeEachDatabase('sitemap, robots, search tags and moved pages', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const visitor = () => new TestClient(app, 'seo-site.localhost');
  const pageId = async (slug: string) =>
    (
      (await owner.site.request('GET', '/api/config/pages')).json().pages as { id: string; slug: string }[]
    ).find((p) => p.slug === slug)!.id;
  async function saveDocument(id: string, document: unknown) {
    const { revision } = (await owner.site.request('GET', `/api/config/pages/${id}/draft`)).json();
    return owner.site.request('PUT', `/api/config/pages/${id}/draft`, { document, revision });
  }
  const paragraph = (text: string) => ({
    id: 'e'.repeat(24),
    type: HTML,
    settings: { doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] } },
  });

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'seo@example.com', 'seo-site');
  });
  afterAll(() => app.close());

  it('answers robots.txt naming the sitemap, and only on a site host', async () => {
    const robots = await visitor().request('GET', '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /config/');
    expect(robots.body).toContain('Sitemap: http://seo-site.localhost/sitemap.xml');
    expect((await new TestClient(app, 'nowhere.localhost').request('GET', '/robots.txt')).statusCode).toBe(
      404,
    );
  });

  it('lists published, unlocked, indexable pages in sitemap.xml', async () => {
    await owner.site.request('POST', '/api/config/pages', { title: 'Draft only' });
    const secret = (await owner.site.request('POST', '/api/config/pages', { title: 'Secret' })).json().page
      .id;
    await owner.site.request('PATCH', `/api/config/pages/${secret}`, { password: 'open sesame' });
    const hidden = (await owner.site.request('POST', '/api/config/pages', { title: 'Hidden' })).json().page
      .id;
    await saveDocument(hidden, { sections: [], seo: { noindex: true } });
    await owner.site.request('POST', `/api/config/pages/${secret}/publish`);
    await owner.site.request('POST', `/api/config/pages/${hidden}/publish`);

    const sitemap = await visitor().request('GET', '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'http://seo-site.localhost/',
      'http://seo-site.localhost/about',
      'http://seo-site.localhost/contact',
    ]);
    const hiddenPage = await visitor().request('GET', '/hidden');
    expect(hiddenPage.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('writes description, canonical, Open Graph, Twitter and JSON-LD tags, escaped', async () => {
    const saved = await owner.site.request('PUT', '/api/config/seo', {
      description: 'Pots & bowls',
      organizationName: 'Riverside </script><script>alert(1)</script>',
      twitterHandle: '@riverside',
      socialImage: '/assets/share.png',
    });
    expect(saved.statusCode).toBe(200);
    const home = (await visitor().request('GET', '/')).body;
    expect(home).toContain('<meta name="description" content="Pots &amp; bowls"/>');
    expect(home).toContain('<link rel="canonical" href="http://seo-site.localhost/"/>');
    expect(home).toContain(
      '<meta property="og:image" content="http://seo-site.localhost/assets/share.png"/>',
    );
    expect(home).toContain('<meta name="twitter:site" content="@riverside"/>');
    expect(home).toContain('"@type":"Organization"');
    expect(home).toContain('"@type":"WebSite"');
    expect(home).not.toContain('</script><script>alert(1)');

    const about = await pageId('about');
    await saveDocument(about, {
      sections: [],
      seo: {
        title: 'About the studio',
        description: 'Who "we" are',
        canonical: 'https://riverside.example/about',
      },
    });
    await owner.site.request('POST', '/api/config/publish');
    const page = (await visitor().request('GET', '/about')).body;
    expect(page).toContain('<title>About the studio</title>');
    expect(page).toContain('<meta name="description" content="Who &quot;we&quot; are"/>');
    expect(page).toContain('<link rel="canonical" href="https://riverside.example/about"/>');
  });

  it('refuses bad search settings naming the field, and keeps the old ones', async () => {
    const bad = await owner.site.request('PUT', '/api/config/seo', {
      socialImage: 'javascript:alert(1)',
      twitterHandle: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['socialImage', 'twitterHandle']);
    expect((await owner.site.request('GET', '/api/config/seo')).json().seo.twitterHandle).toBe('@riverside');
    const about = await pageId('about');
    const badPage = await saveDocument(about, { sections: [], seo: { canonical: 'about' } });
    expect(badPage.statusCode).toBe(400);
  });

  it('refuses a button link that is no link, with the reason', async () => {
    const contact = await pageId('contact');
    const button = (href: string) => ({
      sections: [
        {
          id: 'c'.repeat(24),
          blocks: [
            paragraph('x'),
            {
              id: 'd'.repeat(24),
              type: BUTTON,
              settings: { label: 'Go', href, size: 'small', alignment: 'left', newWindow: false },
            },
          ],
        },
      ],
    });
    const refused = await saveDocument(contact, button('contact page'));
    expect(refused.statusCode).toBe(400);
    expect(Object.values(refused.json().errors)).toContain(
      'Links must be formatted as https://example.com or /page.',
    );
    expect((await saveDocument(contact, button('/about'))).statusCode).toBe(200);
  });

  it('answers a page’s old address with a 301 to its new one', async () => {
    const about = await pageId('about');
    expect(
      (await owner.site.request('PATCH', `/api/config/pages/${about}`, { slug: 'our-studio' })).statusCode,
    ).toBe(200);
    const old = await visitor().request('GET', '/about');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/our-studio');
    await owner.site.request('PATCH', `/api/config/pages/${about}`, { slug: 'studio' });
    expect((await visitor().request('GET', '/about')).headers.location).toBe('/studio');
    expect((await visitor().request('GET', '/our-studio')).headers.location).toBe('/studio');
    expect((await visitor().request('GET', '/never-was')).statusCode).toBe(404);
  });
});
