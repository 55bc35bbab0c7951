import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FAST_BROTLI_QUALITY,
  keepsIdentity,
  precompressHtml,
  prepareHtml,
} from '#platform/http/prepared-html';
import { type CachedPage, HtmlCache, type HtmlCacheOptions } from './html-cache';

const pageText = (n: number) =>
  `<!doctype html><html><body><h1>Page ${n}</h1>${Array.from(
    { length: 400 },
    (_, i) =>
      `<p class="rich-text">Paragraph ${i} of page ${n}, which compresses well, with a link <a href="/p/${i}">here</a>.</p>`,
  ).join('')}</body></html>`;
const html = pageText(0);

const entryOf = (text: string): CachedPage => ({
  page: precompressHtml(prepareHtml(text)),
  status: 200,
  lock: null,
});

/** What a page holds in the cache, whatever the cache made of it. */
const bytesOf = (entry: CachedPage | undefined) => ({
  etag: entry?.page.etag,
  csp: entry?.page.csp,
  plain: entry?.page.identity.toString(),
  br: entry?.page.encoded.br && brotliDecompressSync(entry.page.encoded.br).toString(),
  gzip: entry?.page.encoded.gzip && gunzipSync(entry.page.encoded.gzip).toString(),
});

const folders: string[] = [];
const caches: HtmlCache[] = [];
afterEach(async () => {
  for (const cache of caches.splice(0)) await cache.close();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A cache over a fresh folder, closed after each test. */
function cacheWith(options: HtmlCacheOptions & { diskBytes?: number }): { cache: HtmlCache; root: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-page-cache-'));
  folders.push(root);
  const cache = new HtmlCache({
    ...options,
    disk: options.diskBytes === undefined ? null : { root, maxBytes: options.diskBytes },
  });
  caches.push(cache);
  return { cache, root };
}

/**
 * What the largest test page costs in memory (its two compressed forms and its keep), a little
 * over. A cache holds at least eight: a page over an eighth of its memory goes to disk only.
 */
const ONE_PAGE = (() => {
  const cache = new HtmlCache();
  cache.set('page 10', entryOf(pageText(10)));
  return cache.figures().memory.bytes + 64;
})();

describe('the page cache in memory', () => {
  it('stores a page compressed at the fast settings, and no plain copy of a large page', () => {
    const cache = new HtmlCache();
    cache.set('a', entryOf(html));
    const kept = cache.get('a')!;
    expect(bytesOf(kept)).toEqual({ ...bytesOf(entryOf(html)), plain: html, br: html, gzip: html });
    expect(FAST_BROTLI_QUALITY).toBeLessThan(constants.BROTLI_MAX_QUALITY);
    // Brotli and gzip only: the plain bytes are decoded for the client that takes neither.
    expect(keepsIdentity(kept.page)).toBe(false);
    expect(cache.figures().memory.bytes).toBeLessThan(Buffer.byteLength(html) / 2);
    expect(kept.page.identityLength).toBe(Buffer.byteLength(html));
  });

  it('keeps the plain bytes of a small page', () => {
    const cache = new HtmlCache();
    const small = '<!doctype html><p>Hello</p>';
    cache.set('small', entryOf(small));
    expect(cache.get('small')!.page.identity.toString()).toBe(small);
    expect(keepsIdentity(cache.get('small')!.page)).toBe(true);
  });

  it('holds no more bytes than it may, giving a page asked for since the hand last passed a second chance', () => {
    const cache = new HtmlCache({ maxBytes: 8.5 * ONE_PAGE });
    for (let n = 0; n < 8; n++) cache.set(`page ${n}`, entryOf(pageText(n)));
    expect(cache.size).toBe(8);
    cache.get('page 0');
    for (let n = 8; n < 12; n++) cache.set(`page ${n}`, entryOf(pageText(n)));
    const { bytes, maxBytes } = cache.figures().memory;
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.get('page 0')).toBeDefined();
    expect(cache.get('page 1')).toBeUndefined();
    expect(cache.figures().misses).toBe(1);
  });

  it('replaces a page set again under the same key, counting its bytes once', () => {
    const cache = new HtmlCache();
    cache.set('a', entryOf(html));
    const once = cache.figures().memory.bytes;
    cache.set('a', entryOf(html));
    expect(cache.figures().memory.bytes).toBe(once);
    expect(cache.size).toBe(1);
  });
});

describe('the page cache on disk', () => {
  it('writes each page to a file, reads it back whole when memory let it go, and keeps it in memory again on a second read', async () => {
    const { cache } = cacheWith({ maxBytes: 8.5 * ONE_PAGE, diskBytes: 10_000_000 });
    const locked: CachedPage = {
      ...entryOf(pageText(1)),
      status: 200,
      lock: { pageId: 'p1', fingerprint: 'f1', title: 'Private' },
    };
    const store: CachedPage = { ...entryOf(pageText(2)), queryMatters: true };
    cache.set('locked', locked);
    cache.set('store', store);
    for (let n = 3; n < 12; n++) cache.set(`page ${n}`, entryOf(pageText(n)));
    await expect.poll(() => cache.figures().disk?.writes).toBeGreaterThanOrEqual(2);
    expect(cache.figures().memory.bytes).toBeLessThanOrEqual(8.5 * ONE_PAGE);

    const lockedBack = cache.get('locked')!;
    // Read once, a page is not put back in memory: a crawler's pass does not push out what is hot.
    expect(cacheHasKeyInMemory(cache, 'locked')).toBe(false);
    expect(bytesOf(lockedBack)).toEqual(bytesOf(locked));
    expect(lockedBack.lock).toEqual(locked.lock);
    expect(lockedBack.status).toBe(200);
    const storeBack = cache.get('store')!;
    expect(bytesOf(storeBack)).toEqual(bytesOf(store));
    expect(storeBack.queryMatters).toBe(true);
    expect(cache.figures().diskHits).toBe(2);
    // Read back a second time, a page is in memory again: the next hit reads no file.
    cache.get('store');
    expect(cache.figures().diskHits).toBe(3);
    expect(cacheHasKeyInMemory(cache, 'store')).toBe(true);
    cache.get('store');
    expect(cache.figures().diskHits).toBe(3);
  });

  it('never answers a key with another key’s page: a new render generation is a new key, and a miss', async () => {
    const { cache } = cacheWith({ maxBytes: 8.5 * ONE_PAGE, diskBytes: 10_000_000 });
    cache.set('site|1|en-US|http://a.localhost|/', entryOf(pageText(1)));
    for (let n = 2; n < 12; n++) cache.set(`filler ${n}`, entryOf(pageText(n)));
    await expect.poll(() => cache.figures().disk?.writes).toBeGreaterThanOrEqual(1);
    expect(cache.get('site|2|en-US|http://a.localhost|/')).toBeUndefined();
    expect(cache.get('site|1|en-US|http://a.localhost|/')?.page.identity.toString()).toBe(pageText(1));
  });

  it('takes a file that is gone for a miss, not an error', async () => {
    const { cache } = cacheWith({ maxBytes: 8.5 * ONE_PAGE, diskBytes: 10_000_000 });
    for (let n = 0; n < 11; n++) cache.set(`page ${n}`, entryOf(pageText(n)));
    await expect.poll(() => cache.figures().disk?.writes).toBe(11);
    for (const name of fs.readdirSync(diskFolder(cache))) fs.rmSync(path.join(diskFolder(cache), name));
    expect(cache.get('page 0')).toBeUndefined();
    expect(cache.figures().disk?.entries).toBe(10);
    expect(cache.figures().misses).toBe(1);
    expect(cache.get('page 10')).toBeDefined();
  });

  it('keeps its files within their bytes, dropping the oldest unread', async () => {
    const { cache } = cacheWith({ maxBytes: 8.5 * ONE_PAGE, diskBytes: 9 * ONE_PAGE });
    // One write finished before the next starts: writes running together may finish in any order
    // (on a busy machine, page 0 last), and the oldest is the one whose file was kept first.
    for (let n = 0; n < 20; n++) {
      cache.set(`page ${n}`, entryOf(pageText(n)));
      await expect.poll(() => cache.figures().disk?.writes).toBe(n + 1);
    }
    const disk = cache.figures().disk!;
    expect(disk.bytes).toBeLessThanOrEqual(9 * ONE_PAGE);
    expect(disk.entries).toBeGreaterThanOrEqual(8);
    expect(disk.entries).toBeLessThan(12);
    await expect.poll(() => filesIn(diskFolder(cache)).length).toBe(disk.entries);
    expect(cache.get('page 0')).toBeUndefined();
  });

  it('counts the index of its files in the memory it may take', async () => {
    const maxBytes = 8.5 * ONE_PAGE;
    const { cache } = cacheWith({ maxBytes, diskBytes: 100_000_000 });
    for (let n = 0; n < 40; n++) cache.set(`page ${n}`, entryOf(pageText(n)));
    await expect.poll(() => cache.figures().disk?.writes).toBeGreaterThanOrEqual(30);
    const figures = cache.figures();
    expect(figures.memory.bytes).toBeLessThanOrEqual(maxBytes);
    expect(figures.memory.bytes).toBeGreaterThanOrEqual(figures.disk!.indexBytes);
  });

  it('removes its folder when closed, and the folders of processes that are gone when opened', async () => {
    const { cache, root } = cacheWith({ maxBytes: 8.5 * ONE_PAGE, diskBytes: 10_000_000 });
    for (let n = 0; n < 11; n++) cache.set(`page ${n}`, entryOf(pageText(n)));
    await expect.poll(() => cache.figures().disk?.writes).toBeGreaterThanOrEqual(1);
    const own = diskFolder(cache);
    const tag = path.basename(own).replace(/-\d+-[0-9a-f]{8}$/, '');
    const dead = path.join(root, `${tag}-${deadPid()}-0badf00d`);
    const alive = path.join(root, `${tag}-1-0badf00d`);
    for (const folder of [dead, alive]) {
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, 'page'), 'old');
    }
    const next = new HtmlCache({ disk: { root, maxBytes: 10_000_000 } });
    caches.push(next);
    await expect.poll(() => fs.existsSync(dead)).toBe(false);
    expect(fs.existsSync(alive)).toBe(true);
    expect(fs.existsSync(own)).toBe(true);
    await cache.close();
    expect(fs.existsSync(own)).toBe(false);
  });
});

