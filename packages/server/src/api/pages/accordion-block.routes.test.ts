import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { seedDemo } from '#seed/demo';
import { DEMO_FAQ } from '#seed/demo-faq';
import { createTestApp, TestClient } from '#testing/test-app';

const HOST = 'demo.localhost';
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const count = (text: string, part: string) => text.split(part).length - 1;

describeEachDatabase('the accordion block (type 69)', (database) => {
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

  it('shows the demo’s questions on About as native details, the first open, one open at a time', async () => {
    const visitor = new TestClient(app, HOST);
    const about = await visitor.request('GET', '/about');
    expect(about.statusCode).toBe(200);
    const main = mainOf(about.body);
    expect(main).toContain('data-block-type="69"');
    expect(main).toContain('data-behaviour="accordion"');
    expect(count(main, '<details')).toBe(DEMO_FAQ.length);
    expect(count(main, '<details class="block-accordion__item" name="accordion-')).toBe(DEMO_FAQ.length);
    expect(count(main, ' open=""')).toBe(1);
    for (const [question] of DEMO_FAQ) expect(main).toContain(question);
    expect(main).toContain('Questions we hear often');
  });

  it('shows them in French, and site search finds an answer inside a closed item', async () => {
    const visitor = new TestClient(app, HOST);
    const french = mainOf((await visitor.request('GET', '/fr/a-propos')).body);
    expect(french).toContain('Proposez-vous des cours de poterie ?');
    expect(french).toContain('Chaque pièce est assurée');
    const found = await visitor.request('GET', '/search?q=insured');
    expect(mainOf(found.body)).toMatch(/href="\/about"/);
  });

  describe('saving an accordion block', () => {
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
        sections: [{ ...section, blocks: [...section.blocks, { id: 'e'.repeat(24), type: 69, settings }] }],
      };
      return owner.request('PUT', `/api/config/pages/${contact.id}/draft`, { document: edited, revision });
    };
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Yes.' }] }] };
    const item = (n: number, title = 'Open on Sundays?') => ({ id: `q${n}`, title, body: doc });
    const messagesOf = (response: { json(): unknown }) =>
      JSON.stringify((response.json() as { errors?: unknown }).errors ?? response.json());

    it('keeps a valid accordion', async () => {
      expect((await save({ items: [item(1)], openFirst: false, allowMany: true })).statusCode).toBe(200);
    });

    it.each([
      [{ items: Array.from({ length: 51 }, (_, n) => item(n)) }, 'An accordion holds at most 50 items.'],
      [{ items: [item(1, 'x'.repeat(201))] }, 'A title holds at most 200 characters.'],
      [{ items: 'faq' }, 'Give the items as a list.'],
      [{ items: [7] }, 'Each item is a title and its text.'],
      [{ items: [{ ...item(1), body: 'Yes.' }] }, 'Write the text as a rich-text document.'],
      [{ items: [item(1)], allowMany: 'no' }, 'Use true or false.'],
      [{ items: [{ ...item(1), body: { type: 'doc', content: 'x' } }] }, 'items.0.body'],
    ])('refuses %j with 400 and its message', async (settings, message) => {
      const response = await save(settings);
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toContain(message);
    });
  });
});
