import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliFirst, brotliWindowBits, precompressHtml, prepareHtml } from './prepared-html';

/** A page of `rows` paragraphs, varied enough that Brotli has work to do. */
const page = (rows: number) =>
  `<!doctype html><html><body>${Array.from(
    { length: rows },
    (_, i) => `<p class="row-${i % 7}">Pièce n° ${i}: grès émaillé, ${(i * 7919) % 1000} g</p>`,
  ).join('')}</body></html>`;

describe('a page’s Brotli window', () => {
  it('is just large enough for the page, within Brotli’s bounds', () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1000)).toBe(10);
    expect(brotliWindowBits(1025)).toBe(11);
    expect(brotliWindowBits(68_607)).toBe(17);
    expect(brotliWindowBits(131_072)).toBe(18);
    expect(brotliWindowBits(50_000_000)).toBe(22);
  });

  it('gives the page back byte for byte, as small as Brotli’s default window makes it', async () => {
    for (const rows of [1, 40, 1500, 40_000]) {
      const prepared = prepareHtml(page(rows));
      const first = await brotliFirst(prepared);
      const best = precompressHtml(prepared);
      for (const br of [first.encoded.br!, best.encoded.br!])
        expect(brotliDecompressSync(br).equals(prepared.identity)).toBe(true);
      const wide = brotliCompressSync(prepared.identity, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 5,
        },
      });
      // The same within a few bytes: the window's size is written in the stream's header.
      expect(best.encoded.br!.length).toBeLessThanOrEqual(wide.length + 8);
    }
  });
});
