import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { phoneContext } from './browser';
import { newId } from './pages';

export const GALLERY = 8;
export const slow = { timeout: 15_000 };

export const PHOTOS = [
  ['bowl-celadon.svg', 1200, 800],
  ['vase-amber.svg', 800, 1000],
  ['cups-indigo.svg', 1200, 800],
  ['jar-ash.svg', 800, 1000],
  ['plates-rust.svg', 1200, 800],
  ['kiln-evening.svg', 1200, 800],
] as const;

/** Six image slides, each with its own id, alt text and caption. */
export const slides = () =>
  PHOTOS.map(([file, width, height], n) => ({
    id: newId(),
    type: 'image',
    src: `/assets/demo/${file}`,
    alt: `Photo ${n + 1}`,
    caption: `Caption ${n + 1}`,
    width,
    height,
  }));

/** A 390 px phone with touch (browser.ts). */
export const phone = phoneContext;

/** Opens a page of the demo site and accepts its cookie banner. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Accept', exact: true }).click(slow);
}

/** The index of the slide marked current in a gallery. */
export const currentIndex = (gallery: Locator) =>
  gallery.evaluate((root) =>
    [...root.querySelectorAll(':scope .gallery__slides > .gallery__slide')].findIndex((slide) =>
      slide.classList.contains('is-current'),
    ),
  );

/** Waits until a sliding gallery's behaviour has shown its controls. */
export const enhanced = (gallery: Locator) =>
  gallery.locator('.gallery__controls:not([hidden])').waitFor(slow);

/**
 * `enhanced` for a page whose clock is paused (frozenClock). Behaviours start once the page's first
 * frame is painted (an animation frame, then a task), and a paused clock holds both back: the clock
 * moves on one frame at a time until the gallery is enhanced, so its own timers (autoplay) start at
 * most a frame before the test takes over the clock.
 */
export async function enhancedWhilePaused(page: Page, gallery: Locator): Promise<void> {
  const controls = gallery.locator('.gallery__controls:not([hidden])');
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return controls.count();
    }, slow)
    .toBe(1);
}

/** A clock that moves only when the test says so. */
export async function frozenClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-05-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-05-01T10:00:01Z'));
}

/**
 * A touch swipe through the DevTools protocol, as a finger makes it: `dx` across, `dy` down, in
 * `steps` moves 16 ms apart by the events' own timestamps, so its speed does not depend on how fast
 * this machine sends them.
 */
export async function swipe(
  page: Page,
  from: { x: number; y: number },
  move: { dx?: number; dy?: number },
  steps = 5,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { dx = 0, dy = 0 } = move;
  const start = Date.now() / 1000;
  const at = (step: number) => start + step * 0.016;
  const point = (step: number) => [{ x: from.x + (dx * step) / steps, y: from.y + (dy * step) / steps }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0), timestamp: at(0) });
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(step),
      timestamp: at(step),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at(steps + 1) });
  await cdp.detach();
}

/** A drag with the mouse: button down, moves in steps, button up. */
export async function drag(page: Page, from: { x: number; y: number }, dx: number, steps = 8): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y, { steps });
  await page.mouse.up();
}
