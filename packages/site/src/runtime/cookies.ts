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

/** The names of the cookies the page can read, from one read of document.cookie. */
export function cookieNames(doc: Document = document): Set<string> {
  return new Set(
    allCookies(doc)
      .split('; ')
      .map((pair) => pair.slice(0, pair.indexOf('='))),
  );
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

export function setCookie(doc: Document, cookie: string): void {
  try {
    doc.cookie = cookie;
  } catch {
    // No cookies in a sandboxed frame: the page runs on without them.
  }
}

export function deleteCookie(
  name: string,
  options: Pick<CookieOptions, 'path'> = {},
  doc: Document = document,
): void {
  setCookie(doc, `${name}=; path=${options.path ?? '/'}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
}
