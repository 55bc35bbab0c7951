import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompress,
  brotliDecompressSync,
  constants,
  gunzip,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { ContentEncoding } from './content-encoding';
import { contentSecurityPolicyFor } from './script-policy';

const brotliAsync = promisify(brotliCompress);
const gunzipAsync = promisify(gunzip);
const brotliDecompressAsync = promisify(brotliDecompress);

/**
 * One HTML document ready to send: its bytes, the policy derived from them, and, once
 * precompressed, its Brotli and gzip forms. Nothing here depends on the request.
 */
export interface PreparedHtml {
  readonly csp: string;
  /** The document's bytes; a compact page (`compactHtml`) decodes them anew on each read. */
  readonly identity: Buffer;
  /** The length of `identity`, known without decoding it. */
  readonly identityLength: number;
  /** Weak: one tag names the document whatever its encoding. */
  readonly etag: string;
  readonly encoded: Readonly<Partial<Record<ContentEncoding, Buffer>>>;
}

export function prepareHtml(html: string): PreparedHtml {
  const identity = Buffer.from(html);
  return {
    csp: contentSecurityPolicyFor(html),
    identity,
    identityLength: identity.length,
    etag: etagOf(identity),
    encoded: {},
  };
}

/**
 * A stretch of a document made once and kept as bytes (the inline stylesheet: half of a page's
 * HTML), which the page's React render carries only as `marker`, a token no content can hold.
 */
export interface HtmlSlot {
  marker: string;
  bytes: Buffer;
}

/**
 * `prepareHtml` of the document with the slot's bytes in place of its marker, the first one. React
 * writes a long raw string slowly, and the text it returns is a chain of small pieces that is
 * joined, widened and encoded again on every render: measured on the demo's home page, its render
 * with the stylesheet took 817 µs of CPU and its bytes 1,265 µs, against 500 µs and 646 µs with the
 * stylesheet's kept bytes spliced in. The policy is read from the rest: a stylesheet holds no
 * script, and the browser reads a <style>'s content as text.
 */
export function prepareSplicedHtml(html: string, slot: HtmlSlot): PreparedHtml {
  const at = html.indexOf(slot.marker);
  if (at < 0) return prepareHtml(html);
  const identity = Buffer.concat([
    Buffer.from(html.slice(0, at)),
    slot.bytes,
    Buffer.from(html.slice(at + slot.marker.length)),
  ]);
  return {
    csp: contentSecurityPolicyFor(html),
    identity,
    identityLength: identity.length,
    etag: etagOf(identity),
    encoded: {},
  };
}

