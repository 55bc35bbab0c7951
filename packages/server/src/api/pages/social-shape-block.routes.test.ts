import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { seedDemo } from '#seed/demo';
import { createTestApp, TestClient } from '#testing/test-app';

const HOST = 'demo.localhost';
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const count = (text: string, part: string) => text.split(part).length - 1;

describeEachDatabase('the social links (types 19, 48, 54) and shape (type 71) blocks', (database) => {
  let app: FastifyInstance;
  let owner: TestClient;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    await seedDemo(app);
    owner = new TestClient(app, HOST);
    expect((await owner.signIn(app.config.demoOwnerEmail, app.config.demoOwnerPassword)).statusCode).toBe(
      200,
    );
  });
  afterAll(() => app.close());

  it('shows the demo’s social links on the home page, follow links made from usernames', async () => {
    const home = await new TestClient(app, HOST).request('GET', '/');
    expect(home.statusCode).toBe(200);
    const main = mainOf(home.body);
    expect(main).toContain('data-block-type="54"');
    expect(main).toContain('data-behaviour="social-share"');
    expect(main).toContain('Follow the studio');
    expect(main).toContain('href="https://www.instagram.com/riverside.studio"');
    expect(main).toContain('href="https://mastodon.social/@riverside"');
    expect(main).toContain('href="mailto:hello@riverside-studio.example"');
    expect(count(main, 'rel="me noopener"')).toBe(4);
    for (const name of ['Instagram', 'Pinterest', 'Mastodon', 'Email the studio'])
      expect(main).toContain(name);
    // The Share button waits for its behaviour; nothing of a network's loads with the page.
    expect(main).toMatch(/<button type="button" class="block-social__share-button"[^>]* hidden=""/);
    expect(main).not.toMatch(/<(script|iframe)[^>]*(instagram|facebook|twitter|x\.com)/);
  });

  it('shows them in French, the owner’s label translated and the Share button in French', async () => {
    const french = mainOf((await new TestClient(app, HOST).request('GET', '/fr')).body);
    expect(french).toContain('Suivre l’atelier');
    expect(french).toContain('Écrire à l’atelier');
    expect(french).toContain('Partager');
  });

  describe('saving', () => {
    const pageId = async (slug: string) =>
      ((await owner.request('GET', '/api/config/pages')).json().pages as { id: string; slug: string }[]).find(
        (p) => p.slug === slug,
      )!.id;
    const save = async (blocks: { type: number; settings: unknown }[]) => {
      const id = await pageId('contact');
      const { document, revision } = (await owner.request('GET', `/api/config/pages/${id}/draft`)).json();
      const section = document.sections[0];
      const added = blocks.map((block, n) => ({ id: `${n}`.repeat(24), ...block }));
      const edited = { ...document, sections: [{ ...section, blocks: [...section.blocks, ...added] }] };
      return owner.request('PUT', `/api/config/pages/${id}/draft`, { document: edited, revision });
    };
    const messagesOf = (response: { json(): unknown }) =>
      JSON.stringify((response.json() as { errors?: unknown }).errors ?? response.json());
    const social = (links: unknown[], extra: Record<string, unknown> = {}) => ({
      type: 54,
      settings: { links, style: 'icons', size: 'medium', ...extra },
    });

    it.each([
      [
        social([{ id: 'a', network: 'x', url: 'http://x.com/studio' }]),
        'Enter a full address starting with https://.',
      ],
      [social([{ id: 'a', network: 'x', url: 'javascript:alert(1)' }]), 'links.0.url'],
      [social([{ id: 'a', network: 'email', url: 'https://mail.example' }]), 'Enter an email address'],
      [social([{ id: 'a', network: 'myspace', username: 'studio' }]), 'Choose a network'],
      [
        social(Array.from({ length: 21 }, (_, n) => ({ id: `l${n}`, network: 'github', username: `u${n}` }))),
        'A block holds at most 20 links.',
      ],
      [social([], { share: 'yes' }), 'Use true or false.'],
      [
        { type: 19, settings: { links: 'instagram', style: 'icons', size: 'medium' } },
        'Give the links as a list.',
      ],
      [{ type: 71, settings: { shape: 'cube', fill: 'accent' } }, 'Choose a shape'],
      [{ type: 71, settings: { shape: 'star', fill: '#ff0000' } }, 'Choose a palette colour'],
      [
        { type: 71, settings: { shape: 'star', fill: 'text', mediaId: 'x' } },
        'Choose an image from the library.',
      ],
    ])('refuses %j with 400 and its message', async (block, message) => {
      const response = await save([block]);
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toContain(message);
    });

    it('publishes social links of the older types and shapes of each sizing value, markup and all', async () => {
      const saved = await save([
        {
          type: 19,
          settings: {
            links: [{ id: 'gh', network: 'github', username: 'riverside' }],
            style: 'names',
            size: 'small',
          },
        },
        { type: 71, settings: { shape: 'circle', fill: 'accent' } },
        { type: 71, settings: { shape: 'arch', fill: 'surface' } },
        { type: 71, settings: { shape: 'wave', fill: 'text' } },
      ]);
      expect(saved.statusCode).toBe(200);
      const id = await pageId('contact');
      expect((await owner.request('POST', `/api/config/pages/${id}/publish`)).statusCode).toBe(200);
      const main = mainOf((await new TestClient(app, HOST).request('GET', '/contact')).body);
      expect(main).toContain('data-block-type="19"');
      expect(main).toMatch(
        /<a class="block-social__link block-social__link--github" href="https:\/\/github.com\/riverside" rel="me noopener" target="_blank">/,
      );
      expect(main).toContain('>GitHub</span>');
      // No Share button: no script for this one.
      expect(main).not.toContain('data-behaviour="social-share"');
      for (const size of [100, 150, 67]) expect(main).toContain(`viewBox="0 0 100 ${size}"`);
      expect(count(main, 'data-block-type="71"')).toBe(3);
      expect(main).toContain('block-shape--fill-surface');
    });
  });
});
