export interface CookieOptions {
  path?: string;
  /** Lifetime in seconds; absent means a session cookie. */
  maxAge?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** The decoded value of a cookie, or null when it is not set. */
export function readCookie(name: string, doc: Document = document): string | null {
  for (const pair of allCookies(doc).split('; ')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) {
      const raw = pair.slice(at + 1);
      try {
        return decodeURIComponent(raw);
      } catch {
        // A value written by another system without percent-encoding is still worth returning.
        return raw;
      }
    }
  }
  return null;
}

/**
 * document.cookie, or '' where a page may not use cookies: the editor's preview frame is sandboxed
 * with an opaque origin, where reading or writing document.cookie throws.
 */
function allCookies(doc: Document): string {
  try {
    return doc.cookie;
  } catch {
    return '';
  }
}

function setCookie(doc: Document, cookie: string): void {
  try {
    doc.cookie = cookie;
  } catch {
    // No cookies in a sandboxed frame: the page runs on without them.
  }
}

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

export function deleteCookie(
  name: string,
  options: Pick<CookieOptions, 'path'> = {},
  doc: Document = document,
): void {
  setCookie(doc, `${name}=; path=${options.path ?? '/'}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
}
