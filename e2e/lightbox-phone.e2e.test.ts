import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { open, phone, slow } from './support/gallery';
import { type RunningServer, startServer } from './support/server';

/**
 * Where the viewport's screenshot goes (e2e/.screenshots/). Not support/browser's screenshot(): a
 * full-page capture reaches past the viewport, where a fixed overlay never is.
 */
function screenshotPath(name: string): string {
  const dir = path.join(import.meta.dirname, '.screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/** The lightbox's dark overlay colour (lightbox.css: --lightbox-bg #0b0c0e). */
const OVERLAY = [11, 12, 14];

describe('the lightbox on a 390 px phone, over the demo’s light pages', { timeout: 150_000 }, () => {
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

  it('hides the page behind it: the overlay covers the viewport above everything, the page blurred', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page, `${server.siteUrl('demo')}/work`);
    await page.locator('.gallery--grid.is-enhanced').waitFor({ state: 'attached', ...slow });
    await page.locator('[data-lightbox-open]').first().tap();
    const dialog = page.getByRole('dialog', { name: 'Gallery' });
    await expect.poll(() => dialog.getAttribute('data-state'), slow).toBe('content shown');
    const image = dialog.locator('.lightbox__slide.is-current .lightbox__img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), slow)
      .toBe(true);
    // The overlay's fade has run to its end, at the spec's opacity (001 §9).
    await expect
      .poll(() => dialog.locator('.lightbox__overlay').evaluate((el) => getComputedStyle(el).opacity), slow)
      .toBe('0.95');

    const layout = await page.evaluate(() => {
      const root = document.querySelector<HTMLElement>('.lightbox')!;
      const overlay = root.querySelector<HTMLElement>('.lightbox__overlay')!;
      const box = overlay.getBoundingClientRect();
      const points = [
        [1, 1],
        [innerWidth - 2, 1],
        [1, innerHeight - 2],
        [innerWidth - 2, innerHeight - 2],
        [innerWidth / 2, 30],
      ];
      return {
        box: [box.left, box.top, box.right, box.bottom],
        viewport: [0, 0, innerWidth, innerHeight],
        background: getComputedStyle(overlay).backgroundColor,
        // Whatever is topmost at the viewport's corners belongs to the lightbox.
        topmost: points.map(([x, y]) => root.contains(document.elementFromPoint(x!, y!))),
      };
    });
    expect(layout.box).toEqual(layout.viewport);
    expect(layout.background).toBe(`rgb(${OVERLAY.join(', ')})`);
    expect(layout.topmost).toEqual([true, true, true, true, true]);

    // What a person sees: the screen as shot (the viewport, as on a phone), nothing of the page
    // showing in the overlay above and below the picture, between the close button and the bar.
    const file = screenshotPath('lightbox-phone-overlay');
    await page.screenshot({ path: file });
    const shown = (await image.boundingBox())!;
    const track = (await dialog.locator('.lightbox__track').boundingBox())!;
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const scale = info.width / 390;
    const off: string[] = [];
    let sampled = 0;
    const bands = [
      [track.y, shown.y],
      [shown.y + shown.height, track.y + track.height],
    ];
    for (const [from, to] of bands) {
      for (let y = Math.ceil((from! + 2) * scale); y < Math.floor((to! - 2) * scale); y += 3) {
        for (let x = 0; x < info.width - 3; x += 3) {
          const at = (y * info.width + x) * info.channels;
          const pixel = [data[at]!, data[at + 1]!, data[at + 2]!];
          const next = at + 3 * info.channels;
          sampled++;
          // Dark, and smooth: the 5% of the page that shows through is blurred past any edge,
          // so no letter or line of it can be seen (a sharp edge steps by more than 2 levels).
          if (pixel.some((value, i) => value - OVERLAY[i]! > 16 || Math.abs(value - data[next + i]!) > 2))
            off.push(`${x},${y}: ${pixel}`);
        }
      }
    }
    expect(sampled).toBeGreaterThan(5_000);
    expect(off.slice(0, 10)).toEqual([]);
    await context.close();
  });
});
