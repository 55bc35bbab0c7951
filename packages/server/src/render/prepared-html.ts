import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './content-encoding';
import { contentSecurityPolicyFor } from './script-policy';

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

/**
 * The same document with its compressed forms, made once at the strongest settings: a cached page
 * is compressed once per published version and sent many times.
 */
export function precompressHtml(page: PreparedHtml): PreparedHtml {
  return {
    ...page,
    encoded: {
      br: brotliCompressSync(page.identity, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.identity.length,
        },
      }),
      gzip: gzipSync(page.identity, { level: 9 }),
    },
  };
}

export const preparedSize = (page: PreparedHtml): number =>
  page.identity.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);
