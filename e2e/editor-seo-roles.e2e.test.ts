import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchPage } from './support/browser';
import { api } from './support/owner';
import { type RunningServer, startServer } from './support/server';

const saved = (page: Page) => expect.poll(() => page.getByTestId('save-status').innerText()).toBe('Saved');

async function signInEditor(page: Page, site: string, email: string, password: string) {
  await page.goto(`${site}/config/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByTestId('pages-list')
    .getByRole('link', { name: /^Contact/ })
    .waitFor();
}

describe('sitemap, link inputs and an invited editor', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Page;
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    site = server.siteUrl('demo');
    owner = await (await newContext(browser)).newPage();
    await signInEditor(owner, site, server.ownerEmail, server.ownerPassword);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists the published pages in sitemap.xml and names it in robots.txt', async () => {
    const page = await (await newContext(browser)).newPage();
    const sitemap = await page.goto(`${site}/sitemap.xml`);
    expect(sitemap?.status()).toBe(200);
    const xml = await sitemap!.text();
    for (const path of ['/', '/about', '/contact']) expect(xml).toContain(`<loc>${site}${path}</loc>`);
    const robots = await (await page.goto(`${site}/robots.txt`))!.text();
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it('refuses a button link that is no link with the reason, and offers the site’s pages', async () => {
    const watch = watchPage(owner);
    await owner.getByRole('button', { name: 'Add block' }).click();
    await owner.getByRole('menuitem', { name: /^Button/ }).click();
    await saved(owner);
    const link = owner.getByLabel('Button link');
    await link.fill('contact page');
    await expect
      .poll(() => owner.getByText('Links must be formatted as https://example.com or /page.').count())
      .toBe(1);
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    await owner.getByLabel('Or choose a page').selectOption('/contact');
    expect(await link.inputValue()).toBe('/contact');
    await expect.poll(() => link.getAttribute('aria-invalid')).toBe(null);
    await saved(owner);
    const frame = owner.frameLocator('[data-testid="site-frame"]');
    await expect.poll(() => frame.locator('a[href="/contact"]').count()).toBeGreaterThan(0);
    expect(watch.errors).toEqual([]);
  });

  it('lets an invited editor change pages but not domains or contributors', {
    timeout: 150_000,
  }, async () => {
    const context = await newContext(browser);
    const signUp = await context.newPage();
    await signUp.goto(`${server.appUrl}/api/auth/session`);
    const created = await api(signUp, 'POST', '/api/auth/signup', {
      email: 'ada@example.com',
      password: 'analytical-engine',
      displayName: 'Ada',
    });
    expect(created.status).toBe(202);
    // Confirming the address by its mailed link is tested on the platform home; here it is taken as done.
    await server.database.db
      .updateTable('accounts')
      .set({ email_verified_at: new Date().toISOString() })
      .where('email', '=', 'ada@example.com')
      .execute();

    await owner.getByRole('button', { name: 'Site settings' }).click();
    const invite = owner.getByRole('group', { name: 'Invite a contributor' });
    await invite.getByLabel('Invite by email').fill('ada@example.com');
    await invite.getByLabel('Role').selectOption({ label: 'Editor: pages, design, publishing' });
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect
      .poll(() => owner.getByRole('region', { name: 'Contributors' }).getByText('ada@example.com').count())
      .toBe(1);
    await owner.getByRole('button', { name: 'Cancel' }).click();

    const editor = await context.newPage();
    await signInEditor(editor, site, 'ada@example.com', 'analytical-engine');
    await editor
      .getByRole('button', { name: /^Heading/ })
      .first()
      .click();
    await editor.getByLabel('Heading text').fill('Edited by Ada');
    await saved(editor);

    await editor.getByRole('button', { name: 'Site settings' }).click();
    await editor.getByLabel('Add a domain').fill('ada.example');
    await editor.getByRole('button', { name: 'Add domain' }).click();
    await expect
      .poll(() => editor.getByText('Your account does not have access to this site.').count())
      .toBeGreaterThan(0);
    expect(await editor.getByRole('region', { name: 'Contributors' }).count()).toBe(0);
    const contributors = await api(editor, 'GET', '/api/config/contributors');
    expect(contributors.status).toBe(403);
  });
});
