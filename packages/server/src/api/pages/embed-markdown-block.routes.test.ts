import { EMBED_MESSAGES } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOST = 'embed-markdown.localhost';
const MAP =
  '<iframe src="https://maps.example.org/embed?q=kiln" width="600" height="450" allowfullscreen></iframe>';
const MARKDOWN = `## Glaze days

Bring **your own** bowls. See [the classes](/classes).

<script>alert(1)</script>`;

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describeEachDatabase('the Embed (22) and Markdown (44) blocks', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let pageId = '';

  const save = async (blocks: unknown[]) => {
    const { document, revision } = (
      await owner.site.request('GET', `/api/config/pages/${pageId}/draft`)
    ).json();
    const [section, ...rest] = document.sections;
    return owner.site.request('PUT', `/api/config/pages/${pageId}/draft`, {
      document: { ...document, sections: [{ ...section, blocks }, ...rest] },
      revision,
    });
  };
  const embed = (settings: Record<string, unknown>) => ({ id: 'e'.repeat(24), type: 22, settings });
  const markdown = (text: unknown) => ({ id: 'f'.repeat(24), type: 44, settings: { text } });

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'embed-owner@example.com', 'embed-markdown');
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages as {
      id: string;
      slug: string;
    }[];
    pageId = pages.find((page) => page.slug === 'about')!.id;
  });
  afterAll(() => app.close());

  it('publishes Markdown as rich text and an embed that asks nothing of its host before the visitor does', async () => {
    const saved = await save([markdown(MARKDOWN), embed({ html: MAP, size: '4:3', title: 'Where we are' })]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.site.request('POST', `/api/config/pages/${pageId}/publish`)).statusCode).toBe(200);
    const visitor = new TestClient(app, HOST);
    const page = await visitor.request('GET', '/about');
    expect(page.statusCode).toBe(200);
    const main = mainOf(page.body);
    expect(main).toContain('<h2>Glaze days</h2>');
    expect(main).toContain('<strong>your own</strong>');
    expect(main).toContain('<a href="/classes">the classes</a>');
    expect(main).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(main).not.toContain('<script>alert(1)');
    // The embed: its box, notice and link; no frame until the visitor asks.
    expect(main).toContain('data-embed-origin="https://maps.example.org"');
    expect(main).toContain('Show content from maps.example.org');
    expect(main).not.toMatch(/<iframe[^>]*maps\.example\.org/);
    // The page's policy lets that one origin be framed once it is asked for.
    expect(String(page.headers['content-security-policy'])).toContain(
      "frame-src 'self' https://maps.example.org",
    );
  });

  it('lets site search find the page by the Markdown’s words', async () => {
    const visitor = new TestClient(app, HOST);
    const found = await visitor.request('GET', '/search?q=bowls');
    expect(mainOf(found.body)).toMatch(/href="\/about"/);
  });

  describe('refuses bad settings with a 400 naming the field', () => {
    const fields = (response: { json(): unknown }) =>
      JSON.stringify((response.json() as { fields?: unknown }).fields ?? response.json());

    it.each([
      [embed({ html: '<script src="https://a.example/w.js"></script>' }), 'html', EMBED_MESSAGES.script],
      [embed({ html: 'http://a.example/' }), 'html', EMBED_MESSAGES.notHttps],
      [embed({ html: MAP, size: 'huge' }), 'size', 'Choose a size'],
      [embed({ html: MAP, size: 'height', height: 20 }), 'height', 'Give a height of at least 100 pixels.'],
      [markdown(42), 'text', 'Write the Markdown as text.'],
      [
        { id: 'c'.repeat(24), type: 23, settings: { html: '', height: 'tall' } },
        'height',
        'Give the height in pixels.',
      ],
    ])('%j', async (block, field, message) => {
      const response = await save([block]);
      expect(response.statusCode).toBe(400);
      expect(fields(response)).toContain(`.settings.${field}"`);
      expect(fields(response)).toContain(message);
    });
  });
});
