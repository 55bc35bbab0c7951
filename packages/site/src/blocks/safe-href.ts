/** A link address a block may emit, and whether it leaves the site. */
export interface SafeHref {
  href: string;
  external: boolean;
}

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const WEB_SCHEMES = new Set(['http', 'https']);
// Browsers drop tabs and newlines inside a URL before parsing it ("java\tscript:"), so an address
// containing any control character is refused rather than cleaned.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// "//host", and the backslash spellings browsers read the same way, keep the page's scheme.
const SCHEME_RELATIVE = /^[\\/]{2}/;

/**
 * Accepts http(s), mailto and tel addresses, paths relative to the site and #anchors; anything
 * else (javascript:, data:, vbscript:, unknown schemes) is refused with null.
 */
export function safeHref(raw: unknown): SafeHref | null {
  if (typeof raw !== 'string') return null;
  const href = raw.trim();
  if (!href || CONTROL_CHARACTERS.test(href)) return null;
  if (SCHEME_RELATIVE.test(href)) return { href, external: true };
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) return { href, external: false };
  if (!ALLOWED_SCHEMES.has(scheme)) return null;
  return { href, external: WEB_SCHEMES.has(scheme) };
}

/** An image or media source: http(s) or a path on the site; never data:, javascript: or others. */
export function safeSource(raw: unknown): string | null {
  const safe = safeHref(raw);
  if (!safe || safe.href.startsWith('#')) return null;
  const scheme = SCHEME.exec(safe.href)?.[1]?.toLowerCase();
  return scheme === undefined || WEB_SCHEMES.has(scheme) ? safe.href : null;
}