const etagOf = (identity: Buffer) =>
  `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;

/**
 * Brotli's window, in bits: just large enough for the whole page (never below Brotli's least, 10,
 * nor above its default, 22). Its default 4 MiB window is set up for every call, which on the demo's
 * 68 KB home page made a third of quality 1's cost (229 µs against 168 µs at 17 bits, measured in
 * one run), for the same size within a few bytes: a page shorter than the window compresses alike.
 */
export const brotliWindowBits = (length: number): number =>
  Math.min(22, Math.max(10, Math.ceil(Math.log2(length + 1))));

const brotliParams = (page: PreparedHtml, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: page.identityLength,
    [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(page.identityLength),
  },
});

/**
 * Brotli's strongest setting costs 40 to 70 ms of CPU for a 30 to 60 KB page, its quality 5 about
 * 1 ms for a result about 10% larger. A page is first compressed at the fast setting, so its first
 * visitor (and a crawler walking a thousand product pages once each) never waits on it; only a page
 * that stays hot is worth the strong setting, made off the main thread (`strongerBrotli`, chosen by
 * render/page-cache-hot.ts).
 */
export const FAST_BROTLI_QUALITY = 5;

/**
 * The same document with its compressed forms, by default at the fast settings (gzip's best is
 * cheap already); a file compressed once at start-up asks for Brotli's best.
 */
export function precompressHtml(page: PreparedHtml, brotliQuality = FAST_BROTLI_QUALITY): PreparedHtml {
  return {
    ...page,
    encoded: {
      br: brotliCompressSync(page.identity, brotliParams(page, brotliQuality)),
      gzip: gzipSync(page.identity, { level: 9 }),
    },
  };
}

/**
 * Brotli's setting for a page just rendered. Most pages of a large host are rendered for one or a
 * few visitors (a crawler, the first visitor after an edit), so their first compression is CPU spent
 * for little: measured on the demo's 66 KB home page in one run, quality 1 took 439 µs of CPU for
 * 18.2 KB, quality 2 671 µs for 17.1 KB, quality 4 962 µs for 15.6 KB and quality 5 2,028 µs for
 * 14.5 KB. Quality 1 halves quality 4's cost for 16% more bytes (2.5 KB, about 12 ms on a slow
 * 1.6 Mbit/s link), and a page that stays hot is made again at the strongest setting
 * (render/page-cache-hot.ts), so its later visitors get the smallest form.
 */
export const FIRST_BROTLI_QUALITY = 1;

/**
 * A page just rendered, as the cache first keeps it, compressed off the event loop: Brotli at FIRST_BROTLI_QUALITY only, the form
 * every browser takes. Its gzip form is left out (as dear to make, for the rare client taking gzip
 * but not Brotli, which the response compression answers once per page and remembers by its tag).
 */
export async function brotliFirst(page: PreparedHtml): Promise<PreparedHtml> {
  // On the thread pool: a 66 KB page takes about a millisecond, which the event loop gives to
  // other requests meanwhile.
  const br = await brotliAsync(page.identity, brotliParams(page, FIRST_BROTLI_QUALITY));
  return { ...page, encoded: { br } };
}

/**
 * A page at most this long keeps its plain bytes beside the compressed ones; a longer one is sent
 * plain so rarely (every browser takes Brotli or gzip) that it is decoded for the client asking.
 */
export const KEEP_IDENTITY_UP_TO = 1024;

/** The parts a page is kept as, in memory or in a file (render/page-cache-disk.ts). */
export interface HtmlParts {
  csp: string;
  etag: string;
  identityLength: number;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  /** Only for a page kept plain as well (KEEP_IDENTITY_UP_TO). */
  identity?: Buffer;
}

/**
 * The same page without its plain bytes when it has a compressed form to decode them from and is
 * longer than KEEP_IDENTITY_UP_TO: a third of the memory of all three copies.
 */
export function compactHtml(page: PreparedHtml): PreparedHtml {
  if (page.identityLength <= KEEP_IDENTITY_UP_TO || !(page.encoded.gzip || page.encoded.br)) return page;
  return htmlFromParts(htmlParts(page, false));
}

/** What a page is made of, its plain bytes included only when asked for. */
export const htmlParts = (page: PreparedHtml, withIdentity: boolean): HtmlParts => ({
  csp: page.csp,
  etag: page.etag,
  identityLength: page.identityLength,
  encoded: { ...page.encoded },
  ...(withIdentity ? { identity: page.identity } : {}),
});

/** A page from its parts; without plain bytes it decodes them from gzip (or Brotli) when read. */
export function htmlFromParts(parts: HtmlParts): PreparedHtml {
  const { csp, etag, identityLength, identity, encoded } = parts;
  if (identity) return { csp, etag, identityLength, identity, encoded };
  return new CompactHtml(csp, etag, identityLength, encoded);
}

/** A page kept as its compressed forms only: its plain bytes are decoded on each read of `identity`. */
class CompactHtml implements PreparedHtml {
  constructor(
    readonly csp: string,
    readonly etag: string,
    readonly identityLength: number,
    readonly encoded: Readonly<Partial<Record<ContentEncoding, Buffer>>>,
  ) {}

  get identity(): Buffer {
    if (this.encoded.gzip) return gunzipSync(this.encoded.gzip);
    if (this.encoded.br) return brotliDecompressSync(this.encoded.br);
    throw new Error('a compact page without a compressed form');
  }
}

/** Whether the page holds its plain bytes (rather than decoding them on each read). */
export const keepsIdentity = (page: PreparedHtml): boolean => !(page instanceof CompactHtml);

/**
 * The same document with Brotli at its strongest, compressed on the thread pool (a compact page's
 * plain bytes are decoded there too). Keeps every other part, its tag included.
 */
export async function strongerBrotli(page: PreparedHtml): Promise<PreparedHtml> {
  const plain = keepsIdentity(page)
    ? page.identity
    : page.encoded.gzip
      ? await gunzipAsync(page.encoded.gzip)
      : page.encoded.br
        ? await brotliDecompressAsync(page.encoded.br)
        : page.identity;
  const br = await brotliAsync(plain, brotliParams(page, constants.BROTLI_MAX_QUALITY));
  return htmlFromParts({ ...htmlParts(page, keepsIdentity(page)), encoded: { ...page.encoded, br } });
}

/** The bytes a page holds: its compressed forms, and its plain form when it keeps one. */
export const preparedSize = (page: PreparedHtml): number =>
  (keepsIdentity(page) ? page.identity.length : 0) +
  (page.encoded.br?.length ?? 0) +
  (page.encoded.gzip?.length ?? 0);
