import { expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { multilingualSuite } from './multilingual.test-support';

const _API = '/api/multilingual';

describeEachDatabase(
  'a site in several languages: languages, service, status and machine drafts',
  (database) => {
    const { suite, call, generations, connectLibre, homePage } = multilingualSuite(
      database,
      'languages@example.com',
      'languages-site',
    );
    it('starts with the primary language alone and no service', async () => {
      const response = await call('GET', '/settings');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toEqual({
        primary: { tag: 'en-US', name: 'American English', primary: true, published: true, prefix: '' },
        languages: [],
        provider: { connected: false },
      });
    });

    it('keeps the other languages in the owner’s order, canonical, published or hidden; every page learns them', async () => {
      const before = await generations();
      const response = await call('PUT', '/languages', {
        languages: [
          { tag: 'pt-br', published: false },
          { tag: 'fr', published: true },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().languages).toEqual([
        { tag: 'pt-BR', name: 'Português (Brasil)', primary: false, published: false, prefix: 'pt-br' },
        { tag: 'fr', name: 'Français', primary: false, published: true, prefix: 'fr' },
      ]);
      const after = await generations();
      expect(after.shell_generation).toBe(before.shell_generation + 1);
      // The site record (read for the status) knows them at once.
      const status = (await call('GET', '/status')).json();
      expect(status.languages.map((l: { tag: string }) => l.tag)).toEqual(['pt-BR', 'fr']);
    });

    it('refuses bad, repeated and too many tags, naming each, and changes nothing', async () => {
      const bad = await call('PUT', '/languages', {
        languages: [
          { tag: 'fr', published: true },
          { tag: 'french', published: true },
          { tag: 'en_US', published: true },
        ],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('languages.invalid_tag');
      expect(Object.keys(bad.json().errors)).toEqual(['languages.1.tag', 'languages.2.tag']);

      const twice = await call('PUT', '/languages', {
        languages: [
          { tag: 'de', published: true },
          { tag: 'DE', published: false },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({
        code: 'languages.repeated_tag',
        errors: { 'languages.1.tag': 'de appears twice.' },
      });

      const primary = await call('PUT', '/languages', { languages: [{ tag: 'en-us', published: true }] });
      expect(primary.statusCode).toBe(400);
      expect(primary.json().code).toBe('languages.repeated_tag');

      const many = [
        'de',
        'es',
        'it',
        'nl',
        'pt',
        'ja',
        'ko',
        'zh',
        'ru',
        'pl',
        'sv',
        'da',
        'fi',
        'nb',
        'cs',
        'el',
      ];
      const tooMany = await call('PUT', '/languages', {
        languages: [
          ...many,
          'tr',
          'uk',
          'hu',
          'ro',
          'bg',
          'hr',
          'sk',
          'sl',
          'lt',
          'lv',
          'et',
          'ga',
          'cy',
          'is',
        ].map((tag) => ({ tag, published: true })),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().code).toBe('languages.too_many');

      const notJson = await call('PUT', '/languages', { languages: [{ tag: 'fr' }] });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().code).toBe('invalid_input');

      expect((await call('GET', '/settings')).json().languages.map((l: { tag: string }) => l.tag)).toEqual([
        'pt-BR',
        'fr',
      ]);
    });

    it('refuses a primary language that is one of the others unless the same call drops it', async () => {
      const clash = await call('PUT', '/languages', {
        primary: 'fr',
        languages: [{ tag: 'fr', published: true }],
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().code).toBe('languages.primary_in_use');

      const swap = await call('PUT', '/languages', {
        primary: 'fr',
        languages: [{ tag: 'en-US', published: true }],
      });
      expect(swap.statusCode, swap.body).toBe(200);
      expect(swap.json().primary).toMatchObject({ tag: 'fr', primary: true, prefix: '' });
      expect(swap.json().languages.map((l: { tag: string }) => l.tag)).toEqual(['en-US']);

      const back = await call('PUT', '/languages', {
        primary: 'en-US',
        languages: [
          { tag: 'pt-BR', published: false },
          { tag: 'fr', published: true },
        ],
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().primary.tag).toBe('en-US');
    });

    it('checks the service’s key once before keeping it, and never sends the key back', async () => {
      const before = suite.standIn.count('/translate');
      const wrong = await call('PUT', '/connection', {
        provider: 'libretranslate',
        endpoint: suite.standIn.url,
        apiKey: 'not-the-key',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('languages.provider_refused');
      expect((await call('GET', '/settings')).json().provider).toEqual({ connected: false });

      suite.standIn.failing = true;
      try {
        const down = await call('PUT', '/connection', {
          provider: 'deepl',
          endpoint: suite.standIn.url,
          apiKey: suite.standIn.deeplKey,
        });
        expect(down.statusCode).toBe(502);
        expect(down.json().code).toBe('languages.provider_unavailable');
      } finally {
        suite.standIn.failing = false;
      }
      expect((await call('GET', '/settings')).json().provider).toEqual({ connected: false });

      const badAddress = await call('PUT', '/connection', {
        provider: 'libretranslate',
        endpoint: 'ftp://example.com',
        apiKey: 'k',
      });
      expect(badAddress.statusCode).toBe(400);
      expect(badAddress.json().code).toBe('languages.invalid_endpoint');

      await connectLibre();
      expect(suite.standIn.count('/translate')).toBe(before + 2);
      const settings = await call('GET', '/settings');
      expect(settings.json().provider).toMatchObject({
        connected: true,
        provider: 'libretranslate',
        endpoint: suite.standIn.url,
      });
      expect(settings.body).not.toContain(suite.standIn.libreKey);
    });
  },
);
