import { ContributorRole, headingDoc } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { invitedContributor } from '#testing/invited-contributor';
import { insertSiteLanguages } from '#testing/rows';
import { getOverSocket } from '#testing/socket-get';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOST = 'polyglot.localhost';
const ORIGIN = `http://${HOST}`;

const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const headerOf = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const contextOf = (html: string) =>
  JSON.parse(/<script id="site-context" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!);
/** The page's hreflang alternates, by language. */
const hreflangOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
/** The header's language switcher: each link's language, address and whether it is the current one. */
const switcherOf = (html: string) => {
  const nav = /<nav class="language-switcher"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [
    ...nav.matchAll(
      /<a class="language-switcher__link" href="([^"]+)" hrefLang="([^"]+)"[^>]*?(aria-current="true")?>([^<]+)<\/a>/g,
    ),
  ].map((m) => ({ path: m[1], tag: m[2], current: Boolean(m[3]), name: m[4] }));
};

describeEachDatabase('a site in several languages, as visitors get it', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let stranger: Awaited<ReturnType<typeof ownerWithSite>>;
  let viewer: TestClient;
  let port = 0;
  const visitor = () => new TestClient(app, HOST);
  const get = (path: string) => visitor().request('GET', path);
  let aboutId = '';
  let product = { id: '', slug: '' };

  /** The about page's French and German texts, saved in its draft and published. */
  async function publishAbout(french: Record<string, { text: string }>) {
    const draft = (await owner.site.request('GET', `/api/config/pages/${aboutId}/draft`)).json();
    const heading = draft.document.sections
      .flatMap((s: { blocks: { id: string; type: number }[] }) => s.blocks)
      .find((b: { type: number }) => b.type === 2);
    const saved = await owner.site.request('PUT', `/api/config/pages/${aboutId}/draft`, {
      revision: draft.revision,
      document: {
        ...draft.document,
        translations: {
          fr: { [`${heading.id}.doc`]: { text: JSON.stringify(headingDoc('Qui sommes-nous')) }, ...french },
          de: { '@title': { text: 'Über uns' } },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await owner.site.request('POST', `/api/config/pages/${aboutId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
  }

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'polyglot@example.com', 'polyglot');
    stranger = await ownerWithSite(app, 'stranger@example.com', 'stranger-site');
    viewer = await invitedContributor(app, owner.site, 'polyglot-viewer@example.com', ContributorRole.viewer);
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    aboutId = pages.find((p: { slug: string }) => p.slug === 'about').id;

    // French published, German hidden while it is written; the site's own texts in French.
    await insertSiteLanguages(app.db, owner.siteId, [
      { tag: 'fr', published: true },
      { tag: 'de', published: false },
    ]);
    await app.db
      .updateTable('websites')
      .set({
        translations: JSON.stringify({
          fr: {
            title: { text: 'Atelier polyglotte' },
            'header.title': { text: 'Polyglotte' },
            'footer.text': { text: 'Fait à Lyon' },
            'cookie.cookieBannerText': { text: '<p>Nous utilisons des cookies.</p>' },
          },
        }),
      })
      .where('id', '=', owner.siteId)
      .execute();
    await bumpRenderGeneration(app.db, owner.siteId);
    app.sites.invalidate(owner.siteId);

    await publishAbout({ '@title': { text: 'À propos' }, '@slug': { text: 'a-propos' } });

    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Fig Candle', 5, 2400, { description: 'Smells of figs.' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    product = made.json().product;
    await app.db
      .updateTable('products')
      .set({
        translations: JSON.stringify({
          fr: { name: { text: 'Bougie aux figues' }, description: { text: 'Sent la figue.' } },
        }),
      })
      .where('id', '=', product.id)
      .execute();
    const shop = await owner.site.request('POST', '/api/config/pages', { kind: 'store', title: 'Shop' });
    expect(shop.statusCode, shop.body).toBe(201);
    expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
    app.sites.invalidate(owner.siteId);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app.close());

  describe('addresses', () => {
    it('answers a page at its translated address under the language’s prefix, in that language', async () => {
      const page = await get('/fr/a-propos');
      expect(page.statusCode).toBe(200);
      expect(langOf(page.body)).toBe('fr');
      expect(titleOf(page.body)).toBe('À propos — Atelier polyglotte');
      expect(mainOf(page.body)).toContain('Qui sommes-nous');
      expect(canonicalOf(page.body)).toBe(`${ORIGIN}/fr/a-propos`);
      // The site's own texts in French; the menu names the French pages at their French addresses.
      expect(headerOf(page.body)).toContain('Polyglotte');
      expect(headerOf(page.body)).toMatch(/<a class="site-title" href="\/fr"/);
      expect(headerOf(page.body)).toMatch(
        /<a class="site-nav__link" href="\/fr\/a-propos" aria-current="page">À propos<\/a>/,
      );
      expect(headerOf(page.body)).toMatch(/href="\/fr"/);
      expect(footerOf(page.body)).toContain('Fait à Lyon');
      expect(contextOf(page.body).cookieSettings.cookieBannerText).toBe('<p>Nous utilisons des cookies.</p>');
    });

    it('sends the primary address under the prefix to the translated one', async () => {
      const moved = await get('/fr/about');
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/fr/a-propos');
    });

    it('shows the primary text wherever nothing is translated, never an empty page', async () => {
      const [english, french] = await Promise.all([get('/'), get('/fr')]);
      expect(french.statusCode).toBe(200);
      expect(langOf(french.body)).toBe('fr');
      expect(mainOf(french.body)).toBe(mainOf(english.body));
      expect(canonicalOf(french.body)).toBe(`${ORIGIN}/fr`);
      // The primary language keeps its own texts and addresses, and its full tag.
      const primary = (
        await app.db
          .selectFrom('websites')
          .select('locale')
          .where('id', '=', owner.siteId)
          .executeTakeFirstOrThrow()
      ).locale;
      expect(langOf(english.body)).toBe(primary);
      expect(headerOf(english.body)).toMatch(/href="\/about"/);
      expect(headerOf(english.body)).not.toContain('Polyglotte');
    });

    it('answers a hidden language 404 to visitors and viewers, and shows it to an owner previewing drafts', async () => {
      const hidden = await get('/de/about');
      expect(hidden.statusCode).toBe(404);
      // Its not-found page is the primary language's: nothing there shows the hidden language.
      expect(langOf(hidden.body)).toBe('en-US');
      expect(hidden.body).not.toContain('Über uns');
      expect((await get('/de/about?preview=draft')).statusCode).toBe(404);
      expect((await viewer.request('GET', '/de/about?preview=draft')).statusCode).toBe(404);
      const preview = await owner.site.request('GET', '/de/about?preview=draft');
      expect(preview.statusCode).toBe(200);
      expect(langOf(preview.body)).toBe('de');
      expect(titleOf(preview.body)).toContain('Über uns');
      expect(preview.headers['cache-control']).toBe('private, no-store');
    });

    it('shows another site’s owner no preview of this site’s hidden language', async () => {
      const signIn = await new TestClient(app, HOST).signIn('stranger@example.com');
      expect(signIn.statusCode).toBe(200);
      const strangerHere = new TestClient(app, HOST);
      await strangerHere.signIn('stranger@example.com');
      expect((await strangerHere.request('GET', '/de/about?preview=draft')).statusCode).toBe(404);
      // Their own site has no such language at all.
      expect((await stranger.site.request('GET', '/fr/about')).statusCode).toBe(404);
    });

    it('answers an unknown address in a language with the not-found page in that language', async () => {
      const missing = await get('/fr/nowhere-at-all');
      expect(missing.statusCode).toBe(404);
      expect(langOf(missing.body)).toBe('fr');
    });
  });

  describe('head and switcher', () => {
    it('names the same set of alternates on every language’s copy of a page, x-default the primary one', async () => {
      const expected = { en: `${ORIGIN}/about`, fr: `${ORIGIN}/fr/a-propos`, 'x-default': `${ORIGIN}/about` };
      const primaryTag = langOf((await get('/about')).body)!;
      const want = primaryTag === 'en' ? expected : { ...expected, [primaryTag]: expected.en, en: undefined };
      for (const path of ['/about', '/fr/a-propos']) {
        const alternates = hreflangOf((await get(path)).body);
        expect(alternates, path).toEqual(JSON.parse(JSON.stringify(want)));
        // A hidden language is named nowhere.
        expect(alternates.de, path).toBeUndefined();
      }
    });

    it('links the same page in each published language from the header, the current one marked', async () => {
      const french = switcherOf((await get('/fr/a-propos')).body);
      expect(french.map(({ path, current }) => ({ path, current }))).toEqual([
        { path: '/about', current: false },
        { path: '/fr/a-propos', current: true },
      ]);
      expect(french[1]!.name).toBe('Français');
      expect((await get('/about')).body).toContain('data-behaviour="language-suggestion"');
    });
  });

  describe('the store', () => {
    it('answers a product’s page in French, with its translated texts and the French head', async () => {
      const page = await get(`/fr/p/${product.slug}`);
      expect(page.statusCode).toBe(200);
      expect(langOf(page.body)).toBe('fr');
      expect(mainOf(page.body)).toContain('Bougie aux figues');
      expect(mainOf(page.body)).toContain('Sent la figue.');
      expect(hreflangOf(page.body)).toMatchObject({ fr: `${ORIGIN}/fr/p/${product.slug}` });
      // Its way back to the store stays in French.
      expect(mainOf(page.body)).toContain('href="/fr/store"');
      const english = await get(`/p/${product.slug}`);
      expect(mainOf(english.body)).toContain('Fig Candle');
      expect(mainOf(english.body)).not.toContain('Bougie');
    });

    it('answers a store page in French, listing the products by their French names', async () => {
      const page = await get('/fr/shop');
      expect(page.statusCode).toBe(200);
      expect(langOf(page.body)).toBe('fr');
      expect(mainOf(page.body)).toContain('Bougie aux figues');
      // Each product opens its French page.
      expect(mainOf(page.body)).toContain(`href="/fr/p/${product.slug}"`);
      expect(canonicalOf(page.body)).toBe(`${ORIGIN}/fr/shop`);
    });

    it('keeps the spec’s routes without a prefix', async () => {
      expect((await get('/fr/commerce/goto-checkout')).statusCode).toBe(404);
      expect((await get('/fr/api/commerce/cart')).statusCode).toBe(404);
    });
  });

  describe('the sitemap', () => {
    it('lists each language’s address of a page, each with every alternate', async () => {
      const sitemap = (await get('/sitemap.xml')).body;
      expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      expect(sitemap).toContain(`<loc>${ORIGIN}/fr/a-propos</loc>`);
      expect(sitemap).toContain(`<loc>${ORIGIN}/about</loc>`);
      const entry = /<url><loc>http:\/\/polyglot\.localhost\/fr\/a-propos<\/loc>[\s\S]*?<\/url>/.exec(
        sitemap,
      )![0];
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}/fr/a-propos"/>`);
      expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}/about"/>`);
      expect(sitemap).not.toContain('/de/');
    });
  });

  describe('the page cache', () => {
    it('keeps a copy per language: a French hit never answers an English request', async () => {
      const over = (path: string) => getOverSocket(port, path, { host: HOST });
      for (let round = 0; round < 2; round++) {
        const [english, french] = [await over('/'), await over('/fr')];
        expect(langOf(english.body.toString()), `round ${round}`).not.toBe('fr');
        expect(langOf(french.body.toString()), `round ${round}`).toBe('fr');
      }
    });

    it('shows a page’s new French title on every French page once it is published', async () => {
      expect(headerOf((await get('/fr')).body)).toContain('À propos');
      await publishAbout({ '@title': { text: 'Notre atelier' }, '@slug': { text: 'a-propos' } });
      const home = (await get('/fr')).body;
      expect(headerOf(home)).toContain('Notre atelier');
      expect(headerOf(home)).not.toContain('À propos');
    });
  });

  it('leaves a site in one language as it was: no prefix, no switcher, no alternates', async () => {
    const page = await stranger.site.request('GET', '/about');
    expect(page.statusCode).toBe(200);
    expect(switcherOf(page.body)).toEqual([]);
    expect(hreflangOf(page.body)).toEqual({});
    // The stylesheet knows the suggestion's class; the page asks for no suggestion.
    expect(page.body).not.toContain('data-behaviour="language-suggestion"');
    expect(page.body).not.toContain('class="language-switcher"');
  });

  it('gives the Language links block this page in each published language, and refuses other settings', async () => {
    const draft = (await owner.site.request('GET', `/api/config/pages/${aboutId}/draft`)).json();
    const withBlock = (settings: object) => ({
      revision: draft.revision,
      document: {
        ...draft.document,
        sections: [
          ...draft.document.sections,
          { id: 'c'.repeat(24), blocks: [{ id: 'd'.repeat(24), type: 1, settings }] },
        ],
      },
    });
    const refused = await owner.site.request(
      'PUT',
      `/api/config/pages/${aboutId}/draft`,
      withBlock({ show: 'pages' }),
    );
    expect(refused.statusCode).toBe(400);
    const saved = await owner.site.request(
      'PUT',
      `/api/config/pages/${aboutId}/draft`,
      withBlock({ show: 'languages' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.site.request('POST', `/api/config/pages/${aboutId}/publish`)).statusCode).toBe(200);
    const french = mainOf((await get('/fr/a-propos')).body);
    const links = [
      ...french.matchAll(
        /<a class="block-language-links__link" href="([^"]+)" hrefLang="([^"]+)"[^>]*?(aria-current="true")?>/g,
      ),
    ].map((m) => [m[1], m[2], Boolean(m[3])]);
    // The hidden German is not offered; French is the page shown.
    expect(links).toEqual([
      ['/about', 'en-US', false],
      ['/fr/a-propos', 'fr', true],
    ]);
    expect(mainOf((await get('/about')).body)).toMatch(/<div [^>]*class="block block-language-links"/);
  });
});
