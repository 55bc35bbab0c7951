/** The encodings we send, best first. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * The best encoding an Accept-Encoding header admits: Brotli, then gzip, else none. Tokens are
 * matched whole and `;q=0` refuses one; `*` admits both.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | null {
  if (!header) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  // The common case, "gzip, deflate, br, zstd", without splitting or allocating.
  if (!value.includes(';') && !value.includes('*')) {
    if (hasToken(value, 'br')) return 'br';
    if (hasToken(value, 'gzip')) return 'gzip';
    return null;
  }
  let br = false;
  let gzip = false;
  let star = false;
  const refused = new Set<string>();
  for (const part of value.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) {
      refused.add(name);
      continue;
    }
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') star = true;
  }
  if (br || (star && !refused.has('br'))) return 'br';
  if (gzip || (star && !refused.has('gzip'))) return 'gzip';
  return null;
}

function hasToken(value: string, token: string): boolean {
  let at = value.indexOf(token);
  while (at !== -1) {
    const before = at === 0 ? ' ' : value[at - 1]!;
    const after = value[at + token.length] ?? ' ';
    if ((before === ' ' || before === ',') && (after === ' ' || after === ',')) return true;
    at = value.indexOf(token, at + 1);
  }
  return false;
}
