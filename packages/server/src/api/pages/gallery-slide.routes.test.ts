import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const id = (n: number) => n.toString(16).padStart(24, '0');
const gallery = {
  id: id(900),
  type: 8,
  settings: {
    design: 'slideshow',
    history: true,
    slides: [
      { id: id(901), type: 'image', src: '/assets/demo/a.svg', alt: 'First' },
      { id: id(902), type: 'image', src: '/assets/demo/b.svg', alt: 'Second', url: 'second-light' },
    ],
  },
};
const currentSlide = (html: string) =>
  html.match(/class="gallery__slide is-current"[^>]*data-slide-id="([0-9a-f]+)"/)?.[1];

describeEachDatabase('a page answered at its path plus a gallery slide', (database) => {
  let app: FastifyInstance;
  let visitor: TestClient;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    const owner = await ownerWithSite(app, 'slides@example.com', 'slides-site');
    visitor = new TestClient(app, 'slides-site.localhost');
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    for (const slug of ['about', 'home']) {
      const page = pages.find((p: { slug: string }) => p.slug === slug);
      const { document, revision } = (
        await owner.site.request('GET', `/api/config/pages/${page.id}/draft`)
      ).json();
      const edited = { sections: [{ ...document.sections[0], blocks: [gallery] }] };
      const saved = await owner.site.request('PUT', `/api/config/pages/${page.id}/draft`, {
        document: edited,
        revision,
      });
      expect(saved.statusCode).toBe(200);
      expect((await owner.site.request('POST', `/api/config/pages/${page.id}/publish`)).statusCode).toBe(200);
    }
  });
  afterAll(() => app.close());

  it('renders the gallery at its first slide on the page itself', async () => {
    const response = await visitor.request('GET', '/about');
    expect(response.statusCode).toBe(200);
    expect(currentSlide(response.body)).toBe(id(901));
  });

  it('renders the page with the named slide current, by id or by its url', async () => {
    const byId = await visitor.request('GET', `/about/${id(902)}`);
    expect(byId.statusCode, byId.body.slice(0, 300)).toBe(200);
    expect(currentSlide(byId.body)).toBe(id(902));
    const byUrl = await visitor.request('GET', '/about/second-light/');
    expect(byUrl.statusCode).toBe(200);
    expect(currentSlide(byUrl.body)).toBe(id(902));
    const home = await visitor.request('GET', `/${id(902)}`);
    expect(home.statusCode).toBe(200);
    expect(currentSlide(home.body)).toBe(id(902));
  });

  it('answers 404 for a slide the page does not have', async () => {
    expect((await visitor.request('GET', `/about/${id(999)}`)).statusCode).toBe(404);
    expect((await visitor.request('GET', '/contact/second-light')).statusCode).toBe(404);
    expect((await visitor.request('GET', '/about/x/y')).statusCode).toBe(404);
  });
});
