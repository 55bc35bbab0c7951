import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { saved, signInEditor } from './support/editor';
import { publishWholeSite } from './support/publish';
import { type RunningServer, startServer } from './support/server';

const slow = { timeout: 15_000 };

describe('the owner builds a gallery in the block panel', { timeout: 150_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let editor: Page;
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    site = server.siteUrl('demo');
    context = await newContext(browser);
    editor = await context.newPage();
    await signInEditor(editor, site, server.ownerEmail, server.ownerPassword, (p) =>
      p.getByRole('button', { name: 'Add block' }).waitFor(),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('adds images and a video by address, orders, captions and designs them, live in the frame', async () => {
    const watch = watchPage(editor);
    await editor.getByRole('button', { name: /^Text We design and make/ }).click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    await editor.getByRole('menuitem', { name: /^Gallery/ }).click();
    await saved(editor);

    const add = editor.getByRole('form', { name: 'Add to the gallery' });
    // An address that is not one is refused at the field.
    await add.getByLabel('Image address').fill('not an address');
    await add.getByRole('button', { name: 'Add image', exact: true }).click();
    await expect.poll(() => add.getByLabel('Image address').getAttribute('aria-invalid')).toBe('true');
    for (const [file, alt] of [
      ['bowl-celadon.svg', 'Celadon bowl'],
      ['vase-amber.svg', 'Amber vase'],
      ['cups-indigo.svg', 'Indigo cups'],
    ]) {
      await add.getByLabel('Image address').fill(`/assets/demo/${file}`);
      await add.getByLabel('Alt text').fill(alt!);
      await add.getByRole('button', { name: 'Add image', exact: true }).click();
    }
    await add.getByLabel('Video').check();
    await add.getByLabel('Video file address').fill('/assets/demo/wheel.webm');
    await add.getByLabel('Poster image address').fill('/assets/demo/studio.svg');
    await add.getByRole('button', { name: 'Add video', exact: true }).click();
    await saved(editor);

    const slides = editor.getByRole('list', { name: 'Slides' }).getByRole('listitem');
    await expect.poll(() => slides.count()).toBe(4);
    // Keyboard: the third image moves to the top.
    await editor.getByRole('button', { name: 'Move slide 3 up' }).click();
    await editor.getByRole('button', { name: 'Move slide 2 up' }).click();
    // Drag and drop: the video goes second.
    const transfer = await editor.evaluateHandle(() => new DataTransfer());
    await slides.nth(3).dispatchEvent('dragstart', { dataTransfer: transfer });
    await slides.nth(1).dispatchEvent('dragover', { dataTransfer: transfer });
    await slides.nth(1).dispatchEvent('drop', { dataTransfer: transfer });
    await expect
      .poll(() => slides.evaluateAll((items) => items.map((item) => item.querySelector('input')?.value)))
      .toEqual(['Indigo cups', '', 'Celadon bowl', 'Amber vase']);
    await slides.nth(0).getByLabel('Caption').fill('Three cups for tea');
    await slides.nth(2).getByLabel('Click-through link').fill('/contact');
    await editor.getByRole('combobox', { name: 'Design' }).selectOption('slideshow');
    await editor.getByLabel('Transition').selectOption('ken-burns');
    await editor.getByLabel('Show thumbnails').check();
    await saved(editor);

    const frame = editor.frameLocator('[data-testid="site-frame"]');
    const gallery = frame.locator('[data-block-type="8"]').first();
    await expect.poll(() => gallery.getAttribute('data-layout'), slow).toBe('stacked');
    await expect
      .poll(
        () =>
          gallery.locator('.gallery__slide').evaluateAll((s) => s.map((e) => e.getAttribute('data-type'))),
        slow,
      )
      .toEqual(['image', 'video', 'image', 'image']);
    expect(await gallery.locator('.gallery__caption').first().textContent()).toBe('Three cups for tea');
    expect(await gallery.locator('.gallery__slide').nth(2).getAttribute('data-click-through-url')).toBe(
      '/contact',
    );
    await screenshot(editor, 'editor-gallery-panel');

    // From the media library: the picture is the library's item, with the library's alt text.
    await add.getByRole('button', { name: 'Add images from the library' }).click();
    const library = editor.getByRole('dialog', { name: 'Choose files' });
    await library.getByRole('button', { name: /kiln-evening\.svg/ }).click(slow);
    await library.getByRole('button', { name: 'Use this file' }).click();
    await library.waitFor({ state: 'detached', ...slow });
    await expect.poll(() => slides.count()).toBe(5);
    await saved(editor);
    const picked = gallery.locator('.gallery__slide').nth(4);
    await expect
      .poll(() => picked.getAttribute('data-src'), slow)
      .toMatch(/^\/media\/[0-9a-f]{64}\/\d+\.webp$/);
    expect(await picked.locator('img').getAttribute('alt')).toBe('The kiln yard at dusk');

    await publishWholeSite(editor);
    expect(watch.errors).toEqual([]);
  });
});
