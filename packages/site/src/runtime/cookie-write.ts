import { type CookieOptions, setCookie } from './cookies';

// Apart from cookies.ts: what reads and deletes cookies runs on every page, what writes them only
// once the banner or tracking has loaded (the boot code's JavaScript budget).

/**
 * Characters a cookie value cannot hold as they are (RFC 6265 cookie-octet excludes controls,
 * space, double quote, comma, semicolon and backslash; anything beyond ASCII is not an octet
 * either), plus '%' so that reading decodes exactly what was written. Everything else, such as
 * the '|' separators of ss_cvr, is written as it is, so the server and other readers see the
 * value the spec describes.
 */
const UNSAFE_IN_COOKIE = /[^\x21\x23\x24\x26-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]/gu;

export function encodeCookieValue(value: string): string {
  return value.replace(UNSAFE_IN_COOKIE, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      // A lone surrogate cannot be encoded; write the replacement character instead.
      return '%EF%BF%BD';
    }
  });
}

export function writeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  doc: Document = document,
): void {
  let cookie = `${name}=${encodeCookieValue(value)}; path=${options.path ?? '/'}`;
  if (options.maxAge !== undefined) cookie += `; max-age=${options.maxAge}`;
  cookie += `; samesite=${options.sameSite ?? 'Lax'}`;
  if (options.secure) cookie += '; secure';
  setCookie(doc, cookie);
}
