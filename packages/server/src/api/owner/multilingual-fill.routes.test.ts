import { headingDoc } from '@atelier/domain';
import { beforeAll, expect, it } from 'vitest';
import { productBody } from '#modules/catalogue/catalogue.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { multilingualSuite } from './multilingual.test-support';

describeEachDatabase(
  'a site in several languages: machine drafts, the site’s texts and status',
  (database) => {
    const { suite, call, generations, connectLibre, homePage } = multilingualSuite(
      database,
      'languages-fill@example.com',
      'languages-fill-site',
    );

    // The languages and the service the first file's tests leave the site with.
    beforeAll(async () => {
      const languages = await call('PUT', '/languages', {
        languages: [
          { tag: 'pt-BR', published: false },
          { tag: 'fr', published: true },
        ],
      });
      expect(languages.statusCode, languages.body).toBe(200);
      await connectLibre();
    });

    it('fills a page’s untranslated texts as machine drafts, keeping a person’s and rich text’s shape', async () => {
      const home = await homePage();
      const draft = (await suite.owner.site.request('GET', `/api/config/pages/${home.id}/draft`)).json();
      const heading = { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', type: 2, settings: { doc: headingDoc('Hello') } };
      const rich = {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Visit the ' },
              { type: 'text', text: 'Shop', marks: [{ type: 'bold' }] },
            ],
          },
        ],
      };
      const paragraph = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', type: 2, settings: { doc: rich } };
      const document = {
        sections: [{ id: 'cccccccccccccccccccccccc', blocks: [heading, paragraph] }],
        translations: { fr: { '@title': { text: 'Accueil' } } },
      };
      const saved = await suite.owner.site.request('PUT', `/api/config/pages/${home.id}/draft`, {
        document,
        revision: draft.revision,
      });
      expect(saved.statusCode, saved.body).toBe(200);

      const filled = await call('POST', '/fill', { language: 'fr', pageId: home.id });
      expect(filled.statusCode, filled.body).toBe(200);
      expect(filled.json()).toEqual({ filled: 2, revision: saved.json().revision + 1 });
      const after = (await suite.owner.site.request('GET', `/api/config/pages/${home.id}/draft`)).json();
      const fr = after.document.translations.fr;
      expect(fr['@title']).toEqual({ text: 'Accueil' });
      expect(fr[`${heading.id}.doc`]).toEqual({ text: JSON.stringify(headingDoc('Bonjour')), machine: true });
      const translatedRich = JSON.parse(fr[`${paragraph.id}.doc`].text);
      expect(translatedRich.content[0].content).toEqual([
        { type: 'text', text: '[fr] Visit the ' },
        { type: 'text', text: 'Boutique', marks: [{ type: 'bold' }] },
      ]);
      expect(after.document.sections).toEqual(document.sections);

      // Nothing left: the service is not asked again.
      const calls = suite.standIn.count('/translate');
      expect((await call('POST', '/fill', { language: 'fr', pageId: home.id })).json().filled).toBe(0);
      expect(suite.standIn.count('/translate')).toBe(calls);
    });

    it('writes nothing when the service is down, and answers 502', async () => {
      const home = await homePage();
      const before = (await suite.owner.site.request('GET', `/api/config/pages/${home.id}/draft`)).json();
      suite.standIn.failing = true;
      try {
        const response = await call('POST', '/fill', { language: 'pt-BR', pageId: home.id });
        expect(response.statusCode).toBe(502);
        expect(response.json()).toMatchObject({ code: 'languages.provider_unavailable' });
      } finally {
        suite.standIn.failing = false;
      }
      const after = (await suite.owner.site.request('GET', `/api/config/pages/${home.id}/draft`)).json();
      expect(after.revision).toBe(before.revision);
      expect(after.document.translations['pt-BR']).toBeUndefined();
    });

    it('fills a product, which the store’s pages show: their generation moves on', async () => {
      const created = await suite.owner.site.request(
        'POST',
        '/api/config/store/products',
        productBody({ name: 'Shop' }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().product.id as string;
      const before = await generations();
      const response = await call('POST', '/fill', { language: 'fr', productId: id });
      expect(response.statusCode, response.body).toBe(200);
      // name, description, two option names and four option values
      expect(response.json()).toEqual({ filled: 8 });
      const product = (await suite.owner.site.request('GET', `/api/config/store/products/${id}`)).json()
        .product;
      expect(product.translations.fr).toMatchObject({
        name: { text: 'Boutique', machine: true },
        'options.0.name': { text: '[fr] Size', machine: true },
        'options.1.values.1': { text: '[fr] Blue', machine: true },
      });
      expect((await generations()).catalogue_generation).toBeGreaterThan(before.catalogue_generation);

      // A save that leaves translations out keeps them; one that sends them replaces them.
      const kept = await suite.owner.site.request(
        'PUT',
        `/api/config/store/products/${id}`,
        productBody({ name: 'Shop' }),
      );
      expect(kept.json().product.translations.fr.name).toEqual({ text: 'Boutique', machine: true });
      const edited = await suite.owner.site.request(
        'PUT',
        `/api/config/store/products/${id}`,
        productBody({ name: 'Shop', translations: { fr: { name: { text: 'La boutique' } } } }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().product.translations).toEqual({ fr: { name: { text: 'La boutique' } } });
      const badTag = await suite.owner.site.request(
        'PUT',
        `/api/config/store/products/${id}`,
        productBody({ translations: { FR: { name: { text: 'x' } }, fr: { price: { text: '1' } } } }),
      );
      expect(badTag.statusCode).toBe(400);
      expect(badTag.json().errors).toMatchObject({
        'translations.FR': 'Write this language as fr.',
        'translations.fr.price': 'Not a text of a product.',
      });
    });

    it('fills the menu’s links and the site’s own texts; both reach every page', async () => {
      const link = await suite.owner.site.request('POST', '/api/config/navigation/links', {
        title: 'Send',
        url: 'https://example.com',
      });
      expect(link.statusCode, link.body).toBe(201);
      const before = await generations();
      const menu = await call('POST', '/fill', { language: 'fr', subject: 'menu' });
      expect(menu.json()).toEqual({ filled: 1 });
      const items = (await suite.owner.site.request('GET', '/api/config/navigation')).json().items;
      expect(items.find((i: { kind: string }) => i.kind === 'link').translations).toEqual({
        fr: { title: { text: 'Envoyer', machine: true } },
      });
      expect((await generations()).shell_generation).toBe(before.shell_generation + 1);

      const site = await call('POST', '/fill', { language: 'fr', subject: 'site' });
      expect(site.statusCode, site.body).toBe(200);
      expect(site.json().filled).toBeGreaterThan(0);
      expect((await generations()).shell_generation).toBe(before.shell_generation + 2);
    });

    it('writes the site’s texts a person translates, and keeps them while the language is away', async () => {
      const response = await call('PATCH', '/site-texts', {
        language: 'pt-br',
        texts: { 'header.tagline': 'Feito à mão', 'footer.text': 'Obrigado' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        language: 'pt-BR',
        texts: { 'header.tagline': { text: 'Feito à mão' }, 'footer.text': { text: 'Obrigado' } },
      });
      const read = await call('GET', '/site-texts?language=pt-br');
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual(response.json());
      expect((await call('GET', '/site-texts?language=de')).json().code).toBe(
        'languages.not_a_site_language',
      );
      expect((await call('GET', '/site-texts')).statusCode).toBe(400);
      const removed = await call('PATCH', '/site-texts', {
        language: 'pt-BR',
        texts: { 'footer.text': null },
      });
      expect(removed.json().texts).toEqual({ 'header.tagline': { text: 'Feito à mão' } });

      const unknown = await call('PATCH', '/site-texts', {
        language: 'pt-BR',
        texts: { 'header.logo': 'x' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ 'header.logo': 'Not a text of the site.' });
      const tooLong = await call('PATCH', '/site-texts', {
        language: 'pt-BR',
        texts: { title: 'x'.repeat(121) },
      });
      expect(tooLong.json().errors).toEqual({ title: 'Use at most 120 characters.' });
      const notOurs = await call('PATCH', '/site-texts', { language: 'de', texts: { title: 'Hallo' } });
      expect(notOurs.statusCode).toBe(400);
      expect(notOurs.json().code).toBe('languages.not_a_site_language');

      const siteSubject = async () =>
        (await call('GET', '/status'))
          .json()
          .languages.find((l: { tag: string }) => l.tag === 'pt-BR')
          ?.subjects.find((s: { kind: string }) => s.kind === 'site');
      expect((await siteSubject()).translated).toBe(1);
      await call('PUT', '/languages', { languages: [{ tag: 'fr', published: true }] });
      expect(await siteSubject()).toBeUndefined();
      await call('PUT', '/languages', {
        languages: [
          { tag: 'fr', published: true },
          { tag: 'pt-BR', published: false },
        ],
      });
      expect((await siteSubject()).translated).toBe(1);
    });

    it('counts each language’s texts: translated, machine drafts, per page, product, menu and site', async () => {
      const status = (await call('GET', '/status')).json();
      const fr = status.languages.find((l: { tag: string }) => l.tag === 'fr');
      const home = await homePage();
      expect(fr.subjects.find((s: { id: string }) => s.id === home.id)).toMatchObject({
        kind: 'page',
        title: 'Home',
        total: 3,
        translated: 3,
        machine: 2,
      });
      expect(fr.subjects.find((s: { kind: string }) => s.kind === 'menu')).toMatchObject({
        total: 1,
        translated: 1,
        machine: 1,
      });
      const sum = (field: 'total' | 'translated' | 'machine') =>
        fr.subjects.reduce((n: number, s: Record<string, number>) => n + s[field]!, 0);
      expect(fr.total).toBe(sum('total'));
      expect(fr.translated).toBe(sum('translated'));
      expect(fr.machine).toBe(sum('machine'));
      expect(fr.translated).toBeLessThan(fr.total);
    });

    it('refuses fill without a service, for a language the site lacks, or for another site’s page', async () => {
      const home = await homePage();
      const notOurs = await call('POST', '/fill', { language: 'de', pageId: home.id });
      expect(notOurs.json().code).toBe('languages.not_a_site_language');
      const twoThings = await call('POST', '/fill', { language: 'fr', pageId: home.id, subject: 'menu' });
      expect(twoThings.statusCode).toBe(400);
      const missing = await call('POST', '/fill', { language: 'fr', pageId: 'f'.repeat(24) });
      expect(missing.statusCode).toBe(404);
      const missingProduct = await call('POST', '/fill', { language: 'fr', productId: 'f'.repeat(24) });
      expect(missingProduct.statusCode).toBe(404);

      const disconnected = await call('DELETE', '/connection');
      expect(disconnected.json().provider).toEqual({ connected: false });
      const none = await call('POST', '/fill', { language: 'fr', subject: 'site' });
      expect(none.statusCode).toBe(409);
      expect(none.json().code).toBe('languages.not_connected');
    });
  },
);
