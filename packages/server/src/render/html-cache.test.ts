import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FAST_BROTLI_QUALITY, precompressHtml, prepareHtml } from '#platform/http/prepared-html';
import { type CachedPage, HtmlCache } from './html-cache';

const html = `<!doctype html><html><body>${Array.from(
  { length: 400 },
  (_, i) =>
    `<p class="rich-text">Paragraph ${i} of a page that compresses well, with a link <a href="/p/${i}">here</a>.</p>`,
).join('')}</body></html>`;

const entryOf = (text: string): CachedPage => ({
  page: precompressHtml(prepareHtml(text)),
  status: 200,
  lock: null,
});

describe('the page cache', () => {
  it('stores a page compressed at the fast settings, both forms decoding to the page', () => {
    const entry = entryOf(html);
    expect(brotliDecompressSync(entry.page.encoded.br!).toString()).toBe(html);
    expect(gunzipSync(entry.page.encoded.gzip!).toString()).toBe(html);
    expect(FAST_BROTLI_QUALITY).toBeLessThan(constants.BROTLI_MAX_QUALITY);
  });

  it('recompresses a page asked for again at Brotli’s strongest setting, keeping its tag', async () => {
    const cache = new HtmlCache();
    const entry = entryOf(html);
    cache.set('a', entry);
    expect(cache.strengthened).toBe(0);
    expect(cache.get('a')).toBe(entry); // the hit is answered with the fast form at once
    await expect.poll(() => cache.strengthened).toBe(1);
    const strong = cache.get('a')!;
    expect(strong).not.toBe(entry);
    expect(strong.page.etag).toBe(entry.page.etag);
    expect(strong.page.encoded.br!.length).toBeLessThan(entry.page.encoded.br!.length);
    expect(brotliDecompressSync(strong.page.encoded.br!).toString()).toBe(html);
    expect(strong.page.encoded.gzip).toBe(entry.page.encoded.gzip);
    // Once strong, further hits do no more work.
    cache.get('a');
    cache.get('a');
    expect(cache.strengthened).toBe(1);
  });

  it('leaves a page that was replaced while it was being recompressed as it is', async () => {
    const cache = new HtmlCache();
    cache.set('a', entryOf(html));
    cache.get('a');
    const replacement = entryOf(`${html}<p>newer</p>`);
    replacement.strong = true;
    cache.set('a', replacement);
    const other = entryOf(html.replace('Paragraph 1 ', 'Paragraph one '));
    cache.set('b', other);
    cache.get('b');
    await expect.poll(() => cache.strengthened).toBe(1); // only b's
    expect(cache.get('a')).toBe(replacement);
  });
});
