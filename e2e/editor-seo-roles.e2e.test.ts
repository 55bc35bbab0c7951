import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchPage } from './support/browser';
import { saved, signInEditor } from './support/editor';
import { type RunningServer, startServer } from './support/server';

describe('sitemap and link inputs', () => {
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
});
