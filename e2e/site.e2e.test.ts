import { describe, expect, it } from 'vitest';
import { newContext, screenshot, watchPage } from './support/browser';
import { useDemoSite } from './support/demo-suite';
import { api, signInOwner } from './support/owner';

describe('the published demo site', () => {
  const demo = useDemoSite();

  it('renders the home page with its navigation, images and styles, and runs cleanly', async () => {
    const context = await newContext(demo.browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    const response = await page.goto(demo.server.siteUrl('demo'));
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome to Riverside Studio');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'About' }).first().getAttribute('href')).toBe('/about');
    const image = page.getByRole('img', { name: /workbench/ });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The stylesheet applied: the body font comes from our own font service.
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toContain('Inter');
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
    await screenshot(page, 'demo-home');
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('shows the demo’s own not-found page with a real 404', async () => {
    const context = await newContext(demo.browser);
    const page = await context.newPage();
    const response = await page.goto(`${demo.server.siteUrl('demo')}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('This page has wandered off');
    await screenshot(page, 'demo-404');
    await context.close();
  });

  it('locks a page behind a password and opens it with the lock form', async () => {
    const _base = demo.server.siteUrl('demo');
    const owner = await newContext(demo.browser);
    const ownerPage = await signInOwner(owner, demo.server, demo.base);
    const pages = (await api(ownerPage, 'GET', '/api/config/pages')).json as {
      pages: { id: string; slug: string }[];
    };
    const about = pages.pages.find((p) => p.slug === 'about')!;
    const locked = await api(ownerPage, 'PATCH', `/api/config/pages/${about.id}`, {
      password: 'open sesame',
    });
    expect(locked.status).toBe(200);

    const visitor = await newContext(demo.browser);
    const page = await visitor.newPage();
    const response = await page.goto(`${demo.base}/about`);
    expect(response?.status()).toBe(401);
    await page.getByLabel('Password').fill('wrong words');
    await page.getByRole('button', { name: /unlock|enter|continue|submit/i }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Incorrect password');
    await screenshot(page, 'demo-lock-error');
    await page.getByLabel('Password').fill('open sesame');
    await page.getByRole('button', { name: /unlock|enter|continue|submit/i }).click();
    await page.waitForURL(`${demo.base}/about`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About us');

    expect((await api(ownerPage, 'PATCH', `/api/config/pages/${about.id}`, { password: null })).status).toBe(
      200,
    );
    await owner.close();
    await visitor.close();
  });

  it('finds published text with the site search', async () => {
    const context = await newContext(demo.browser);
    const page = await context.newPage();
    await page.goto(`${demo.server.siteUrl('demo')}/contact`);
    await page.getByRole('searchbox').first().fill('kiln');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=kiln/);
    await expect
      .poll(() => page.getByRole('main').getByRole('link', { name: /About/ }).count())
      .toBeGreaterThan(0);
    await screenshot(page, 'demo-search');
    await context.close();
  });
});
