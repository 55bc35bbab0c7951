import type { Browser, Page } from 'playwright-core';
import sharp, { type SharpOptions } from 'sharp';
import { launchBrowser } from '../e2e/support/browser';
import { api } from '../e2e/support/owner';
import { type RunningServer, startServer } from '../e2e/support/server';
import { type LighthouseRuns, launchLighthouseChrome, lighthouseMedian } from './lighthouse.bench';

/** Issue goals for a page of six large photos, all scrolled into view (measured in Chromium). */
const GOALS = { phoneBytes: 300 * 1024, desktopBytes: 900 * 1024, layoutShift: 0, lighthousePerformance: 98 };
const LIGHTHOUSE_RUNS = 3;
/** The demo's lightest page of text, measured beside the photos as the baseline. */
const BASELINE_PATH = '/about';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A 3000×2000 photo-like picture: soft shapes with grain, so it compresses as a photograph does. */
async function photo(seed: number): Promise<Buffer> {
  const base = await sharp(<SharpOptions>{
    create: {
      width: 60,
      height: 40,
      channels: 3,
      noise: { type: 'gaussian', mean: 110 + seed * 12, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const grain = await sharp(<SharpOptions>{
    create: { width: 3000, height: 2000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .png()
    .toBuffer();
  return sharp(base)
    .resize(3000, 2000, { kernel: 'cubic' })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Signs in as the demo owner, uploads six photos and publishes a page showing them as Image blocks. */
async function publishPhotoPage(browser: Browser, server: RunningServer, site: string): Promise<void> {
  const editor = await (await browser.newContext()).newPage();
  await editor.goto(`${site}/config/`);
  await editor.getByLabel('Email').fill(server.ownerEmail);
  await editor.getByLabel('Password').fill(server.ownerPassword);
  await editor.getByRole('button', { name: 'Sign in' }).click();
  await editor.getByRole('button', { name: 'Add block' }).waitFor();
  const ids: string[] = [];
  for (let i = 0; i < 6; i++) {
    const base64 = (await photo(i)).toString('base64');
    const id = await editor.evaluate(
      async ({ base64, name }) => {
        const crumb = decodeURIComponent(document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '');
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const response = await fetch(`/api/config/media?fileName=${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', 'x-csrf-token': crumb },
          body: bytes,
        });
        return ((await response.json()) as { item: { id: string } }).item.id;
      },
      { base64, name: `photo-${i}.jpg` },
    );
    ids.push(id);
  }
  const created = await api(editor, 'POST', '/api/config/pages', { title: 'Photos', slug: 'photos' });
  if (created.status !== 201) throw new Error(`page: ${JSON.stringify(created.json)}`);
  const pageId = (created.json as { page: { id: string } }).page.id;
  const draft = (await api(editor, 'GET', `/api/config/pages/${pageId}/draft`)).json as { revision: number };
  const hex = (n: number) => n.toString(16).padStart(24, '0');
  const pageDocument = {
    sections: [
      {
        id: hex(1),
        blocks: ids.map((mediaId, i) => ({
          id: hex(100 + i),
          type: 5,
          settings: { mediaId, alt: `Photo ${i + 1}` },
        })),
      },
    ],
  };
  const saved = await api(editor, 'PUT', `/api/config/pages/${pageId}/draft`, {
    document: pageDocument,
    revision: draft.revision,
  });
  if (saved.status !== 200) throw new Error(`draft: ${JSON.stringify(saved.json)}`);
  const published = await api(editor, 'POST', `/api/config/pages/${pageId}/publish`, {});
  if (published.status !== 200) throw new Error(`publish: ${JSON.stringify(published.json)}`);
  await editor.context().close();
}

/** Image bytes and layout shift of the page scrolled through, in a fresh profile of the given screen. */
async function measure(
  browser: Browser,
  url: string,
  screen: { width: number; height: number; scale: number; mobile: boolean },
): Promise<{ bytes: number; images: number; shift: number; imageShift: number }> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.scale,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
  });
  const page: Page = await context.newPage();
  await page.addInitScript(() => {
    const totals = { shift: 0, imageShift: 0 };
    (window as unknown as { totals: typeof totals }).totals = totals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (entry.hadRecentInput) continue;
        totals.shift += entry.value;
        const sources = (entry as unknown as { sources?: { node?: Node }[] }).sources ?? [];
        const nodes = sources.map((source) => source.node as Element | undefined);
        if (nodes.some((node) => node?.closest?.('picture, img, .block-image')))
          totals.imageShift += entry.value;
        console.log(
          `layout shift ${entry.value}: ${nodes.map((node) => node?.outerHTML?.slice(0, 60)).join(' | ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  if (process.env.BENCH_DEBUG) page.on('console', (message) => console.log(message.text()));
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/'))
      sizes.push(response.body().then((b) => b.length));
  });
  const answer = await page.goto(url, { waitUntil: 'load' });
  if (answer?.status() !== 200) throw new Error(`${url} answered ${answer?.status()}`);
  if (process.env.BENCH_DEBUG) console.log((await page.content()).match(/<img[^>]*>/g)?.slice(0, 2));
  // Scroll a screen at a time to the end, as a visitor would, until every photo has loaded.
  // (No named functions inside: the page runs this code as written, without the bundler's helpers.)
  await page.evaluate(async () => {
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  const { shift, imageShift } = await page.evaluate(
    () => (window as unknown as { totals: { shift: number; imageShift: number } }).totals,
  );
  await context.close();
  return { bytes, images: sizes.length, shift, imageShift };
}

export async function benchPageImages(): Promise<{ ok: boolean }> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const site = server.siteUrl('demo');
    await publishPhotoPage(browser, server, site);
    const phone = await measure(browser, `${site}/photos`, {
      width: 390,
      height: 844,
      scale: 2,
      mobile: true,
    });
    const desktop = await measure(browser, `${site}/photos`, {
      width: 1440,
      height: 900,
      scale: 1,
      mobile: false,
    });
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const phoneOk = phone.bytes <= GOALS.phoneBytes;
    const desktopOk = desktop.bytes <= GOALS.desktopBytes;
    const shiftOk = phone.shift <= GOALS.layoutShift && desktop.shift <= GOALS.layoutShift;
    const imageShiftOk = phone.imageShift <= GOALS.layoutShift && desktop.imageShift <= GOALS.layoutShift;
    console.log(
      `six photos at 390×844 @2x: ${kb(phone.bytes)} in ${phone.images} images, ratio to goal ${(phone.bytes / GOALS.phoneBytes).toFixed(2)} (goal ≤ ${kb(GOALS.phoneBytes)}) ${phoneOk ? 'OK' : 'ABOVE GOAL'}`,
    );
    console.log(
      `six photos at 1440×900 @1x: ${kb(desktop.bytes)} in ${desktop.images} images, ratio to goal ${(desktop.bytes / GOALS.desktopBytes).toFixed(2)} (goal ≤ ${kb(GOALS.desktopBytes)}) ${desktopOk ? 'OK' : 'ABOVE GOAL'}`,
    );
    console.log(
      `layout shift of the page: ${phone.shift.toFixed(4)} phone, ${desktop.shift.toFixed(4)} desktop (goal ${GOALS.layoutShift}) ${shiftOk ? 'OK' : 'ABOVE GOAL'}; of its images: ${phone.imageShift.toFixed(4)}, ${desktop.imageShift.toFixed(4)} ${imageShiftOk ? 'OK' : 'ABOVE GOAL'}`,
    );
    // Lighthouse on the photo page and, interleaved in the same run, on the demo's page of text:
    // on a busy machine both fall together, and the text page shows how much of a shortfall is ours.
    const chrome = await launchLighthouseChrome();
    const photos: LighthouseRuns[] = [];
    const text: LighthouseRuns[] = [];
    try {
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        photos.push(await lighthouseMedian(chrome.port, `${site}/photos`, 1));
        text.push(await lighthouseMedian(chrome.port, `${site}${BASELINE_PATH}`, 1));
      }
    } finally {
      chrome.kill();
    }
    const scores = (runs: LighthouseRuns[]) => runs.map((run) => run.performance);
    const photoScore = median(scores(photos));
    const textScore = median(scores(text));
    const lighthouseOk = photoScore >= GOALS.lighthousePerformance;
    const misses = photos.find((run) => run.performance === photoScore)?.misses ?? [];
    console.log(
      `six photos, Lighthouse 12 mobile performance: ${photoScore} (median of ${LIGHTHOUSE_RUNS}: ${scores(photos).join(', ')}; goal ≥ ${GOALS.lighthousePerformance}) ${lighthouseOk ? 'OK' : 'BELOW GOAL'}; the text page ${BASELINE_PATH} in the same run: ${textScore} (${scores(text).join(', ')}), ratio ${(photoScore / Math.max(1, textScore)).toFixed(2)}${misses.length ? `\n    missed: ${misses.join('; ')}` : ''}`,
    );
    return { ok: phoneOk && desktopOk && shiftOk && lighthouseOk };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok } = await benchPageImages();
  process.exit(ok ? 0 : 1);
}
