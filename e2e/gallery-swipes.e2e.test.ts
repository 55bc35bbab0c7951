import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { currentIndex, drag, enhanced, GALLERY, open, phone, slides, swipe } from './support/gallery';
import { signInOwner } from './support/owner';
import { publishPageWithBlocks } from './support/pages';
import { type RunningServer, startServer } from './support/server';

const slow = { timeout: 15_000 };

/** The middle of a gallery's viewport, scrolled into view. */
async function middleOf(page: Page, selector: string) {
  const gallery = page.locator(selector);
  await enhanced(gallery);
  await gallery.scrollIntoViewIfNeeded();
  const box = (await gallery.locator('.gallery__viewport').boundingBox())!;
  return {
    gallery,
    box,
    at: (fx: number, fy = 0.5) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy }),
  };
}

/**
 * Waits until the page has stopped scrolling: a swipe that scrolls the page leaves it flinging on
 * for a while after the finger is lifted. Still for five frames in a row means the fling is over
 * (it moves the page every frame while it lasts), however slowly this machine draws them.
 */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let stillFrames = 0;
        const frame = () => {
          if (window.scrollY === last) stillFrames++;
          else {
            last = window.scrollY;
            stillFrames = 0;
          }
          if (stillFrames >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

/** Waits until no slide of the gallery is moving. */
const still = (page: Page, selector: string) =>
  page.waitForFunction(
    (root) => document.querySelector(`${root} .gallery__slide.is-leaving`) === null,
    selector,
  );

describe('swipes with a finger and drags with the mouse', { timeout: 150_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    site = server.siteUrl('demo');
    const context = await newContext(browser);
    const owner = await signInOwner(context, server, site);
    const slideshow = (transition: string, extra = {}) => ({
      type: GALLERY,
      settings: { design: 'slideshow', transition, slides: slides(), ...extra },
    });
    await publishPageWithBlocks(owner, 'swipes', 'Swipes', [
      slideshow('new-swipe'),
      { type: GALLERY, settings: { design: 'carousel', slidesPerRow: 4, slides: slides() } },
      slideshow('swipe'),
      slideshow('scroll', { scrollDirection: 'vertical' }),
    ]);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('on a 390 px phone: new-swipe, swipe and the carousel follow a sideways swipe', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page, `${site}/swipes`);
    const first = await middleOf(page, '.gallery--transition-new-swipe');
    await swipe(page, first.at(0.8), { dx: -first.box.width * 0.6 });
    await expect.poll(() => currentIndex(first.gallery), slow).toBe(1);
    const carousel = await middleOf(page, '.gallery--carousel');
    await swipe(page, carousel.at(0.8), { dx: -120 }, 2);
    await expect.poll(() => currentIndex(carousel.gallery), slow).toBe(2);
    const swiped = await middleOf(page, '.gallery--transition-swipe');
    await swipe(page, swiped.at(0.1), { dx: swiped.box.width * 0.6 }, 2);
    await expect.poll(() => currentIndex(swiped.gallery), slow).toBe(5);
    await screenshot(page, 'gallery-swipes-phone');
    await context.close();
  });

  it('on a 390 px phone: an up-and-down swipe scrolls the page over a sideways gallery, and moves a vertical one', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page, `${site}/swipes`);
    const sideways = await middleOf(page, '.gallery--transition-new-swipe');
    const scrolled = await page.evaluate(() => window.scrollY);
    await swipe(page, sideways.at(0.5, 0.8), { dy: -200 }, 6);
    await expect.poll(() => page.evaluate(() => window.scrollY), slow).toBeGreaterThan(scrolled + 50);
    expect(await currentIndex(sideways.gallery)).toBe(0);
    // The slide did not follow the finger.
    expect(
      await sideways.gallery.locator('.gallery__slide.is-current').evaluate((s) => s.style.transform),
    ).toBe('');
    // The page's fling from the swipe above ends before the vertical gallery's swipe is measured.
    await scrollSettled(page);
    const vertical = await middleOf(page, '.gallery--vertical');
    await scrollSettled(page);
    const before = await page.evaluate(() => window.scrollY);
    await swipe(page, vertical.at(0.5, 0.8), { dy: -vertical.box.height * 0.5 }, 2);
    await expect.poll(() => currentIndex(vertical.gallery), slow).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await still(page, '.gallery--vertical');
    // Sideways on the vertical gallery does not move it.
    await swipe(page, vertical.at(0.8), { dx: -150 }, 2);
    expect(await currentIndex(vertical.gallery)).toBe(1);
    await context.close();
  });

  it('on a desktop: the swipe and new-swipe slideshows are dragged with the mouse, and a drag clicks nothing', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, `${site}/swipes`);
    // Clicks that reach the page: a drag must not end in one (it would open or follow the slide).
    await page.evaluate(() => {
      (window as unknown as { clicks: number }).clicks = 0;
      window.addEventListener('click', () => {
        (window as unknown as { clicks: number }).clicks++;
      });
    });
    const clicks = () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
    const fresh = await middleOf(page, '.gallery--transition-new-swipe');
    // More than half the width: on to the next slide, whatever the speed.
    await drag(page, fresh.at(0.8), -fresh.box.width * 0.6);
    await expect.poll(() => currentIndex(fresh.gallery), slow).toBe(1);
    expect(await clicks()).toBe(0);
    await still(page, '.gallery--transition-new-swipe');
    // Dragging back: the previous slide.
    await drag(page, fresh.at(0.2), fresh.box.width * 0.6);
    await expect.poll(() => currentIndex(fresh.gallery), slow).toBe(0);
    const swiped = await middleOf(page, '.gallery--transition-swipe');
    // Under 50 px the swipe design springs back, however long the press.
    await drag(page, swiped.at(0.5), -40, 4);
    await expect
      .poll(() => swiped.gallery.locator('.gallery__slide.is-current').evaluate((s) => s.style.transform))
      .toBe('');
    expect(await currentIndex(swiped.gallery)).toBe(0);
    // More than 1/2.25 of the width moves it, quick flick or long press.
    await drag(page, swiped.at(0.8), -swiped.box.width * 0.6, 4);
    await expect.poll(() => currentIndex(swiped.gallery), slow).toBe(1);
    expect(await clicks()).toBe(0);
    // A plain click is still a click.
    await page.mouse.click(swiped.at(0.5).x, swiped.at(0.5).y);
    expect(await clicks()).toBe(1);
    await context.close();
  });
});
