import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchPage } from './support/browser';
import { saved, signInEditor } from './support/editor';
import { type RunningServer, startServer } from './support/server';

describe('undo and redo in the editor', () => {
  let server: RunningServer;
  let browser: Browser;
  let editor: Page;
  let watch: { errors: string[] };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const context = await newContext(browser);
    editor = await context.newPage();
    watch = watchPage(editor);
    await signInEditor(editor, server.siteUrl('demo'), server.ownerEmail, server.ownerPassword);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('brings a deleted block back with Ctrl+Z and deletes it again with Shift+Ctrl+Z', async () => {
    const rows = editor.locator('.block-row__kind');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const start = await rows.allInnerTexts();
    const frame = editor.frameLocator('[data-testid="site-frame"]');
    await editor.locator('.block-row').first().getByRole('button', { name: 'Delete block' }).click();
    await saved(editor);
    await expect.poll(() => rows.count()).toBe(start.length - 1);
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).count()).toBe(0);

    await editor.locator('body').click({ position: { x: 2, y: 2 } });
    await editor.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => rows.allInnerTexts()).toEqual(start);
    await saved(editor);
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).count()).toBe(1);

    await editor.keyboard.press('Shift+ControlOrMeta+z');
    await expect.poll(() => rows.count()).toBe(start.length - 1);
    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rows.allInnerTexts()).toEqual(start);
    await saved(editor);
  });

  it('brings a deleted page back with its content, from the Undo button', async () => {
    const pages = editor.getByTestId('pages-list');
    await pages.getByRole('link', { name: /^About/ }).click();
    await expect.poll(() => new URL(editor.url()).searchParams.get('frameUrl')).toBe('/about');
    const frame = editor.frameLocator('[data-testid="site-frame"]');
    const heading = await frame.getByRole('heading', { level: 1 }).innerText();
    await editor.getByRole('button', { name: 'Settings for About' }).click();
    await editor.getByRole('button', { name: 'Delete page' }).click();
    await editor.getByRole('button', { name: 'Delete permanently' }).click();
    await expect.poll(() => pages.getByRole('link', { name: /^About/ }).count()).toBe(0);

    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => pages.getByRole('link', { name: /^About/ }).count()).toBe(1);
    await expect.poll(() => new URL(editor.url()).searchParams.get('frameUrl')).toBe('/about');
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).innerText()).toBe(heading);

    await editor.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => pages.getByRole('link', { name: /^About/ }).count()).toBe(0);
    await expect.poll(() => new URL(editor.url()).searchParams.get('frameUrl')).toBe('/');
    expect(watch.errors).toEqual([]);
  });

  it('keeps the page it asked for when an earlier load of the frame announces itself late', async () => {
    const pages = editor.getByTestId('pages-list');
    await pages.getByRole('link', { name: /^Contact/ }).click();
    await expect.poll(() => new URL(editor.url()).searchParams.get('frameUrl')).toBe('/contact');
    const frameUrl = () => new URL(editor.url()).searchParams.get('frameUrl');
    const frame = editor.frames().find((f) => f.parentFrame() === editor.mainFrame())!;
    await expect.poll(() => frame.url()).toContain('/contact');
    // Every address the editor moves to, in order.
    await editor.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { frameUrls: string[] }).frameUrls = seen;
      const replace = history.replaceState.bind(history);
      history.replaceState = (data, unused, url) => {
        seen.push(new URL(String(url), location.href).searchParams.get('frameUrl') ?? '');
        replace(data, unused, url);
      };
    });
    const post = (path: string) =>
      frame.evaluate((p) => window.parent.postMessage({ type: 'atelier:location', path: p }, '*'), path);
    // What a draft load of the home page, started before the owner moved on, would say on arriving.
    await post('/?preview=draft');
    // Then a link the owner follows inside the frame (a published address): still followed.
    await post('/about');
    await expect.poll(frameUrl).toBe('/about');
    // The messages are handled in order: the late one came first and moved nothing.
    expect(
      await editor.evaluate(() => (window as unknown as { frameUrls: string[] }).frameUrls),
    ).not.toContain('/');
  });
});
