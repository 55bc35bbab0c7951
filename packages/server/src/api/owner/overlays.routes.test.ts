import { createHash } from 'node:crypto';
import { ContributorRole, POPUP_OVERLAY } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOST = 'overlay-site.localhost';

const contextOf = (html: string) => {
  const match = html.match(/<script id="site-context" type="application\/json"[^>]*>([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no site context script');
  return JSON.parse(match[1]!);
};

describeEachDatabase('the owner’s announcement bar and popup overlay', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const visitor = () => new TestClient(app, HOST);
  const page = async (path = '/') => (await visitor().request('GET', path)).body;
  const member = (email: string, role: number) => invitedContributor(app, owner.site, email, role);

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'overlays@example.com', 'overlay-site');
  });
  afterAll(() => app.close());

  it('start off: no bar, no popup, and pages carry neither', async () => {
    const bar = await owner.site.request('GET', '/api/config/announcement-bar');
    expect(bar.statusCode).toBe(200);
    expect(bar.json().settings).toMatchObject({ enabled: false, text: '' });
    const popup = await owner.site.request('GET', '/api/config/popup-overlay');
    expect(popup.json().settings).toMatchObject({ style: 'none', displayFrequency: 14, version: 1 });
    const html = await page();
    expect(html).not.toContain('data-announcement-bar');
    expect(html).not.toContain('data-popup-overlay');
    expect(contextOf(html).showAnnouncementBar).toBe(false);
    expect(html).not.toContain('data-behaviour="popup-overlay"');
  });

  it('show the saved bar on every page at once, with its link and the close script', async () => {
    await page(); // now cached without the bar
    const saved = await owner.site.request('PUT', '/api/config/announcement-bar', {
      settings: { enabled: true, text: ' Workshop on 12 May. ', linkText: 'Book', linkUrl: '/contact' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toEqual({
      enabled: true,
      text: 'Workshop on 12 May.',
      linkText: 'Book',
      linkUrl: '/contact',
      colours: 'accent',
    });
    const html = await page();
    expect(html).toMatch(/<div class="announcement-bar-area" data-announcement-bar-area="">/);
    expect(html).toContain('Workshop on 12 May.');
    expect(html).toContain('<a class="announcement-bar__link" href="/contact">Book</a>');
    expect(contextOf(html).showAnnouncementBar).toBe(true);
    // The bar comes before the header, so a top cookie banner joins it there.
    expect(html.indexOf('data-announcement-bar-area')).toBeLessThan(html.indexOf('<header'));
    // Its script travels inline, admitted by its hash: no file holds the page back on a first visit.
    const response = await visitor().request('GET', '/');
    const gate =
      /<section class="announcement-bar[\s\S]*?<\/section><\/div><script>([\s\S]+?)<\/script>/.exec(
        response.body,
      )?.[1];
    expect(gate).toBeTruthy();
    expect(response.body).not.toMatch(/<script src="[^"]*announcement-bar-gate/);
    const hash = createHash('sha256').update(gate!).digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    // A partial save keeps the rest.
    const colours = await owner.site.request('PUT', '/api/config/announcement-bar', {
      settings: { colours: 'dark' },
    });
    expect(colours.json().settings).toMatchObject({ text: 'Workshop on 12 May.', colours: 'dark' });
    expect(await page()).toContain('announcement-bar--dark');
  });

  it('refuse bad fields with a 400 naming each, and keep what was stored', async () => {
    const bad = await owner.site.request('PUT', '/api/config/announcement-bar', {
      settings: { linkUrl: 'javascript:alert(1)', colours: 'pink', extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'settings.colours',
      'settings.extra',
      'settings.linkUrl',
    ]);
    const popup = await owner.site.request('PUT', '/api/config/popup-overlay', {
      settings: { displayFrequency: -2, style: 'huge', delaySeconds: 1.5 },
    });
    expect(popup.statusCode).toBe(400);
    expect(Object.keys(popup.json().errors).sort()).toEqual([
      'settings.delaySeconds',
      'settings.displayFrequency',
      'settings.style',
    ]);
    expect((await owner.site.request('GET', '/api/config/announcement-bar')).json().settings.colours).toBe(
      'dark',
    );
  });

  it('put a newsletter popup on pages, with its rules in the context and its own form', async () => {
    const saved = await owner.site.request('PUT', '/api/config/popup-overlay', {
      settings: {
        style: 'card',
        title: 'Join the list',
        text: 'A letter a month.',
        trigger: 'scroll',
        scrollPercent: 40,
        displayFrequency: POPUP_OVERLAY.neverAgain,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = saved.json().settings;
    expect(settings.formId).toMatch(/^[0-9a-f]{24}$/);
    const html = await page();
    expect(html).toContain('data-popup-overlay=""');
    expect(html).toContain('Join the list');
    expect(html).toContain(`data-form-id="${settings.formId}"`);
    const context = contextOf(html);
    expect(context.websiteSettings.popupOverlaySettings).toMatchObject({
      style: 'card',
      trigger: 'scroll',
      scrollPercent: 40,
      displayFrequency: -1,
      version: 1,
      showUntilSignup: true,
    });
    expect(html).toContain('data-behaviour="popup-overlay"');
    // Not on the not-found page (spec 000 §5).
    const missing = await visitor().request('GET', '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('data-popup-overlay');
    // The form id stays when the owner bumps the version.
    const bumped = await owner.site.request('PUT', '/api/config/popup-overlay', { settings: { version: 2 } });
    expect(bumped.json().settings).toMatchObject({ formId: settings.formId, version: 2 });
  });

  it('take sign-ups through the popup’s newsletter, with double opt-in', async () => {
    const { formId } = (await owner.site.request('GET', '/api/config/popup-overlay')).json().settings;
    const client = visitor();
    const key = await client.request('POST', '/api/form/FormSubmissionKey');
    expect(key.statusCode, key.body).toBe(200);
    const submit = await client.request('POST', '/api/form/SaveFormSubmission', {
      key: key.json().key,
      formId,
      collectionId: null,
      objectName: 'newsletter',
      isOverlayForm: true,
      submitButtonText: 'Subscribe',
      form: JSON.stringify({ email: 'reader@example.com' }),
      pageId: '',
      pageTitle: 'Home',
      pagePath: '/',
      contentSource: 'c',
      pagePermissionTypeValue: 1,
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const subscriber = await app.db
      .selectFrom('newsletter_subscribers')
      .select(['status', 'form_id'])
      .where('website_id', '=', owner.siteId)
      .where('email', '=', 'reader@example.com')
      .executeTakeFirst();
    expect(subscriber).toEqual({ status: 'pending', form_id: formId });
  });

  it('report the popup’s conversion from the census', async () => {
    const client = visitor();
    for (const event of ['shown', 'shown', 'closed', 'submitted'])
      await client.request('POST', '/api/census/overlay', { event, version: 2, visitorCookie: '' });
    await vi.waitFor(
      async () => {
        const report = await owner.site.request('GET', '/api/config/popup-overlay/report');
        expect(report.statusCode).toBe(200);
        expect(report.json().report).toEqual({ shown: 2, closed: 1, submitted: 1, conversion: 0.5 });
      },
      { timeout: 5000, interval: 50 },
    );
    const bad = await owner.site.request('GET', '/api/config/popup-overlay/report?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('from');
  });

  it('let an editor change them, a viewer only read them, reporting read the report', async () => {
    const editor = await member('overlays-editor@example.com', ContributorRole.editor);
    const viewer = await member('overlays-viewer@example.com', ContributorRole.viewer);
    const reporting = await member('overlays-reporting@example.com', ContributorRole.reporting);
    expect((await viewer.request('GET', '/api/config/announcement-bar')).statusCode).toBe(200);
    expect((await viewer.request('GET', '/api/config/popup-overlay')).statusCode).toBe(200);
    const change = { settings: { text: 'Viewer was here' } };
    expect((await viewer.request('PUT', '/api/config/announcement-bar', change)).statusCode).toBe(403);
    expect(
      (await viewer.request('PUT', '/api/config/popup-overlay', { settings: { style: 'none' } })).statusCode,
    ).toBe(403);
    expect((await viewer.request('GET', '/api/config/popup-overlay/report')).statusCode).toBe(403);
    expect((await reporting.request('GET', '/api/config/popup-overlay/report')).statusCode).toBe(200);
    expect((await reporting.request('PUT', '/api/config/announcement-bar', change)).statusCode).toBe(403);
    const edited = await editor.request('PUT', '/api/config/announcement-bar', {
      settings: { text: 'Editor’s news' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await page()).toContain('Editor’s news');
  });

  it('are not another site’s owner’s to read or change', async () => {
    const other = await ownerWithSite(app, 'overlays-other@example.com', 'overlay-other');
    const stranger = new TestClient(app, HOST);
    await stranger.signIn('overlays-other@example.com');
    for (const [method, path] of [
      ['GET', '/api/config/announcement-bar'],
      ['PUT', '/api/config/announcement-bar'],
      ['GET', '/api/config/popup-overlay'],
      ['PUT', '/api/config/popup-overlay'],
      ['GET', '/api/config/popup-overlay/report'],
    ] as const) {
      const response = await stranger.request(method, path, method === 'PUT' ? { settings: {} } : undefined);
      expect([403, 404], `${method} ${path}`).toContain(response.statusCode);
    }
    expect(
      (await stranger.request('PUT', '/api/config/announcement-bar', { settings: { text: 'x' } })).statusCode,
    ).not.toBe(200);
    // Their own site starts empty: nothing of this one shows there.
    expect((await other.site.request('GET', '/api/config/announcement-bar')).json().settings.text).toBe('');
    expect(await page()).toContain('Editor’s news');
  });
});
