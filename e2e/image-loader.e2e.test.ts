import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchPage } from './support/browser';
import { signInOwner } from './support/owner';
import { publishPageWithBlocks } from './support/pages';
import { type RunningServer, startServer } from './support/server';

const POSTER = 1013;

/** Uploads bytes to the library from a signed-in owner page, as the editor does; returns the item id. */
async function upload(owner: Page, bytes: Buffer, fileName: string): Promise<string> {
  return owner.evaluate(
    async ({ base64, fileName }) => {
      const crumb = decodeURIComponent(document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '');
      const response = await fetch(`/api/config/media?fileName=${fileName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'x-csrf-token': crumb },
        body: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
      });
      return ((await response.json()) as { item: { id: string } }).item.id;
    },
    { base64: bytes.toString('base64'), fileName },
  );
}

/**
 * What the poster's <img> shows now: the loader's chosen width, the file the browser has drawn and
 * that file's own pixel width (read apart: an <img> reports srcset candidates scaled to their density).
 */
const shown = (page: Page) =>
  page.locator('.block-image--poster img').evaluate(async (img: HTMLImageElement) => {
    let fileWidth = 0;
    if (img.complete && img.currentSrc) {
      const probe = new Image();
      probe.src = img.currentSrc;
      await probe.decode().catch(() => undefined);
      fileWidth = probe.naturalWidth;
    }
    return {
      resolution: Number(img.dataset.imageResolution ?? 0),
      loaded: Number(img.dataset.imageLoaded ?? 0),
      currentSrc: img.currentSrc,
      fileWidth,
      boxWidth: img.getBoundingClientRect().width,
    };
  });

/** Two animation frames: resize observers have reported and the loader has acted on them. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describe('the image loader on a published page', () => {
  let server: RunningServer;
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    site = server.siteUrl('demo');
    const context = await browser.newContext();
    const owner = await signInOwner(context, server, site);
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#b5651d' } })
      .jpeg()
      .toBuffer();
    const mediaId = await upload(owner, photo, 'kiln-yard.jpg');
    await publishPageWithBlocks(owner, 'poster', 'Poster', [
      { type: 5, settings: { mediaId, alt: 'The kiln yard, cropped wide', variant: POSTER } },
    ]);
    await context.close();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('upgrades a cropped image to a larger derived width when its box grows, and never downgrades', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const watch = watchPage(page);
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/')) media.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site}/poster`);
    // The loader is a lazy chunk this page loads because its poster needs it.
    await expect.poll(async () => (await shown(page)).loaded, { timeout: 90_000 }).toBeGreaterThan(0);
    const narrow = await shown(page);
    expect(narrow.currentSrc).toMatch(new RegExp(`/${narrow.resolution}\\.avif$`));
    expect(narrow.fileWidth).toBe(narrow.resolution);
    expect(narrow.resolution).toBeGreaterThanOrEqual(narrow.boxWidth);
    expect(narrow.resolution).toBeLessThanOrEqual(750);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect
      .poll(async () => (await shown(page)).loaded, { timeout: 90_000 })
      .toBeGreaterThan(narrow.resolution);
    const wide = await shown(page);
    expect(wide.boxWidth).toBeGreaterThan(narrow.boxWidth);
    expect(wide.resolution).toBeGreaterThanOrEqual(wide.boxWidth);
    expect(wide.currentSrc).toMatch(new RegExp(`/${wide.resolution}\\.avif$`));
    expect(wide.fileWidth).toBe(wide.resolution);
    await screenshot(page, 'image-loader-wide');

    const requested = media.length;
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await shown(page)).boxWidth).toBeLessThan(wide.boxWidth);
    await settled(page);
    const after = await shown(page);
    expect(after.resolution).toBe(wide.resolution);
    expect(after.currentSrc).toBe(wide.currentSrc);
    expect(media.slice(requested).filter((path) => /\/\d+\.\w+$/.test(path))).toEqual([]);
    expect(watch.errors).toEqual([]);
    await context.close();
  }, 240_000);
});
