import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  brotliFirst,
  brotliWindowBits,
  precompressHtml,
  prepareHtml,
  prepareSplicedHtml,
} from './prepared-html';

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

describe('a document with a kept stretch spliced in', () => {
  const css = 'body{font-family:"Inter"}\n.a::after{content:"<script>x</script> ‹›"}';
  const marker = 'atelier-styles-0f1e2d3c';
  const whole = (inner: string) =>
    `<!doctype html><html><head><title>Café — ${'t'.repeat(5)}</title><style>${inner}</style>` +
    `<script>boot()</script></head><body><p>It’s here</p></body></html>`;

  it('is the same bytes, tag and policy as the whole document, without reading the stretch for scripts', () => {
    const spliced = prepareSplicedHtml(whole(marker), { marker, bytes: Buffer.from(css) });
    const plain = prepareHtml(whole(css));
    expect(spliced.identity.equals(plain.identity)).toBe(true);
    expect(spliced.identityLength).toBe(plain.identityLength);
    expect(spliced.etag).toBe(plain.etag);
    // The stylesheet's text is not a script element to the browser, and so not to the policy.
    expect(spliced.csp).toBe(prepareHtml(whole('')).csp);
    expect(spliced.csp).toContain('sha256-');
  });

  it('takes the first marker only, and a document without one as it is', () => {
    const twice = prepareSplicedHtml(`<style>${marker}</style><p>${marker}</p>`, {
      marker,
      bytes: Buffer.from('b{}'),
    });
    expect(twice.identity.toString()).toBe(`<style>b{}</style><p>${marker}</p>`);
    const none = prepareSplicedHtml('<p>plain</p>', { marker, bytes: Buffer.from('b{}') });
    expect(none.identity.toString()).toBe('<p>plain</p>');
  });
});
