import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formBlock, newId, pageWithBlocks } from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';

describeEachDatabase('post-submit HTML', (database) => {
  let app: FastifyInstance;
  let pageId: string;
  const formId = newId();
  const html =
    '<p id="note">Thanks</p><script>document.cookie="atelier_session=TOSSED; domain=localhost"</script>';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    const { site } = await ownerWithSite(app, 'post-submit@example.com', 'post-submit');
    pageId = await pageWithBlocks(site, 'join', [formBlock(formId, { postSubmit: { kind: 'html', html } })]);
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
});
