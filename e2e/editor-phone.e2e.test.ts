import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openOwnerEditor } from './support/editor';
import { type RunningServer, startServer } from './support/server';

/** Whether the element is wholly on screen, nothing of it cut off at a side. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const view = page.viewportSize()!;
  return (
    !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height
  );
}

const publishReady = (page: Page) => page.getByRole('button', { name: 'Publish', exact: true }).waitFor();

describe('the editor at phone and desktop widths', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('at 390 px keeps Publish in reach, clips nothing, and opens the panels as sheets', async () => {
    const { editor } = await openOwnerEditor(browser, server, {
      viewport: { width: 390, height: 844 },
      ready: publishReady,
    });
    const publish = editor.getByRole('button', { name: 'Publish', exact: true });
    expect(await onScreen(editor, publish)).toBe(true);
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const button of await editor.locator('.topbar button:visible').all()) {
      expect(await onScreen(editor, button), await button.innerText()).toBe(true);
    }

    // The secondary actions fold under More.
    const settings = editor.getByRole('button', { name: 'Site settings' });
    expect(await settings.isVisible()).toBe(false);
    await editor.getByRole('button', { name: 'More' }).click();
    expect(await onScreen(editor, settings)).toBe(true);
    await editor.getByRole('button', { name: 'More' }).click();

    // Pages and blocks open as sheets over the site, one at a time.
    const blocksSheet = editor.locator('#workspace-blocks');
    expect(await blocksSheet.isVisible()).toBe(false);
    await editor.getByRole('button', { name: 'Blocks', exact: true }).click();
    await expect.poll(() => blocksSheet.isVisible()).toBe(true);
    const firstBlock = blocksSheet.getByRole('button', { name: /^Heading/ }).first();
    expect(await onScreen(editor, firstBlock)).toBe(true);
    const overflows = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(await overflows(blocksSheet.locator('.panel__body'))).toBe(false);
    await editor.getByRole('button', { name: 'Pages', exact: true }).click();
    await expect.poll(() => blocksSheet.isVisible()).toBe(false);
    const pagesSheet = editor.locator('#workspace-pages');
    expect(await onScreen(editor, pagesSheet.getByRole('link', { name: /^About/ }))).toBe(true);
    expect(await onScreen(editor, publish)).toBe(true);
    await editor.screenshot({ path: '/tmp/layout-390.png' });

    // Clicking a block in the site opens the blocks sheet at its settings.
    await editor.getByRole('button', { name: 'Pages', exact: true }).click();
    await editor.frameLocator('[data-testid="site-frame"]').getByRole('heading', { level: 1 }).click();
    await expect.poll(() => blocksSheet.isVisible()).toBe(true);
    await expect.poll(() => editor.getByLabel('Heading text').isVisible()).toBe(true);
    expect(await onScreen(editor, editor.getByLabel('Heading text'))).toBe(true);
    expect(await overflows(blocksSheet.locator('.panel__body'))).toBe(false);
    await editor.screenshot({ path: '/tmp/layout-390-blocks.png' });
  });

  it('at 1440 px shows both panels beside the site and no sheet bar', async () => {
    const { editor } = await openOwnerEditor(browser, server, { viewport: { width: 1440, height: 900 } });
    expect(await onScreen(editor, editor.getByRole('button', { name: 'Publish', exact: true }))).toBe(true);
    expect(await editor.locator('.sheet-bar').isVisible()).toBe(false);
    expect(await editor.locator('#workspace-blocks').isVisible()).toBe(true);
    expect(await editor.locator('#workspace-pages').isVisible()).toBe(true);
    await editor.screenshot({ path: '/tmp/layout-1440.png' });
  });

  for (const width of [1024, 1280, 1440]) {
    it(`at ${width} px keeps the top bar on one line, its secondary actions under More`, async () => {
      const { editor, context } = await openOwnerEditor(browser, server, {
        viewport: { width, height: 900 },
      });
      const bar = editor.locator('.topbar');
      const publish = editor.getByRole('button', { name: 'Publish', exact: true });
      const more = editor.getByRole('button', { name: 'More', exact: true });
      // One line: every visible control sits on the same row, inside the window.
      const boxes = await Promise.all(
        (await bar.locator('button:visible').all()).map((b) => b.boundingBox()),
      );
      const middles = boxes.map((b) => Math.round(b!.y + b!.height / 2));
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4);
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(60);
      for (const button of await bar.locator('button:visible').all())
        expect(await onScreen(editor, button), await button.innerText()).toBe(true);
      expect(await onScreen(editor, publish)).toBe(true);

      // More opens by keyboard, puts focus on its first action, and Escape closes it again.
      const settings = editor.getByRole('button', { name: 'Site settings' });
      expect(await settings.isVisible()).toBe(false);
      await more.focus();
      await editor.keyboard.press('Enter');
      await expect.poll(() => settings.isVisible()).toBe(true);
      expect(await onScreen(editor, settings)).toBe(true);
      expect(await editor.evaluate(() => document.activeElement?.textContent)).toBe('Media');
      await editor.keyboard.press('Escape');
      await expect.poll(() => settings.isVisible()).toBe(false);
      expect(await editor.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe(
        'false',
      );
      // Escape closed the menu only: the editor did not switch to its full-screen preview.
      expect(await editor.getByRole('button', { name: 'Exit preview' }).count()).toBe(0);
      await editor.screenshot({ path: `/tmp/layout-${width}.png` });
      await context.close();
    });
  }
});
