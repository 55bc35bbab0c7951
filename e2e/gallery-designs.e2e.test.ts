import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { GALLERY, open, PHOTOS, phone, slides, slow } from './support/gallery';
import { signInOwner } from './support/owner';
import { publishPageWithBlocks } from './support/pages';
import { type RunningServer, startServer } from './support/server';

const DESIGNS = ['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list'];

describe('gallery designs', { timeout: 150_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    site = server.siteUrl('demo');
    const context = await newContext(browser);
    const owner = await signInOwner(context, server, site);
    await publishPageWithBlocks(
      owner,
      'designs',
      'Designs',
      DESIGNS.map((design) => ({ type: GALLERY, settings: { design, slides: slides() } })),
    );
    const mixed = slides().slice(0, 4);
    mixed[1] = { ...mixed[1]!, type: 'video', videoUrl: '/assets/demo/wheel.webm' } as never;
    await publishPageWithBlocks(owner, 'shapes', 'Shapes', [
      { type: GALLERY, settings: { design: 'grid', 'auto-crop': false, slides: slides() } },
      {
        type: GALLERY,
        settings: { design: 'slideshow', thumbnails: true, mixedContent: true, slides: mixed },
      },
      {
        type: GALLERY,
        settings: { design: 'slideshow', thumbnails: true, 'square-thumbs': false, slides: mixed },
      },
    ]);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [label, makeContext] of [
    ['desktop', (b: Browser) => newContext(b)],
    ['a 390 px phone', phone],
  ] as const) {
    it(`shows every design with all its images on ${label}, and runs cleanly`, async () => {
      const context = await makeContext(browser);
      const page = await context.newPage();
      const watch = watchPage(page);
      await open(page, `${site}/designs`);
      const galleries = page.locator('[data-block-type="8"]');
      await expect.poll(() => galleries.count()).toBe(DESIGNS.length);
      await expect
        .poll(() => page.locator('[data-block-type="8"].is-enhanced').count(), slow)
        .toBe(DESIGNS.length);
      const layouts = await galleries.evaluateAll((roots) =>
        roots.map((root) => root.getAttribute('data-layout')),
      );
      expect(layouts).toEqual([
        'base',
        'strip',
        'stacked',
        'grid',
        'autogrid',
        'autocolumns',
        'carousel',
        'list',
      ]);
      for (const gallery of await galleries.all()) {
        await gallery.scrollIntoViewIfNeeded();
        const images = gallery.locator('.gallery__slides img');
        expect(await images.count()).toBe(PHOTOS.length);
        // Images load lazily, through the load queue, as they come near the viewport.
        const shown = gallery
          .locator('.gallery__slide.is-current img, .gallery__slide:first-child img')
          .first();
        await expect
          .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), slow)
          .toBe(true);
      }
      // The grid follows its columns: four on desktop, two on the phone.
      const columns = await page
        .locator('.gallery--grid .gallery__slides')
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(label === 'desktop' ? 4 : 2);
      // The carousel shows three per row on desktop (its default) and two on the phone.
      const carousel = page.locator('.gallery--carousel');
      const perRow = await carousel.evaluate((root) => {
        const slide = root.querySelector<HTMLElement>('.gallery__slide')!;
        return Math.round(
          root.querySelector<HTMLElement>('.gallery__viewport')!.clientWidth / slide.offsetWidth,
        );
      });
      expect(perRow).toBe(label === 'desktop' ? 3 : 2);
      await screenshot(page, `gallery-designs-${label === 'desktop' ? 'desktop' : 'phone'}`);
      expect(watch.errors).toEqual([]);
      await context.close();
    });
  }

  it('holds back images far below the page and loads them as they come near', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, `${site}/designs`);
    await expect.poll(() => page.locator('.is-enhanced').count(), slow).toBe(DESIGNS.length);
    const list = page.locator('.gallery--list');
    const held = () => list.locator('img[data-lazy-src]').count();
    // The first two slides load at once; the others wait for the visitor to come near.
    expect(await held()).toBe(PHOTOS.length - 2);
    await list.scrollIntoViewIfNeeded();
    await expect.poll(held, slow).toBeLessThan(PHOTOS.length - 2);
    await list.locator('.gallery__img').last().scrollIntoViewIfNeeded();
    await expect.poll(held, slow).toBe(0);
    await expect
      .poll(() =>
        list
          .locator('.gallery__img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await context.close();
  });

  it('shows every image without JavaScript', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${site}/designs`);
    expect(await page.locator('.gallery__slides img').count()).toBe(DESIGNS.length * PHOTOS.length);
    // Sliding designs scroll sideways instead of hiding slides.
    const overflow = await page
      .locator('.gallery--stacked .gallery__slides')
      .evaluate((list) => getComputedStyle(list).overflowX);
    expect(overflow).toBe('auto');
    await context.close();
  });

  it('crops or fits images to the frame, and shapes the thumbnails as set', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, `${site}/shapes`);
    const [fitted, square, natural] = await page.locator('[data-block-type="8"]').all();
    const fit = (image: ReturnType<typeof page.locator>) =>
      image.evaluate((img) => getComputedStyle(img).objectFit);
    // Auto-crop off: the whole image shows inside the 1:1 frame.
    expect(await fit(fitted!.locator('.gallery__img').first())).toBe('contain');
    const frame = (await fitted!.locator('.gallery__media').first().boundingBox())!;
    expect(Math.abs(frame.width - frame.height)).toBeLessThan(2);
    // Square thumbnails, a video among them at 16:9 when images and videos mix.
    await square!.locator('.gallery__thumbs:not([hidden])').waitFor(slow);
    const boxes = async (gallery: typeof square) =>
      gallery!.locator('.gallery__thumb-button').evaluateAll((buttons) =>
        buttons.map((button) => {
          const { width, height } = button.getBoundingClientRect();
          return Math.round((width / height) * 100) / 100;
        }),
      );
    expect(await boxes(square)).toEqual([1, 1.78, 1, 1]);
    expect(await square!.locator('.gallery__slide[data-type="video"] .gallery__play, video').count()).toBe(1);
    // Without mixed content the video shows as its still picture; thumbnails keep each picture's shape.
    await natural!.locator('.gallery__thumbs:not([hidden])').waitFor(slow);
    expect(await natural!.locator('video, .gallery__slide[data-type="video"]').count()).toBe(0);
    expect(await boxes(natural)).toEqual([1.5, 0.8, 1.5, 0.8]);
    await screenshot(page, 'gallery-shapes-desktop');
    await context.close();
  });
});
