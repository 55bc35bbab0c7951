import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formBlock, newId, pageWithBlocks } from '#modules/forms/forms.test-support';
import { confirmedMember } from '#modules/members/members.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

describeEachDatabase('post-submit HTML', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let pageId: string;
  const formId = newId();
  const html =
    '<p id="note">Thanks</p><script>document.cookie="atelier_session=TOSSED; domain=localhost"</script>';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'post-submit@example.com', 'post-submit');
    pageId = await pageWithBlocks(owner.site, 'join', [
      formBlock(formId, { postSubmit: { kind: 'html', html } }),
    ]);
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'post-submit.localhost' } });

  it('serves the owner’s HTML only as a sandboxed document with an opaque origin', async () => {
    const response = await get(`/api/form/post-submit?formId=${formId}&pageId=${pageId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(html);
    const policy = String(response.headers['content-security-policy']);
    const sandbox = policy.split(';').find((part) => part.trim().startsWith('sandbox'))!;
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('carries the site’s styles, so the HTML looks like the page around it', async () => {
    const response = await get(`/api/form/post-submit?formId=${formId}&pageId=${pageId}`);
    const page = await get('/join');
    // The page's styles: inline <style> elements, or linked stylesheets where the build links them.
    const stylesOf = (html: string) => [
      ...[...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!),
      ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!),
    ];
    const siteStyles = stylesOf(page.body).filter((style) => style.length > 200 || style.startsWith('/'));
    expect(siteStyles.length).toBeGreaterThan(0);
    // A page inlines only the stylesheet parts its blocks need; the frame may show any HTML, so it
    // carries every part: each of the page's parts (and its font rules) is in the frame's styles.
    const frameStyles = stylesOf(response.body).join('\n');
    for (const style of siteStyles)
      for (const part of style.split('\n').filter(Boolean)) expect(frameStyles).toContain(part);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/style-src 'self' https: 'unsafe-inline'/);
    expect(response.body).toContain('<body class="site-page');
  });

  it('answers 404, still sandboxed, for anything else', async () => {
    for (const url of [
      `/api/form/post-submit?formId=${newId()}&pageId=${pageId}`,
      '/api/form/post-submit?formId=../x&pageId=1',
      '/api/form/post-submit',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(String(response.headers['content-security-policy'])).toMatch(/^sandbox /);
    }
  });

  it('renders the published page with the frame, never the HTML inline', async () => {
    const page = await get('/join');
    expect(page.body).not.toContain('id="note"');
    expect(page.body).toMatch(/<iframe[^>]*sandbox="allow-scripts/);
  });

  it('keeps the answer of a member page’s form, and of a locked page’s, to the visitors the page lets in', async () => {
    const secret = '<p id="club">The kiln code is 4711</p>';
    const clubForm = newId();
    const lockedForm = newId();
    const clubPage = await pageWithBlocks(owner.site, 'club', [
      formBlock(clubForm, { postSubmit: { kind: 'html', html: secret } }),
    ]);
    const lockedPage = await pageWithBlocks(owner.site, 'vault', [
      formBlock(lockedForm, { postSubmit: { kind: 'html', html: secret } }),
    ]);
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    const area = (await owner.site.request('POST', '/api/config/member-areas', { name: 'Club' })).json().area
      .id;
    expect(
      (await owner.site.request('PATCH', `/api/config/pages/${clubPage}`, { memberAreaId: area })).statusCode,
    ).toBe(200);
    expect(
      (await owner.site.request('PATCH', `/api/config/pages/${lockedPage}`, { password: 'open sesame' }))
        .statusCode,
    ).toBe(200);
    const clubUrl = `/api/form/post-submit?formId=${clubForm}&pageId=${clubPage}`;
    const lockedUrl = `/api/form/post-submit?formId=${lockedForm}&pageId=${lockedPage}`;

    // A stranger gets what an unknown form gives: nothing of the page.
    const stranger = new TestClient(app, 'post-submit.localhost');
    for (const url of [clubUrl, lockedUrl]) {
      const refused = await stranger.request('GET', url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain('kiln code');
    }
    // A signed-in member who is not in the area is refused too; once in it, they read the answer.
    const { client } = await confirmedMember(app, 'post-submit.localhost', 'potter@example.com');
    expect((await client.request('GET', clubUrl)).statusCode).toBe(404);
    await client.request('POST', '/account/join', { areaId: area, next: '/club' }, { form: true });
    const member = await client.request('GET', clubUrl);
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('kiln code');
    expect(member.headers['cache-control']).toBe('private, no-cache');
    // The locked page's answer opens with the page's password.
    const lock = await stranger.request('GET', '/vault');
    const crumb = lock.body.match(/name="crumb" value="([^"]+)"/)![1]!;
    const unlocked = await stranger.request(
      'POST',
      '/api/pages/unlock',
      { pageId: lockedPage, password: 'open sesame', crumb },
      { form: true },
    );
    expect(unlocked.statusCode).toBe(303);
    const opened = await stranger.request('GET', lockedUrl);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('kiln code');
  });
});
