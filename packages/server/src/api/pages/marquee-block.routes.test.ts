import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { seedDemo } from '#seed/demo';
import { DEMO_MARQUEE } from '#seed/demo-marquee';
import { createTestApp, TestClient } from '#testing/test-app';

const HOST = 'demo.localhost';
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const count = (text: string, part: string) => text.split(part).length - 1;

describeEachDatabase('the marquee block (type 70)', (database) => {
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

  it('shows the demo’s marquee on the home page as still text, once, with its behaviour named', async () => {
    const visitor = new TestClient(app, HOST);
    const home = await visitor.request('GET', '/');
    expect(home.statusCode).toBe(200);
    const main = mainOf(home.body);
    expect(count(main, 'data-block-type="70"')).toBe(1);
    expect(count(main, 'data-behaviour="marquee"')).toBe(1);
    // The words once, readable without scripts; the moving copies are the behaviour's.
    expect(count(main, DEMO_MARQUEE.text)).toBe(1);
    expect(main).toContain(`<p class="block-marquee__text">${DEMO_MARQUEE.text}</p>`);
    expect(main).toContain('href="/classes"');
    expect(main).toMatch(/data-direction="left"[^>]*data-speed="1"[^>]*data-wave-frequency="1"/);
    expect(main).toContain('data-paused-on-hover="true"');
    // The wave's height is held by the markup, so the moving line shifts nothing.
    expect(main).toContain('--marquee-amplitude:12px');
  });

  it('loads the behaviour and its styles only on pages that hold a marquee', async () => {
    const visitor = new TestClient(app, HOST);
    const home = (await visitor.request('GET', '/')).body;
    const about = (await visitor.request('GET', '/about')).body;
    expect(about).not.toContain('data-behaviour="marquee"');
    expect(about).not.toContain('block-marquee');
    // Wherever the build names the behaviour's script, only the page with a marquee carries it.
    const script = /marquee-[\w-]+\.js/;
    if (script.test(home)) expect(about).not.toMatch(script);
    expect(about).not.toMatch(/part-marquee-[\w-]+\.css/);
  });

  it('reads in French on the French home page, and site search finds its words', async () => {
    const visitor = new TestClient(app, HOST);
    const french = mainOf((await visitor.request('GET', '/fr/')).body);
    expect(french).toContain('Cours de tour le mardi, atelier libre le samedi');
    const found = await visitor.request('GET', '/search?q=Saturdays');
    expect(mainOf(found.body)).toMatch(/href="\/"/);
  });

  describe('saving a marquee block', () => {
    const save = async (settings: unknown) => {
      const pages = (await owner.request('GET', '/api/config/pages')).json().pages as {
        id: string;
        slug: string;
      }[];
      const contact = pages.find((p) => p.slug === 'contact')!;
      const { document, revision } = (
        await owner.request('GET', `/api/config/pages/${contact.id}/draft`)
      ).json();
      const section = document.sections[0];
      const edited = {
        ...document,
        sections: [{ ...section, blocks: [...section.blocks, { id: 'e'.repeat(24), type: 70, settings }] }],
      };
      return owner.request('PUT', `/api/config/pages/${contact.id}/draft`, { document: edited, revision });
    };
    const messagesOf = (response: { json(): unknown }) =>
      JSON.stringify((response.json() as { errors?: unknown }).errors ?? response.json());

    it('keeps a valid marquee, and one with its text alone', async () => {
      expect((await save({ ...DEMO_MARQUEE, animationDirection: 'right' })).statusCode).toBe(200);
      expect((await save({ text: 'Hello' })).statusCode).toBe(200);
    });

    it.each([
      [{ text: 'x'.repeat(201) }, 'The scrolling text holds at most 200 characters.'],
      [{ text: 7 }, 'Write the scrolling text as text.'],
      [{ text: 'a', waveFrequency: 3 }, 'The wave frequency is from 0 to 2.'],
      [{ text: 'a', waveIntensity: 2 }, 'The wave intensity is from 0 to 1.'],
      [{ text: 'a', animationSpeed: 100 }, 'The speed is from 0.25 to 4.'],
      [{ text: 'a', animationSpeed: 'fast' }, 'Give the speed as a number.'],
      [{ text: 'a', animationDirection: 'up' }, 'Choose left or right.'],
      [{ text: 'a', pausedOnHover: 'no' }, 'Use true or false.'],
      [{ text: 'a', link: 'javascript:alert(1)' }, 'Script links are not allowed here.'],
    ])('refuses %j with 400 and its message', async (settings, message) => {
      const response = await save(settings);
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toContain(message);
    });
  });
});