describe('strong compression of hot pages', () => {
  const hot = { hits: 3, windowMs: 1_000, cpuShare: 0.5 };

  it('recompresses a page at Brotli’s strongest once it is hot, keeping its tag and other forms', async () => {
    let now = 0;
    const cache = new HtmlCache({ hot, clock: () => now, cpuMs: () => 1e9 });
    const entry = entryOf(html);
    cache.set('a', entry);
    const fast = cache.get('a')!;
    cache.get('a');
    expect(cache.figures().strong.pages).toBe(0);
    now = 10;
    cache.get('a'); // the third hit within the window
    await expect.poll(() => cache.figures().strong.pages).toBe(1);
    const strong = cache.get('a')!;
    expect(strong.page.etag).toBe(entry.page.etag);
    expect(strong.page.encoded.br!.length).toBeLessThan(fast.page.encoded.br!.length);
    expect(brotliDecompressSync(strong.page.encoded.br!).toString()).toBe(html);
    expect(strong.page.encoded.gzip).toEqual(entry.page.encoded.gzip);
    const { savedBytes, hits, bytesServedLess } = cache.figures().strong;
    expect(savedBytes).toBe(fast.page.encoded.br!.length - strong.page.encoded.br!.length);
    expect(hits).toBe(1);
    expect(bytesServedLess).toBe(savedBytes);
    // Once strong, further hits do no more work.
    cache.get('a');
    expect(cache.figures().strong.pages).toBe(1);
  });

  it('spends nothing on a page whose hits are spread over more than a window each', async () => {
    let now = 0;
    const cache = new HtmlCache({ hot, clock: () => now, cpuMs: () => 1e9 });
    cache.set('a', entryOf(html));
    for (let hit = 0; hit < 12; hit++) {
      cache.get('a');
      now += 600;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.figures().strong).toMatchObject({ pages: 0, waiting: 0 });
  });

  it('leaves a page that was replaced while it was being recompressed as it is', async () => {
    const cache = new HtmlCache({ hot: { ...hot, hits: 1 }, clock: () => 0, cpuMs: () => 1e9 });
    cache.set('a', entryOf(html));
    cache.get('a');
    const replacement = entryOf(`${html}<p>newer</p>`);
    cache.set('a', replacement);
    await expect.poll(() => cache.figures().strong.pages).toBe(1);
    expect(cache.get('a')?.page.etag).toBe(replacement.page.etag);
    expect(cache.get('a')?.page.encoded.br).toEqual(replacement.page.encoded.br);
  });

  it('rewrites a strengthened page’s file, so it comes back from disk strong', async () => {
    const { cache } = cacheWith({
      maxBytes: 8.5 * ONE_PAGE,
      diskBytes: 10_000_000,
      hot: { ...hot, hits: 1 },
      clock: () => 0,
      cpuMs: () => 1e9,
    });
    cache.set('a', entryOf(html));
    for (let n = 1; n < 12; n++) cache.set(`page ${n}`, entryOf(pageText(n)));
    await expect.poll(() => cache.figures().disk?.writes).toBeGreaterThanOrEqual(1);
    cache.get('a'); // from disk, once
    cache.get('a'); // from disk again: into memory, and hot at once
    await expect.poll(() => cache.figures().strong.pages).toBe(1);
    const strongBr = cache.get('a')!.page.encoded.br!;
    for (let n = 12; cacheHasKeyInMemory(cache, 'a') && n < 100; n++)
      cache.set(`page ${n}`, entryOf(pageText(n)));
    expect(cacheHasKeyInMemory(cache, 'a')).toBe(false);
    expect(cache.get('a')!.page.encoded.br).toEqual(strongBr);
  });
});

// What the tests look at inside the cache: its folder and which keys memory holds.
const diskFolder = (cache: HtmlCache): string => (cache as unknown as { disk: { dir: string } }).disk.dir;
const cacheHasKeyInMemory = (cache: HtmlCache, key: string): boolean =>
  (cache as unknown as { entries: Map<string, unknown> }).entries.has(key);
const filesIn = (folder: string) => fs.readdirSync(folder).filter((name) => !name.endsWith('.tmp'));

/** A process id no process has now. */
function deadPid(): number {
  for (let pid = 4_000_000; ; pid--) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid;
    }
  }
}
