import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

describe('the cart across tabs and browser restarts in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let base: string;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    base = server.siteUrl('demo');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('keeps two open tabs in step and the cart through a reload and a new browser', async () => {
    const context = await newContext(browser);
    const shop = await context.newPage();
    const beside = await context.newPage();
    const watch = watchPage(beside);
    const count = (page: typeof shop) =>
      page.locator('[data-cart-indicator] [data-cart-count]').textContent();
    const scripts: string[] = [];
    beside.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await beside.goto(`${base}/`);
    // Without a cart the indicator is a plain link to the cart: its script does not load.
    await beside.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.includes('cart-indicator'))).toEqual([]);
    expect(await beside.locator('[data-cart-indicator][data-initialized]').count()).toBe(0);
    expect(await beside.locator('[data-cart-indicator] [data-cart-count]').isVisible()).toBe(false);

    await shop.goto(`${base}/store`);
    await shop.getByRole('link', { name: /Espresso Cup/ }).click();
    await expect.poll(() => shop.getByRole('heading', { level: 1 }).textContent()).toBe('Espresso Cup');
    await shop.getByLabel('Quantity').fill('2');
    await shop.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => shop.getByRole('heading', { level: 1 }).textContent()).toBe('Shopping Cart');
    await expect.poll(() => count(shop)).toBe('2');
    // The other tab was neither reloaded nor looked at again: it was told.
    await expect.poll(() => count(beside)).toBe('2');
    expect(await beside.locator('[data-cart-indicator]').getAttribute('aria-label')).toBe('2 items in cart');
    expect(await beside.locator('[data-cart-indicator][data-empty]').count()).toBe(0);

    await beside.reload();
    await expect.poll(() => count(beside)).toBe('2');

    // A browser restart keeps the persistent cookies: the same cart comes back.
    const saved = await context.storageState();
    await context.close();
    const restarted = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: saved,
    });
    const again = await restarted.newPage();
    await again.goto(`${base}/cart`);
    await expect.poll(() => again.getByRole('heading', { level: 1 }).textContent()).toBe('Shopping Cart');
    await expect.poll(() => count(again)).toBe('2');
    expect(await again.locator('[data-cart-root]').textContent()).toContain('Espresso Cup');
    await restarted.close();
    expect(watch.errors).toEqual([]);
  });
});
