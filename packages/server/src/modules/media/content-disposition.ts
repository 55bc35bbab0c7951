// A lone UTF-16 surrogate (possible in a name sent as JSON) makes encodeURIComponent throw.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const PRINTABLE = /^[\x20-\x7e]+$/;

/** One character for the ASCII fallback: itself, its letter without accents (é: e), or `_`. */
function asciiOf(character: string): string {
  if (character === '"' || character === '\\') return '_';
  if (PRINTABLE.test(character)) return character;
  const plain = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return PRINTABLE.test(plain) && !/["\\]/.test(plain) ? plain : '_';
}

/**
 * A Content-Disposition value for a file under its own name (RFC 6266): an ASCII `filename` for old
 * clients (accents dropped, anything else outside printable ASCII as `_`) and the exact name as
 * UTF-8 in `filename*` (RFC 8187). Any name is safe in the header: a header value outside Latin-1
 * or with a line break would make Node refuse the whole answer.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const name = (fileName || 'download').replace(LONE_SURROGATE, '\uFFFD');
  const ascii = [...name].map(asciiOf).join('');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
