import { createHash } from 'node:crypto';
import { type HtmlParts, htmlFromParts, keepsIdentity } from '#platform/http/prepared-html';
import type { CachedPage } from './html-cache';

/**
 * One cached page as one file of the disk tier: a mark, the length of a JSON head (the full cache
 * key, what a hit checks, the policy and tag, the length of each form), then the compressed forms
 * and, for a small page, its plain bytes. A file is read whole in one call and its forms are views
 * of that one buffer.
 */
const MARK = Buffer.from('APC1');
const HEAD_AT = MARK.length + 4;

interface Head {
  key: string;
  status: number;
  lock: CachedPage['lock'];
  queryMatters: boolean;
  stamps: Pick<CachedPage, 'segment' | 'pageVersion' | 'catalogue'>;
  strong: boolean;
  csp: string;
  etag: string;
  identityLength: number;
  br: number;
  gzip: number;
  identity: number;
}

/** The file's name: the full key's hash, so a render generation's pages never share a file with another's. */
export const fileNameOf = (key: string): string =>
  createHash('sha256').update(key).digest('hex').slice(0, 40);

export function encodePage(key: string, entry: CachedPage, strong: boolean): Buffer {
  const { page } = entry;
  const br = page.encoded.br ?? Buffer.alloc(0);
  const gzip = page.encoded.gzip ?? Buffer.alloc(0);
  const identity = keepsIdentity(page) ? page.identity : Buffer.alloc(0);
  const head: Head = {
    key,
    status: entry.status,
    lock: entry.lock,
    queryMatters: entry.queryMatters === true,
    stamps: { segment: entry.segment, pageVersion: entry.pageVersion, catalogue: entry.catalogue },
    strong,
    csp: page.csp,
    etag: page.etag,
    identityLength: page.identityLength,
    br: br.length,
    gzip: gzip.length,
    identity: identity.length,
  };
  const headBytes = Buffer.from(JSON.stringify(head));
  const size = Buffer.alloc(4);
  size.writeUInt32LE(headBytes.length);
  return Buffer.concat([MARK, size, headBytes, br, gzip, identity]);
}

/** The page a file holds, or null when it is not a whole page file for exactly this key. */
export function decodePage(bytes: Buffer, key: string): { entry: CachedPage; strong: boolean } | null {
  if (bytes.length < HEAD_AT || !bytes.subarray(0, MARK.length).equals(MARK)) return null;
  const headEnd = HEAD_AT + bytes.readUInt32LE(MARK.length);
  let head: Head;
  try {
    head = JSON.parse(bytes.toString('utf8', HEAD_AT, headEnd)) as Head;
  } catch {
    return null;
  }
  if (head.key !== key || bytes.length !== headEnd + head.br + head.gzip + head.identity) return null;
  const brEnd = headEnd + head.br;
  const gzipEnd = brEnd + head.gzip;
  const parts: HtmlParts = {
    csp: head.csp,
    etag: head.etag,
    identityLength: head.identityLength,
    encoded: {
      ...(head.br > 0 ? { br: bytes.subarray(headEnd, brEnd) } : {}),
      ...(head.gzip > 0 ? { gzip: bytes.subarray(brEnd, gzipEnd) } : {}),
    },
    ...(head.identity > 0 || (head.br === 0 && head.gzip === 0)
      ? { identity: bytes.subarray(gzipEnd, gzipEnd + head.identity) }
      : {}),
  };
  return {
    entry: {
      page: htmlFromParts(parts),
      status: head.status,
      lock: head.lock,
      ...(head.queryMatters ? { queryMatters: true } : {}),
      ...head.stamps,
    },
    strong: head.strong,
  };
}
