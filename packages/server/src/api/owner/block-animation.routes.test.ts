import { ContributorRole, type SiteStyles } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOST = 'animated-site.localhost';
const mainTag = (html: string) =>
  html.slice(html.indexOf('<main'), html.indexOf('>', html.indexOf('<main')) + 1);
const HIDDEN_START = '.block-animation .site-main [data-block-id]:not(.block-loaded)';

describeEachDatabase('the block animation: a Design choice, published with the site', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const visitor = () => new TestClient(app, HOST);
  const read = async () =>
    (await owner.site.request('GET', '/api/config/styles')).json() as {
      styles: SiteStyles;
      revision: number;
    };

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'animation@example.com', 'animated-site');
  });
  afterAll(() => app.close());

  it('has none at first: no behaviour on the page and nothing hidden', async () => {
    const html = (await visitor().request('GET', '/')).body;
    expect(mainTag(html)).not.toContain('data-behaviour');
    expect(html).not.toContain(HIDDEN_START);
  });

  it('saves a chosen animation as a draft and shows it to visitors once the site is published', async () => {
    const { styles, revision } = await read();
    const saved = await owner.site.request('PUT', '/api/config/styles', {
      styles: { ...styles, animation: { effect: 'rise', speed: 'slow' } },
      revision,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().styles.animation).toEqual({ effect: 'rise', speed: 'slow' });
    const review = (await owner.site.request('GET', '/api/config/publish')).json().review;
    expect(review.styles).toEqual({ changed: true, what: ['animation'] });

    // Never in edit mode: the owner's draft preview names no behaviour.
    const preview = (await owner.site.request('GET', '/?preview=draft')).body;
    expect(mainTag(preview)).not.toContain('block-animation');

    expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
    const html = (await visitor().request('GET', '/')).body;
    expect(mainTag(html)).toContain('data-behaviour="block-animation"');
    expect(html).toContain(`@media screen and (prefers-reduced-motion:no-preference){`);
    expect(html).toContain(`${HIDDEN_START}{opacity:0;transform:translateY(2rem)}`);
    expect(html).toContain('transition:opacity 600ms ease-out');
    // A screen that is not a page of blocks has none.
    expect(mainTag((await visitor().request('GET', '/search?q=studio')).body)).not.toContain(
      'data-behaviour',
    );
  });

  it('refuses an unknown effect or speed with a 400 naming the field', async () => {
    const { styles, revision } = await read();
    for (const [field, animation] of [
      ['animation.effect', { effect: 'spin', speed: 'slow' }],
      ['animation.speed', { effect: 'fade', speed: 'instant' }],
    ] as const) {
      const response = await owner.site.request('PUT', '/api/config/styles', {
        styles: { ...styles, animation },
        revision,
      });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), field).toContain(`styles.${field}`);
    }
    expect((await read()).revision).toBe(revision);
  });

  it('lets an editor choose it, a viewer only read it, and another site’s owner neither', async () => {
    const { styles, revision } = await read();
    const next = { styles: { ...styles, animation: { effect: 'fade', speed: 'fast' } }, revision };
    const viewer = await invitedContributor(
      app,
      owner.site,
      'animation-viewer@example.com',
      ContributorRole.viewer,
    );
    expect((await viewer.request('PUT', '/api/config/styles', next)).statusCode).toBe(403);
    const other = await ownerWithSite(app, 'animation-other@example.com', 'animation-other');
    const stranger = new TestClient(app, HOST);
    await stranger.signIn('animation-other@example.com');
    expect([401, 403, 404]).toContain((await stranger.request('PUT', '/api/config/styles', next)).statusCode);
    // Their own site's styles stay theirs.
    expect((await other.site.request('GET', '/api/config/styles')).json().styles.animation).toBeUndefined();
    const editor = await invitedContributor(
      app,
      owner.site,
      'animation-editor@example.com',
      ContributorRole.editor,
    );
    expect((await editor.request('PUT', '/api/config/styles', next)).statusCode).toBe(200);
    expect((await read()).styles.animation).toEqual({ effect: 'fade', speed: 'fast' });
  });
});
