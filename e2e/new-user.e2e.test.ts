import { sql } from 'kysely';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { freshVisitor, visit } from './support/consent';
import { chooseCookies } from './support/forms';
import { api, signInOwner } from './support/owner';
import { type RunningServer, startServer } from './support/server';

const CUSTOM_DOMAIN = 'www.riverside.example';

/** What a new owner of the demo site ran into, each seen in a real browser. */
describe('a new owner on the demo site', () => {
  let server: RunningServer;
  let browser: Browser;
  let site: string;
  let siteId: string;

  const events = async (kind: string) => {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from analytics_events where website_id = ${siteId} and kind = ${kind}`.execute(
      server.database.db,
    );
    return Number(rows[0]!.n);
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser([CUSTOM_DOMAIN]);
    site = server.siteUrl('demo');
    const row = await server.database.db
      .selectFrom('websites')
      .select('id')
      .where('identifier', '=', 'demo')
      .executeTakeFirstOrThrow();
    siteId = row.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('does not count the owner’s own preview in the editor, on the client or the server (spec 000 §6)', async () => {
    // A visitor who accepted is counted: the measurement below can see a render.
    const visitor = await newContext(browser);
    await chooseCookies(visitor, site, true);
    const visitorPage = await visitor.newPage();
    await visit(visitorPage, `${site}/contact`);
    const forms = await visitorPage.locator('form.form-block__form').count();
    expect(forms).toBeGreaterThan(0);
    await expect.poll(() => events('form-render')).toBe(forms);
    await expect.poll(() => events('page-view')).toBe(1);
    await visitor.close();

    // The owner accepted cookies too, so only being the owner can keep the preview uncounted.
    const context = await newContext(browser);
    await chooseCookies(context, site, true);
    const sent: Request[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/census/')) sent.push(request);
    });
    const editor = await context.newPage();
    await editor.goto(`${site}/config/?frameUrl=%2Fcontact`);
    await editor.getByLabel('Email').fill(server.ownerEmail);
    await editor.getByLabel('Password').fill(server.ownerPassword);
    await editor.getByRole('button', { name: 'Sign in' }).click();
    const frame = editor.frameLocator('[data-testid="site-frame"]');
    // The form is taken over by its script once novalidate is set: the census would have gone.
    await expect
      .poll(() => frame.locator('form.form-block__form').first().getAttribute('novalidate'))
      .toBe('');
    const preview = editor.frames().find((candidate) => new URL(candidate.url()).pathname === '/contact');
    expect(preview).toBeDefined();
    await preview!.waitForLoadState('load');
    expect(sent.map((request) => request.url())).toEqual([]);

    // A report sent from the frame anyway (an old page, a script) cannot even leave it: the preview is
    // sandboxed without same-origin rights, so the site refuses its cross-origin JSON posts.
    const statuses = await preview!.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(
          (response) => response.status,
          () => 'blocked',
        );
      return [
        await post('/api/census/form-render', { formId: 'aaaaaaaaaaaaaaaaaaaaaaaa', visitorCookie: '' }),
        await post('/api/census/overlay', { event: 'shown', version: 1, visitorCookie: '' }),
      ];
    });
    expect(statuses).toEqual(['blocked', 'blocked']);
    expect(await events('form-render')).toBe(forms);
    expect(await events('overlay')).toBe(0);
    expect(await events('page-view')).toBe(1);
    await context.close();
  });

  it('shows the newsletter confirmation and unsubscribe pages in the site’s look', async () => {
    const { context, page } = await freshVisitor(browser);
    await visit(page, `${site}/`);
    const look = () =>
      page.evaluate(() => ({
        font: getComputedStyle(document.body).fontFamily,
        heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
        header: document.querySelector('header')?.textContent?.includes('Riverside Studio') ?? false,
      }));
    const home = await look();
    expect(home.font).not.toMatch(/Times/i);
    for (const path of ['/api/newsletter/confirm?token=nope', '/api/newsletter/unsubscribe?token=nope']) {
      const response = await page.goto(`${site}${path}`);
      expect(response?.status()).toBe(400);
      expect(await page.getByRole('heading', { level: 1, name: 'This link does not work' }).isVisible()).toBe(
        true,
      );
      expect(await look(), path).toEqual(home);
      expect(await page.getByRole('link', { name: 'Back to Riverside Studio' }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it('on a custom domain, the editor redirect and Escape lead to /config/ on the site’s subdomain (spec 000 §2)', async () => {
    const context = await newContext(browser);
    const owner = await signInOwner(context, server, site);
    const added = await api(owner, 'POST', '/api/config/domains', { hostname: CUSTOM_DOMAIN });
    expect(added.status).toBe(201);
    // Proving the domain (DNS or HTTP at the domain) is tested with the domain routes; here it is
    // taken as proven so the browser can use it.
    await server.database.db
      .updateTable('domains')
      .set({ verified_at: new Date().toISOString() })
      .where('hostname', '=', CUSTOM_DOMAIN)
      .execute();
    const custom = `http://${CUSTOM_DOMAIN}:${server.port}`;
    await signInOwner(context, server, custom);
    const page = await context.newPage();
    const editorAt = (frameUrl: string) => (url: URL) =>
      url.origin === site && url.pathname === '/config/' && url.searchParams.get('frameUrl') === frameUrl;

    // A signed-in owner opening a page of the site is taken to the editor.
    await page.goto(`${custom}/about`);
    await page.waitForURL(editorAt('/about'));

    // With the redirect turned off for the tab, Escape takes them there too.
    await page.goto(`${custom}/about?noredirect`);
    expect(new URL(page.url()).host).toBe(`${CUSTOM_DOMAIN}:${server.port}`);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Escape');
    await page.waitForURL(editorAt('/about?noredirect'));
    await context.close();
  });

  it('names the site’s template in its JavaScript error reports (spec 000 §7)', async () => {
    const { context, page } = await freshVisitor(browser);
    await chooseCookies(context, site, true);
    await visit(page, `${site}/about`);
    const report = page.waitForRequest((request) =>
      request.url().endsWith('/api/events/RecordJavascriptErrors'),
    );
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('a broken script of the owner');
      });
    });
    const [first] = (await report).postDataJSON() as { data: Record<string, unknown> }[];
    expect(first?.data).toMatchObject({
      websiteId: siteId,
      templateId: 'studio',
      message: expect.stringContaining('a broken script of the owner'),
    });
    await context.close();
  });

  it('logs "Could not render form" for a form it cannot read, and shows no processing error (spec 000 §8)', async () => {
    const { context, page } = await freshVisitor(browser);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    // A page script (or a stale copy) left one field's definition unreadable.
    await page.route(`${site}/contact`, async (route) => {
      // Node cannot resolve *.localhost names: the same request, by address, naming the host.
      const response = await route.fetch({
        url: `http://127.0.0.1:${server.port}/contact`,
        headers: { ...route.request().headers(), host: `demo.localhost:${server.port}` },
      });
      const html = (await response.text()).replace(/data-field="[^"]*"/, 'data-field="null"');
      await route.fulfill({ response, body: html });
    });
    await visit(page, `${site}/contact`);
    await expect.poll(() => logged).toContain('Could not render form');
    const form = page.locator('form.form-block__form').first();
    expect(await form.getAttribute('novalidate')).toBeNull();
    await form.locator('.form-block__submit').click();
    expect(await page.getByText('Error processing form submission').count()).toBe(0);
    await context.close();
  });
});
