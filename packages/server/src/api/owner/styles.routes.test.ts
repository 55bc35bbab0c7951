import { ContributorRole, DEFAULT_SITE_STYLES, type SiteStyles } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOST = 'styled-site.localhost';

/** The content addresses of the font files and stylesheets a page names. */
const fontAddresses = (html: string) =>
  new Set(
    html.match(/\/fonts\/(?:files\/[a-z0-9-]+\/[a-z0-9-]+\.[0-9a-f]{16}\.woff2|css\/[0-9a-f]{16}\?[^"]+)/g),
  );

const withChanges = (patch: Partial<SiteStyles>): SiteStyles => ({ ...DEFAULT_SITE_STYLES, ...patch });
const oceanic = withChanges({
  fonts: { heading: 'Playfair Display', body: 'Work Sans' },
  colors: {
    background: '#fdfcf8',
    surface: '#eef4ff',
    text: '#101828',
    accent: '#1e36af',
    onAccent: '#ffffff',
  },
  button: { shape: 'pill', fill: 'outline' },
});

describeEachDatabase('site styles: the Design panel’s draft, published with the site', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const visitor = () => new TestClient(app, HOST);

  const member = (email: string, role: number) => invitedContributor(app, owner.site, email, role);

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'styles@example.com', 'styled-site', 'restaurant');
  });
  afterAll(() => app.close());

  const read = async () => (await owner.site.request('GET', '/api/config/styles')).json();

  it('starts with the template’s styles, published with the site', async () => {
    const state = await read();
    expect(state.styles.fonts).toEqual({ heading: 'Playfair Display', body: 'Source Serif 4' });
    expect(state.unpublished).toBe(false);
    const html = (await visitor().request('GET', '/')).body;
    expect(html).toContain('<style id="site-styles">');
    expect(html).toContain('--font-heading:"Playfair Display"');
    // The families' font rules travel inline (or, without a built inline stylesheet, by link).
    const inline = ["font-family: 'Playfair Display';", "font-family: 'Source Serif 4';"].every((rule) =>
      html.includes(rule),
    );
    expect(
      inline ||
        /\/fonts\/css\/[0-9a-f]{16}\?family=Source\+Serif\+4:400,600,700\|Playfair\+Display:400,700/.test(
          html,
        ),
    ).toBe(true);
  });

  it('keeps a saved draft off the live site until the site is published, then shows it', async () => {
    const before = (await visitor().request('GET', '/')).body;
    const { revision } = await read();
    const saved = await owner.site.request('PUT', '/api/config/styles', { styles: oceanic, revision });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ unpublished: true, revision: revision + 1 });

    // The cached page for visitors is unchanged; the owner's draft preview shows the draft.
    expect((await visitor().request('GET', '/')).body).toBe(before);
    const preview = (await owner.site.request('GET', '/?preview=draft')).body;
    expect(preview).toContain('--color-accent:#1e36af');
    expect(preview).toContain('data-behaviour="styles-preview"');

    const review = (await owner.site.request('GET', '/api/config/publish')).json().review;
    expect(review.hasChanges).toBe(true);
    expect(review.styles).toEqual({ changed: true, what: ['fonts', 'colors', 'button', 'header'] });

    expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
    const after = (await visitor().request('GET', '/')).body;
    expect(after).toContain('--color-accent:#1e36af');
    expect(after).toContain('--font-body:"Work Sans"');
    expect(after).toContain('--button-bg:transparent');
    expect(after).not.toContain('styles-preview');
    // The new fonts come from new content addresses, each kept by browsers for good.
    const [was, now] = [fontAddresses(before), fontAddresses(after)];
    expect(now.size).toBeGreaterThan(0);
    expect([...now].some((address) => address.includes('work-sans') || address.includes('Work+Sans'))).toBe(
      true,
    );
    expect(
      [...now].filter((address) => was.has(address) && /source-serif|Source\+Serif/.test(address)),
    ).toEqual([]);
    for (const address of now) {
      const font = await visitor().request('GET', address.replaceAll('&amp;', '&'));
      expect(font.statusCode, address).toBe(200);
      expect(font.headers['cache-control'], address).toBe('public, max-age=31536000, immutable');
      expect(font.headers.etag, address).toBeTruthy();
    }
    expect((await read()).unpublished).toBe(false);
    expect((await owner.site.request('GET', '/api/config/publish')).json().review.styles.changed).toBe(false);
  });

  it('restores a past version’s styles with its pages', async () => {
    const versions = (await owner.site.request('GET', '/api/config/site-versions')).json().versions;
    const first = versions[versions.length - 1].number;
    const restored = await owner.site.request('POST', `/api/config/site-versions/${first}/restore`);
    expect(restored.statusCode).toBe(200);
    expect((await read()).styles.fonts.heading).toBe('Playfair Display');
    expect((await read()).styles.colors.accent).toBe('#8c2f1c');
    expect((await visitor().request('GET', '/')).body).toContain('--color-accent:#8c2f1c');
  });

  it('refuses hostile and unknown values with a 400 naming the field, changing nothing', async () => {
    const { revision, styles } = await read();
    const hostile: [string, unknown][] = [
      [
        'fonts.heading',
        { ...styles, fonts: { heading: 'Inter"; } body { display: none } x{', body: 'Inter' } },
      ],
      [
        'fonts.body',
        { ...styles, fonts: { heading: 'Inter', body: 'Inter</style><script>alert(1)</script>' } },
      ],
      ['colors.text', { ...styles, colors: { ...styles.colors, text: 'red;}body{background:url(//evil)}' } }],
      ['colors.accent', { ...styles, colors: { ...styles.colors, accent: '#12345' } }],
      ['button.shape', { ...styles, button: { shape: 'blob', fill: 'solid' } }],
      ['logo.mediaId', { ...styles, logo: { mediaId: '../../etc/passwd', height: 40 } }],
    ];
    for (const [field, bad] of hostile) {
      const response = await owner.site.request('PUT', '/api/config/styles', { styles: bad, revision });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), field).toContain(`styles.${field}`);
    }
    const unknown = await owner.site.request('PUT', '/api/config/styles', {
      styles: { ...styles, fonts: { heading: 'Comic Sans', body: 'Inter' } },
      revision,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'styles.fonts.heading': 'Choose one of the fonts offered.' });
    expect((await read()).revision).toBe(revision);
  });

  it('stores the font service’s own spelling of a family', async () => {
    const { revision, styles } = await read();
    const saved = await owner.site.request('PUT', '/api/config/styles', {
      styles: { ...styles, fonts: { heading: 'source serif 4', body: 'INTER' } },
      revision,
    });
    expect(saved.json().styles.fonts).toEqual({ heading: 'Source Serif 4', body: 'Inter' });
  });

  it('answers 409 to a save made from a stale revision', async () => {
    const { revision, styles } = await read();
    const stale = await owner.site.request('PUT', '/api/config/styles', { styles, revision: revision - 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('lets an editor change styles, a viewer only read them', async () => {
    const editor = await member('styles-editor@example.com', ContributorRole.editor);
    const viewer = await member('styles-viewer@example.com', ContributorRole.viewer);
    const { revision, styles } = await read();
    expect((await viewer.request('GET', '/api/config/styles')).statusCode).toBe(200);
    expect((await viewer.request('GET', '/api/config/templates')).statusCode).toBe(200);
    expect((await viewer.request('PUT', '/api/config/styles', { styles, revision })).statusCode).toBe(403);
    expect((await editor.request('PUT', '/api/config/styles', { styles, revision })).statusCode).toBe(200);
  });

  it('lists every template with its styles for the Design panel', async () => {
    const templates = (await owner.site.request('GET', '/api/config/templates')).json().templates;
    expect(templates.map((t: { id: string }) => t.id)).toEqual(
      expect.arrayContaining(['portfolio', 'shop', 'restaurant', 'personal', 'services', 'event']),
    );
    for (const template of templates) expect(template.styles.fonts.heading).toBeTruthy();
  });
});
