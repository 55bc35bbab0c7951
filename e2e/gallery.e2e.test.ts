import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { signInOwner } from './support/owner';
import { newId, publishPageWithBlocks } from './support/pages';
import { type RunningServer, startServer } from './support/server';

const GALLERY = 8;
const DESIGNS = ['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list'];
const PHOTOS = [
  ['bowl-celadon.svg', 1200, 800],
  ['vase-amber.svg', 800, 1000],
  ['cups-indigo.svg', 1200, 800],
  ['jar-ash.svg', 800, 1000],
  ['plates-rust.svg', 1200, 800],
  ['kiln-evening.svg', 1200, 800],
] as const;

const slides = () =>
  PHOTOS.map(([file, width, height], n) => ({
    id: newId(),
    type: 'image',
    src: `/assets/demo/${file}`,
    alt: `Photo ${n + 1}`,
    caption: `Caption ${n + 1}`,
    width,
    height,
  }));

const slow = { timeout: 15_000 };

/** A 390 px phone with touch, as a visitor on a small phone sees the site. */
function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  await accept.click(slow);
}

const currentIndex = (gallery: ReturnType<Page['locator']>) =>
  gallery.evaluate((root) =>
    [...root.querySelectorAll(':scope .gallery__slides > .gallery__slide')].findIndex((slide) =>
      slide.classList.contains('is-current'),
    ),
  );

/** A clock that moves only when the test says so. */
async function frozenClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-05-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-05-01T10:00:01Z'));
}

