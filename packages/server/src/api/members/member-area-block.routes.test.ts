import { headingDoc, memberAreaTextKey } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pageWithBlocks } from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { insertSiteLanguages } from '#testing/rows';
import { getOverSocket } from '#testing/socket-get';
import { createTestApp, ownerWithSite } from '#testing/test-app';

const HOST = 'area-block.localhost';
const MEMBER_AREA = 67;
const HTML = 2;

// Parsing, not regular expressions: attribute order and spacing are not what is tested.
const window = new Window({
  settings: { disableJavaScriptFileLoading: true, disableJavaScriptEvaluation: true },
});

/** The member area block of a page as a visitor's browser reads it, or null when the page has none. */
function blockOf(html: string) {
  // The page's main region only: the rest is the site's shell.
  const region = html.slice(html.indexOf('<main'), html.indexOf('</main>') + '</main>'.length);
  const document = new window.DOMParser().parseFromString(region, 'text/html');
  const block = document.querySelector(`main [data-block-type="${MEMBER_AREA}"]`);
  if (!block) return null;
  const hidden = (name: string) =>
    block.querySelector(`form input[type="hidden"][name="${name}"]`)?.getAttribute('value') ?? null;
  return {
    heading: block.querySelector('h2')?.textContent ?? null,
    action: block.querySelector('form')?.getAttribute('action') ?? null,
    fields: { areaId: hidden('areaId'), page: hidden('page'), next: hidden('next') },
    button: block.querySelector('form button')?.textContent ?? null,
    invite: block.querySelector('.block-member-area__invite')?.textContent ?? null,
    signIn: block.querySelector('.block-member-area__sign-in a')?.getAttribute('href') ?? null,
    text: block.textContent ?? '',
  };
}

describeEachDatabase('the member area block: an area’s join offer on any page', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let port = 0;
  let area = '';
  let notes = '';
  const get = (path: string) => getOverSocket(port, path, { host: HOST, 'accept-encoding': 'identity' });
  /** The page with the block, asked for twice: the second answer is the cached copy. */
  const cached = async (path = '/join') => {
    const first = await get(path);
    expect(first.status).toBe(200);
    const second = await get(path);
    expect(second.headers['cache-control']).toBe('no-cache');
    return second.body.toString();
  };

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'area-block@example.com', 'area-block');
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    const made = await owner.site.request('POST', '/api/config/member-areas', {
      name: 'Studio members',
      welcomeText: 'New notes every month.',
    });
    expect(made.statusCode, made.body).toBe(201);
    area = made.json().area.id;
    // The area's one page, where joining leads.
    notes = await pageWithBlocks(owner.site, 'notes', [
      { type: HTML, settings: { doc: headingDoc('Notes') } },
    ]);
    const moved = await owner.site.request('PATCH', `/api/config/pages/${notes}`, { memberAreaId: area });
    expect(moved.statusCode, moved.body).toBe(200);
    await pageWithBlocks(owner.site, 'join', [{ type: MEMBER_AREA, settings: { areaId: area } }]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app.close());

  it('offers an open area with a plain join form to the area’s first page, from the cached page', async () => {
    const block = blockOf(await cached());
    expect(block).toMatchObject({
      heading: 'Studio members',
      action: '/account/join',
      fields: { areaId: area, page: 'Studio members', next: '/notes' },
      button: 'Join Studio members',
      invite: null,
      signIn: '/account?next=%2Fnotes',
    });
    expect(block?.text).toContain('New notes every month.');
  });

  it('shows a renamed area’s new name on the next request of the cached page', async () => {
    await cached();
    const renamed = await owner.site.request('PATCH', `/api/config/member-areas/${area}`, {
      name: 'Studio circle',
      welcomeText: 'Firing notes monthly.',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const block = blockOf((await get('/join')).body.toString());
    expect(block).toMatchObject({
      heading: 'Studio circle',
      fields: { areaId: area, page: 'Studio circle', next: '/notes' },
      button: 'Join Studio circle',
    });
    expect(block?.text).toContain('Firing notes monthly.');
    expect(block?.text).not.toContain('Studio members');
  });

  it('offers no form once the area is only for people the owner adds', async () => {
    await cached();
    await owner.site.request('PATCH', `/api/config/member-areas/${area}`, { joinRule: 'invite' });
    const block = blockOf((await get('/join')).body.toString());
    expect(block).toMatchObject({
      action: null,
      button: null,
      invite: 'Only people the site’s owner adds can join Studio circle.',
      signIn: '/account?next=%2Fnotes',
    });
    await owner.site.request('PATCH', `/api/config/member-areas/${area}`, { joinRule: 'open' });
    expect(blockOf((await get('/join')).body.toString())?.action).toBe('/account/join');
  });

  it('names the area in the page’s language at the language’s address', async () => {
    await insertSiteLanguages(app.db, owner.siteId, [{ tag: 'fr', published: true }]);
    await bumpRenderGeneration(app.db, owner.siteId);
    app.sites.invalidate(owner.siteId);
    expect(blockOf(await cached('/fr/join'))?.button).toBe('Rejoindre Studio circle');
    const saved = await owner.site.request('PATCH', '/api/multilingual/site-texts', {
      language: 'fr',
      texts: { [memberAreaTextKey(area, 'name')]: 'Cercle de l’atelier' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(blockOf((await get('/fr/join')).body.toString())).toMatchObject({
      heading: 'Cercle de l’atelier',
      fields: { areaId: area, page: 'Cercle de l’atelier', next: '/fr/notes' },
      button: 'Rejoindre Cercle de l’atelier',
      signIn: '/account?next=%2Ffr%2Fnotes',
    });
    // The primary address keeps the owner's name.
    expect(blockOf((await get('/join')).body.toString())?.heading).toBe('Studio circle');
  });

  it('leads to the account page once the area has no page, and shows nothing once the area is deleted', async () => {
    await cached();
    await owner.site.request('PATCH', `/api/config/pages/${notes}`, { memberAreaId: null });
    expect(blockOf((await get('/join')).body.toString())?.fields.next).toBe('/account');
    await cached();
    const deleted = await owner.site.request('DELETE', `/api/config/member-areas/${area}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const page = await get('/join');
    expect(page.status).toBe(200);
    const html = page.body.toString();
    expect(blockOf(html)).toBeNull();
    expect(html).not.toContain('/account/join');
    expect(html).not.toContain('Studio circle');
    // The owner's preview says what the block needs instead.
    const preview = await owner.site.request('GET', '/join?preview=draft');
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Choose a member area in the block’s settings');
  });

  it('refuses settings that are not a member area block’s with a 400 naming the field', async () => {
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    const join = pages.find((page: { slug: string }) => page.slug === 'join').id;
    const draft = (await owner.site.request('GET', `/api/config/pages/${join}/draft`)).json();
    const put = (settings: unknown) =>
      owner.site.request('PUT', `/api/config/pages/${join}/draft`, {
        revision: draft.revision,
        document: {
          sections: [{ id: 'c'.repeat(24), blocks: [{ id: 'd'.repeat(24), type: MEMBER_AREA, settings }] }],
        },
      });
    const badId = await put({ areaId: 'studio' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors['document.sections.0.blocks.0.settings.areaId']).toBe('Choose a member area.');
    const long = await put({ areaId: area, heading: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors['document.sections.0.blocks.0.settings.heading']).toBe(
      'Use at most 200 characters.',
    );
    expect((await put({ areaId: area, buttonLabel: ['Join'] })).statusCode).toBe(400);
  });
});
