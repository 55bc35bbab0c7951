import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { open, phone, slow } from './support/gallery';
import { signInOwner } from './support/owner';
import { publishPageWithBlocks } from './support/pages';
import { type RunningServer, startServer } from './support/server';

const IMAGE = 5;

describe('the lightbox, over the demo Work page and an image block', { timeout: 150_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    site = server.siteUrl('demo');
    const context = await newContext(browser);
    const owner = await signInOwner(context, server, site);
    await publishPageWithBlocks(owner, 'team', 'Team', [
      {
        type: IMAGE,
        settings: {
          src: '/assets/demo/team.svg',
          alt: 'The studio team at the wheel',
          caption: 'Our team',
          width: 1200,
          height: 800,
          lightbox: true,
        },
      },
    ]);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the demo Work page from the media library, with alt texts, captions and a film', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, `${site}/work`);
    const grid = page.locator('.gallery--grid');
    const sources = await grid
      .locator('.gallery__slide')
      .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('data-src')));
    expect(sources).toHaveLength(8);
    for (const src of sources) expect(src).toMatch(/^\/media\/[0-9a-f]{64}\/\d+\.webp$/);
    expect(await grid.locator('.gallery__img').first().getAttribute('alt')).toBe(
      'Celadon bowl on a linen cloth',
    );
    expect(await grid.locator('.gallery__caption').first().textContent()).toBe(
      'Celadon serving bowl, 28 cm.',
    );
    const film = grid.locator('.gallery__slide[data-type="video"]');
    expect(await film.getAttribute('data-video-url')).toMatch(/^\/s\/[0-9a-f]{64}\/wheel\.webm$/);
    await context.close();
  });

  it('opens from the grid and navigates, closes and gives focus back (mouse)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    const lightboxLoaded: string[] = [];
    page.on('request', (request) => {
      if (/\/lightbox-[^/]+\.js$/.test(request.url())) lightboxLoaded.push(request.url());
    });
    await open(page, `${site}/work`);
    await page.locator('.gallery--grid.is-enhanced').waitFor({ state: 'attached', ...slow });
    expect(lightboxLoaded).toEqual([]);
    const items = page.locator('[data-lightbox-open]');
    await items.nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Gallery' });
    await dialog.waitFor(slow);
    expect(lightboxLoaded.length).toBe(1);
    await expect.poll(() => dialog.getAttribute('data-state'), slow).toBe('content shown');
    await expect.poll(() => dialog.locator('.lightbox__counter').textContent()).toBe('2 / 8');
    const box = (await page.viewportSize())!;
    const img = dialog.locator('.lightbox__slide.is-current .lightbox__img');
    // A visitor clicks on the picture they see: wait until it has loaded and taken its size.
    const loaded = () =>
      expect
        .poll(() => img.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), slow)
        .toBe(true);
    await loaded();
    // A click on the image: its right half of the window goes on, the left half back.
    const imgBox = (await img.boundingBox())!;
    await page.mouse.click(imgBox.x + imgBox.width * 0.9, imgBox.y + imgBox.height / 2);
    await expect.poll(() => dialog.locator('.lightbox__counter').textContent()).toBe('3 / 8');
    // Navigation is throttled to one move per 200 ms (spec 001 §9): let the page's own clock pass
    // the throttle before the next click, however fast this machine answered.
    const moved = await page.evaluate(() => performance.now());
    await page.waitForFunction((at) => performance.now() - at > 250, moved);
    await loaded();
    const next = (await img.boundingBox())!;
    await page.mouse.click(next.x + next.width * 0.1, next.y + next.height / 2);
    await expect.poll(() => dialog.locator('.lightbox__counter').textContent()).toBe('2 / 8');
    await screenshot(page, 'gallery-lightbox-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...slow });
    expect(await page.evaluate(() => document.activeElement?.closest('.gallery__slide') !== null)).toBe(true);
    // An overlay click closes it too.
    await items.nth(0).click();
    await dialog.waitFor(slow);
    await page.mouse.click(box.width / 2, 20);
    await dialog.waitFor({ state: 'detached', ...slow });
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('works with the keyboard alone: Tab, Enter, Space, arrows, Escape', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, `${site}/work`);
    await page.locator('.gallery--grid.is-enhanced').waitFor({ state: 'attached', ...slow });
    // Tab reaches the first item from the page, as a keyboard user gets there.
    const first = page.locator('[data-lightbox-open]').first();
    await expect
      .poll(async () => {
        await page.keyboard.press('Tab');
        return first.evaluate((element) => element === document.activeElement);
      }, slow)
      .toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Gallery' });
    await dialog.waitFor(slow);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Close');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.locator('.lightbox__counter').textContent()).toBe('2 / 8');
    // Focus stays inside the dialog.
    for (let n = 0; n < 6; n++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...slow });
    await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await dialog.waitFor(slow);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...slow });
    await context.close();
  });

  it('plays a video slide inside the lightbox and stops it on the next item', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, `${site}/work`);
    await page.locator('.gallery--grid.is-enhanced').waitFor({ state: 'attached', ...slow });
    const film = page.locator('.gallery__slide[data-type="video"]');
    await film.locator('[data-lightbox-open]').click();
    const video = page.locator('.lightbox .lightbox__slide.is-current video');
    await video.waitFor(slow);
    expect(await video.getAttribute('src')).toBe(await film.getAttribute('data-video-url'));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0), slow).toBe(true);
    const playing = await video.elementHandle();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => playing!.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await context.close();
  });

  it('on a phone: scrolls between items, without previous or next buttons, with a caption toggle', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page, `${site}/work`);
    await page.locator('.gallery--grid.is-enhanced').waitFor({ state: 'attached', ...slow });
    await page.locator('[data-lightbox-open]').first().tap();
    const dialog = page.getByRole('dialog', { name: 'Gallery' });
    await dialog.waitFor(slow);
    expect(await dialog.getByRole('button', { name: 'Next' }).isVisible()).toBe(false);
    const toggle = dialog.getByRole('button', { name: 'Caption' });
    expect(await dialog.locator('.lightbox__caption').isVisible()).toBe(false);
    await toggle.tap();
    expect(await dialog.locator('.lightbox__caption').isVisible()).toBe(true);
    await dialog.locator('.lightbox__track').evaluate((track) => track.scrollTo({ left: track.clientWidth }));
    await expect.poll(() => dialog.locator('.lightbox__counter').textContent(), slow).toBe('2 / 8');
    await screenshot(page, 'gallery-lightbox-phone');
    await context.close();
  });

  for (const [label, makeContext] of [
    ['desktop', (b: Browser) => newContext(b)],
    ['a 390 px phone', phone],
  ] as const) {
    it(`opens an image block's image in the same lightbox on ${label}`, async () => {
      const context = await makeContext(browser);
      const page = await context.newPage();
      await open(page, `${site}/team`);
      const image = page.getByRole('button', { name: 'The studio team at the wheel' });
      await image.waitFor(slow);
      await expect.poll(() => image.evaluate((img) => getComputedStyle(img).cursor), slow).toBe('zoom-in');
      await image.click();
      const dialog = page.getByRole('dialog', { name: 'Gallery' });
      await dialog.waitFor(slow);
      expect(await dialog.locator('.lightbox__img').getAttribute('alt')).toBe('The studio team at the wheel');
      expect(await dialog.locator('.lightbox__caption').textContent()).toBe('Our team');
      expect(await dialog.getByRole('button', { name: 'Next' }).isVisible()).toBe(false);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', ...slow });
      await expect.poll(() => image.evaluate((img) => img === document.activeElement)).toBe(true);
      await context.close();
    });
  }
});