/** A horizontal touch swipe through the DevTools protocol, as a finger makes it. */
async function swipe(page: Page, from: { x: number; y: number }, dx: number, steps = 5): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y: from.y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x) });
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from.x + (dx * step) / steps),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('galleries and the lightbox', { timeout: 150_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let site: string;
  const slideIds: Record<string, string[]> = {};

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
    const historySlides = slides();
    slideIds.history = historySlides.map((slide) => slide.id);
    await publishPageWithBlocks(owner, 'history', 'History', [
      { type: GALLERY, settings: { design: 'slideshow', history: true, slides: historySlides } },
    ]);
    const videoSlides = slides().slice(0, 3);
    videoSlides[0] = { ...videoSlides[0]!, type: 'video', videoUrl: '/assets/demo/wheel.webm' } as never;
    await publishPageWithBlocks(owner, 'film', 'Film', [
      {
        type: GALLERY,
        settings: { design: 'slideshow', autoplay: true, 'autoplay-duration': 2, slides: videoSlides },
      },
    ]);
    await publishPageWithBlocks(owner, 'swipes', 'Swipes', [
      { type: GALLERY, settings: { design: 'slideshow', transition: 'new-swipe', slides: slides() } },
      { type: GALLERY, settings: { design: 'carousel', slidesPerRow: 4, slides: slides() } },
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
        // Images load lazily as they come into view; the current one is in view.
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

  it('moves the slideshow with its controls and the arrow keys, and keeps the thumbnail strip in step', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, `${site}/`);
    const slideshow = page.locator('.gallery--stacked');
    await slideshow.locator('.gallery__controls:not([hidden])').waitFor(slow);
    await slideshow.scrollIntoViewIfNeeded();
    // The demo's slideshow plays; pausing it keeps this test in charge of the index.
    await slideshow.getByRole('button', { name: 'Pause' }).click();
    const start = await currentIndex(slideshow);
    await slideshow.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => currentIndex(slideshow)).toBe((start + 1) % 4);
    const thumbs = slideshow.locator('.gallery__thumb.is-current [data-gallery-thumb]');
    await expect.poll(() => thumbs.getAttribute('data-gallery-thumb')).toBe(String((start + 1) % 4));
    // A thumbnail moves the slideshow (the linked gallery keeps one index).
    await page.waitForTimeout(0);
    await expect
      .poll(async () => {
        await slideshow.locator('[data-gallery-thumb="3"]').click();
        return currentIndex(slideshow);
      }, slow)
      .toBe(3);
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowRight');
        return currentIndex(slideshow);
      }, slow)
      .toBe(0);
    await context.close();
  });

  it('advances on its own every 5 s and stops with nomotion=true', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await frozenClock(page);
    await open(page, `${site}/`);
    const slideshow = page.locator('.gallery--stacked');
    await slideshow.locator('.gallery__controls:not([hidden])').waitFor(slow);
    await page.mouse.move(0, 0);
    expect(await currentIndex(slideshow)).toBe(0);
    await page.clock.runFor(4900);
    expect(await currentIndex(slideshow)).toBe(0);
    await page.clock.runFor(200);
    expect(await currentIndex(slideshow)).toBe(1);
    await page.goto(`${site}/?nomotion=true`);
    await slideshow.locator('.gallery__controls:not([hidden])').waitFor(slow);
    await page.clock.runFor(20_000);
    expect(await currentIndex(slideshow)).toBe(0);
    await context.close();
  });

  it('opens the lightbox from the grid and navigates, closes and gives focus back (mouse)', async () => {
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
    // A click on the image: its right half of the window goes on, the left half back.
    const imgBox = (await img.boundingBox())!;
    await page.mouse.click(imgBox.x + imgBox.width * 0.9, imgBox.y + imgBox.height / 2);
    await expect.poll(() => dialog.locator('.lightbox__counter').textContent()).toBe('3 / 8');
    // Navigation is throttled to one move per 200 ms (spec 001 §9): let the page's own clock pass
    // the throttle before the next click, however fast this machine answered.
    const moved = await page.evaluate(() => performance.now());
    await page.waitForFunction((at) => performance.now() - at > 250, moved);
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
    const first = page.locator('[data-lightbox-open]').first();
    await first.focus();
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

  it('plays a video slide inside the lightbox', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, `${site}/work`);
    await page.locator('.gallery--grid.is-enhanced').waitFor({ state: 'attached', ...slow });
    await page.locator('.gallery__slide[data-type="video"] [data-lightbox-open]').click();
    const video = page.locator('.lightbox .lightbox__slide.is-current video');
    await video.waitFor(slow);
    expect(await video.getAttribute('src')).toBe('/assets/demo/wheel.webm');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0), slow).toBe(true);
    await context.close();
  });

  it('on a phone: the lightbox scrolls between items, without previous or next buttons, with a caption toggle', async () => {
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

  it('keeps the slide in the address and opens the page at it, also server-rendered', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, `${site}/history`);
    const slideshow = page.locator('.gallery--stacked');
    await slideshow.locator('.gallery__controls:not([hidden])').waitFor(slow);
    await slideshow.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/history/${slideIds.history![1]}`);
    await page.reload();
    await slideshow.locator('.gallery__controls:not([hidden])').waitFor(slow);
    expect(await currentIndex(slideshow)).toBe(1);
    await page.goto(`${site}/history#${slideIds.history![3]}`);
    await slideshow.locator('.gallery__controls:not([hidden])').waitFor(slow);
    await expect.poll(() => currentIndex(slideshow)).toBe(3);
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const still = await plain.newPage();
    const response = await still.goto(`${site}/history/${slideIds.history![2]}`);
    expect(response?.status()).toBe(200);
    expect(await currentIndex(still.locator('.gallery--stacked'))).toBe(2);
    await plain.close();
    await context.close();
  });

  it('stops autoplay while a video slide plays and makes it inactive when another slide is current', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await frozenClock(page);
    await open(page, `${site}/film`);
    const slideshow = page.locator('.gallery--stacked');
    await slideshow.locator('.gallery__controls:not([hidden])').waitFor(slow);
    await page.mouse.move(0, 0);
    await slideshow.locator('video').evaluate((video: HTMLVideoElement) => video.play());
    await expect
      .poll(() => slideshow.locator('video').evaluate((v: HTMLVideoElement) => !v.paused), slow)
      .toBe(true);
    await page.clock.runFor(10_000);
    expect(await currentIndex(slideshow)).toBe(0);
    await slideshow.getByRole('button', { name: 'Next' }).click();
    // Away from the gallery: autoplay pauses while the pointer is over it.
    await page.mouse.move(0, 0);
    await expect
      .poll(() => slideshow.locator('video').evaluate((v: HTMLVideoElement) => v.paused))
      .toBe(true);
    expect(await slideshow.locator('.gallery__slide[data-type="video"]').getAttribute('class')).toContain(
      'is-inactive',
    );
    await page.clock.runFor(2100);
    await expect.poll(() => currentIndex(slideshow)).toBe(2);
    await context.close();
  });

  it('follows a finger on a phone: new-swipe and the carousel move on a swipe', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page, `${site}/swipes`);
    const slideshow = page.locator('.gallery--stacked');
    await slideshow.locator('.gallery__controls:not([hidden])').waitFor(slow);
    await slideshow.scrollIntoViewIfNeeded();
    const box = (await slideshow.locator('.gallery__viewport').boundingBox())!;
    await swipe(page, { x: box.x + box.width * 0.8, y: box.y + box.height / 2 }, -box.width * 0.6);
    await expect.poll(() => currentIndex(slideshow), slow).toBe(1);
    const carousel = page.locator('.gallery--carousel');
    await carousel.scrollIntoViewIfNeeded();
    const cbox = (await carousel.locator('.gallery__viewport').boundingBox())!;
    await swipe(page, { x: cbox.x + cbox.width * 0.8, y: cbox.y + cbox.height / 2 }, -120, 2);
    await expect.poll(() => currentIndex(carousel), slow).toBe(2);
    await screenshot(page, 'gallery-swipes-phone');
    await context.close();
  });
});
