import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './content-encoding';
import { contentSecurityPolicyFor } from './script-policy';

const brotliAsync = promisify(brotliCompress);

/**
 * One HTML document ready to send: its bytes, the policy derived from them, and, once
 * precompressed, its Brotli and gzip forms. Nothing here depends on the request.
 */
export interface PreparedHtml {
  readonly csp: string;
  readonly identity: Buffer;
  /** Weak: one tag names the document whatever its encoding. */
  readonly etag: string;
  readonly encoded: Readonly<Partial<Record<ContentEncoding, Buffer>>>;
}

export function prepareHtml(html: string): PreparedHtml {
  const identity = Buffer.from(html);
  return {
    csp: contentSecurityPolicyFor(html),
    identity,
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    encoded: {},
  };
}

const brotliParams = (page: PreparedHtml, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: page.identity.length,
  },
});

/**
 * Brotli's strongest setting costs about 40 ms of CPU for a 40 KB page, its quality 5 under 1 ms
 * for a result about 10% larger. A page is first compressed at the fast setting, so its first
 * visitor (and a crawler walking a thousand product pages once each) never waits on it; a page
 * asked for again is worth the strong setting, made off the main thread (`strongerBrotli`).
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

/** The same document with Brotli at its strongest, compressed on the thread pool. */
export async function strongerBrotli(page: PreparedHtml): Promise<PreparedHtml> {
  const br = await brotliAsync(page.identity, brotliParams(page, constants.BROTLI_MAX_QUALITY));
  return { ...page, encoded: { ...page.encoded, br } };
}

export const preparedSize = (page: PreparedHtml): number =>
  page.identity.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);
