/** The crumb is the anti-forgery token the server keeps in a readable `crumb` cookie. */
export const CRUMB_COOKIE = 'crumb';

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function readBrowserCrumb(): string | null {
  if (typeof document === 'undefined') return null;
  return readCookie(document.cookie, CRUMB_COOKIE);
}

/** Drops a crumb the server refused, so that the next session call issues a fresh one. */
export function clearBrowserCrumb(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the editor supports
  document.cookie = `${CRUMB_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
