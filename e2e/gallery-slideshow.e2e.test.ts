import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import {
  currentIndex,
  enhanced,
  enhancedWhilePaused,
  frozenClock,
  GALLERY,
  open,
  slides,
  slow,
} from './support/gallery';
import { signInOwner } from './support/owner';
import { publishPageWithBlocks } from './support/pages';
import { type RunningServer, startServer } from './support/server';

describe('the slideshow: controls, linked thumbnails, autoplay, history and video slides', {
  timeout: 150_000,
}, () => {
  let server: RunningServer;
  let browser: Browser;
  let site: string;
  let historyIds: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    site = server.siteUrl('demo');
    const context = await newContext(browser);
    const owner = await signInOwner(context, server, site);
    const historySlides = slides();
    historyIds = historySlides.map((slide) => slide.id);
    await publishPageWithBlocks(owner, 'history', 'History', [
      { type: GALLERY, settings: { design: 'slideshow', history: true, slides: historySlides } },
    ]);
    const videoSlides = slides().slice(0, 3);
    videoSlides[0] = { ...videoSlides[0]!, type: 'video', videoUrl: '/assets/demo/wheel.webm' } as never;
    await publishPageWithBlocks(owner, 'reel', 'Reel', [
      {
        type: GALLERY,
        settings: {
          design: 'slideshow',
          autoplay: true,
          'autoplay-duration': 2,
          mixedContent: true,
          slides: videoSlides,
        },
      },
    ]);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('moves with its controls and the arrow keys, and keeps the thumbnail strip in step', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, `${site}/`);
    const slideshow = page.locator('.gallery--stacked');
    await enhanced(slideshow);
    await slideshow.scrollIntoViewIfNeeded();
    // The demo's slideshow plays; pausing it keeps this test in charge of the index.
    await slideshow.getByRole('button', { name: 'Pause' }).click();
    const start = await currentIndex(slideshow);
    await slideshow.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => currentIndex(slideshow)).toBe((start + 1) % 4);
    const thumbs = slideshow.locator('.gallery__thumb.is-current [data-gallery-thumb]');
    await expect.poll(() => thumbs.getAttribute('data-gallery-thumb')).toBe(String((start + 1) % 4));
    // A thumbnail moves the slideshow (the linked gallery keeps one index) once the motion is over.
    await page.waitForFunction(
      () => document.querySelector('.gallery--stacked .gallery__slide.is-leaving') === null,
    );
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
    await enhancedWhilePaused(page, slideshow);
    await page.mouse.move(0, 0);
    expect(await currentIndex(slideshow)).toBe(0);
    await page.clock.runFor(4900);
    expect(await currentIndex(slideshow)).toBe(0);
    await page.clock.runFor(200);
    expect(await currentIndex(slideshow)).toBe(1);
    await page.goto(`${site}/?nomotion=true`);
    await enhancedWhilePaused(page, slideshow);
    await page.clock.runFor(20_000);
    expect(await currentIndex(slideshow)).toBe(0);
    await context.close();
  });

  it('keeps the slide in the address and opens the page at it, also server-rendered', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, `${site}/history`);
    const slideshow = page.locator('.gallery--stacked');
    await enhanced(slideshow);
    await slideshow.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/history/${historyIds[1]}`);
    await page.reload();
    await enhanced(slideshow);
    expect(await currentIndex(slideshow)).toBe(1);
    await page.goto(`${site}/history#${historyIds[3]}`);
    await enhanced(slideshow);
    await expect.poll(() => currentIndex(slideshow)).toBe(3);
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const still = await plain.newPage();
    const response = await still.goto(`${site}/history/${historyIds[2]}`);
    expect(response?.status()).toBe(200);
    expect(await currentIndex(still.locator('.gallery--stacked'))).toBe(2);
    await plain.close();
    await context.close();
  });

  it('stops autoplay while a video slide plays, makes it inactive when another slide is current, and resumes', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await frozenClock(page);
    await open(page, `${site}/reel`);
    const slideshow = page.locator('.gallery--stacked');
    await enhancedWhilePaused(page, slideshow);
    await page.mouse.move(0, 0);
    const video = slideshow.locator('video');
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), slow).toBe(true);
    await page.clock.runFor(10_000);
    expect(await currentIndex(slideshow)).toBe(0);
    await slideshow.getByRole('button', { name: 'Next' }).click();
    // Away from the gallery: autoplay pauses while the pointer is over it.
    await page.mouse.move(0, 0);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await slideshow.locator('.gallery__slide[data-type="video"]').getAttribute('class')).toContain(
      'is-inactive',
    );
    await page.clock.runFor(2100);
    await expect.poll(() => currentIndex(slideshow)).toBe(2);
    await context.close();
  });
});
