import { BlockVariant, paragraphDoc } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { seedDemo } from '#seed/demo';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOST = 'demo.localhost';
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** The image block's own <figure> of a design (the pages have other figures). */
function figureOf(main: string, design: string): string {
  const start = main.lastIndexOf('<figure', main.indexOf(`block-image--${design}`));
  return main.slice(start, main.indexOf('</figure>', start));
}

describeEachDatabase('the image block’s designs (type 5, variants 1012–1017)', (database) => {
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

  it('shows the demo’s workbench as a collage on Home and its team as a card on About, with no script', async () => {
    const visitor = new TestClient(app, HOST);
    const collage = figureOf(mainOf((await visitor.request('GET', '/')).body), 'collage');
    expect(collage).toMatch(
      /^<figure data-block-type="5"[^>]*class="block block-image block-image--collage"/,
    );
    expect(collage).toContain('<h2 class="block-image__title">Made at the bench by the river</h2>');
    expect(collage).toContain('Every bowl, lamp and stool starts here');
    expect(collage).toMatch(
      /<a class="button button--medium block-image__button" href="\/classes">Book a class/,
    );
    expect(collage).toMatch(/<img [^>]*width="\d+" height="\d+"/);
    expect(collage).not.toContain('data-behaviour');
    const card = figureOf(mainOf((await visitor.request('GET', '/about')).body), 'card');
    expect(card).toContain('<h2 class="block-image__title">Three makers, one kiln</h2>');
    expect(card).not.toContain('block-image__button');
  });

  it('reads in French, and site search finds a page by its design’s words', async () => {
    const visitor = new TestClient(app, HOST);
    const french = figureOf(mainOf((await visitor.request('GET', '/fr')).body), 'collage');
    expect(french).toContain('Fait à l’établi, au bord de la rivière');
    expect(french).toContain('Réserver un cours');
    const found = await visitor.request('GET', '/search?q=stool');
    expect(mainOf(found.body)).toMatch(/href="\/"/);
  });

  describe('saving an image block', () => {
    const contact = async (client: TestClient) =>
      (
        (await client.request('GET', '/api/config/pages')).json().pages as { id: string; slug: string }[]
      ).find((p) => p.slug === 'contact')!.id;
    const save = async (settings: unknown, client = owner, pageId?: string) => {
      const id = pageId ?? (await contact(owner));
      const draft = await owner.request('GET', `/api/config/pages/${id}/draft`);
      const { document, revision } = draft.json();
      const section = document.sections[0];
      const edited = {
        ...document,
        sections: [{ ...section, blocks: [...section.blocks, { id: 'e'.repeat(24), type: 5, settings }] }],
      };
      return client.request('PUT', `/api/config/pages/${id}/draft`, { document: edited, revision });
    };
    const media = async () =>
      (
        (await owner.request('GET', '/api/config/media')).json().items as { id: string; fileName: string }[]
      ).find((item) => item.fileName === 'kiln-evening.svg')!.id;
    const fieldsOf = (response: { json(): unknown }) =>
      JSON.stringify((response.json() as { errors?: unknown }).errors ?? response.json());

    it('keeps and publishes a poster: its words over the picture', async () => {
      const poster = {
        mediaId: await media(),
        alt: 'The kiln at dusk',
        variant: BlockVariant.imagePoster,
        title: 'Firing nights',
        text: paragraphDoc('Come and watch the kiln open.'),
        buttonLabel: 'Write to us',
        buttonLink: 'mailto:hello@example.com',
      };
      expect((await save(poster)).statusCode).toBe(200);
      const id = await contact(owner);
      expect((await owner.request('POST', `/api/config/pages/${id}/publish`)).statusCode).toBe(200);
      const figure = figureOf(
        mainOf((await new TestClient(app, HOST).request('GET', '/contact')).body),
        'poster',
      );
      expect(figure).toContain('<h2 class="block-image__title">Firing nights</h2>');
      expect(figure).toContain('href="mailto:hello@example.com"');
      // The poster's crop is sized by the image loader, its only script.
      expect(figure).toContain('data-behaviour="image-loader"');
    });

    it.each([
      [{ variant: 1009 }, 'variant', 'Choose one of the image designs'],
      [{ title: 'x'.repeat(201) }, 'title', 'A title holds at most 200 characters.'],
      [{ text: paragraphDoc('x'.repeat(3001)) }, 'text', 'The text holds at most 3000 characters.'],
      [{ buttonLink: 'javascript:alert(1)' }, 'buttonLink', 'Script links are not allowed here.'],
      [{ buttonLabel: 42 }, 'buttonLabel', 'Write the button label as text.'],
    ])('refuses %j with 400 naming the field and its message', async (patch, field, message) => {
      const response = await save({ alt: '', variant: BlockVariant.imageCard, ...patch });
      expect(response.statusCode).toBe(400);
      const fields = fieldsOf(response);
      expect(fields).toContain(`.settings.${field}"`);
      expect(fields).toContain(message);
    });

    it('lets no owner of another site save a design into this site’s page', async () => {
      const other = await ownerWithSite(app, 'image-other@example.com', 'image-other-site');
      const id = await contact(owner);
      const settings = { alt: '', variant: BlockVariant.imageStack, title: 'Not mine' };
      // From their own site, the page is not theirs to find.
      expect((await save(settings, other.site, id)).statusCode).toBe(404);
      // Signed in on this site's address, they hold no role here.
      const stranger = new TestClient(app, HOST);
      await stranger.signIn('image-other@example.com');
      expect([403, 404]).toContain((await save(settings, stranger, id)).statusCode);
      const draft = (await owner.request('GET', `/api/config/pages/${id}/draft`)).json();
      expect(JSON.stringify(draft.document)).not.toContain('Not mine');
    });
  });
});
