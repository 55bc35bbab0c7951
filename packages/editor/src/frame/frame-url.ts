import { isId } from '@atelier/domain';

/** The page the frame shows when the editor's address names none, or names one it refuses. */
export const DEFAULT_FRAME_URL = '/';
const PREVIEW_PARAM = 'preview';
const BASE = 'https://frame.invalid';

/**
 * The `frameUrl` query value as a same-origin path, or "/" when it is anything else. Only a
 * single leading slash is accepted: "//host" and "/\host" are addresses on other sites to a
 * browser, and tabs or newlines are dropped by URL parsing, so "/\t/host" would become one too.
 * The editor itself is refused so that it never frames itself.
 */
export function parseFrameUrl(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return DEFAULT_FRAME_URL;
  if (raw[1] === '/' || raw[1] === '\\') return DEFAULT_FRAME_URL;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return DEFAULT_FRAME_URL;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return DEFAULT_FRAME_URL;
  }
  if (url.origin !== BASE) return DEFAULT_FRAME_URL;
  if (url.pathname === '/config' || url.pathname.startsWith('/config/')) return DEFAULT_FRAME_URL;
  url.searchParams.delete(PREVIEW_PARAM);
  return url.pathname + url.search + url.hash;
}

/** The iframe's src: the path with `preview=draft`, so the owner sees the draft in place. */
export function draftFrameSrc(frameUrl: string): string {
  const url = new URL(parseFrameUrl(frameUrl), BASE);
  url.searchParams.set(PREVIEW_PARAM, 'draft');
  return url.pathname + url.search + url.hash;
}

/** Whether a location the frame reached already shows the draft. */
export function showsDraft(search: string): boolean {
  return new URLSearchParams(search).get(PREVIEW_PARAM) === 'draft';
}

/** The frameUrl to keep in the editor's address for a location the frame reached. */
export function frameUrlFromLocation(location: { pathname: string; search: string; hash: string }): string {
  return parseFrameUrl(location.pathname + location.search + location.hash);
}

/** The editor's own query string with `frameUrl` set and a spent `handoff` token removed. */
export function editorSearch(currentSearch: string, frameUrl: string): string {
  const params = new URLSearchParams(currentSearch);
  params.delete('handoff');
  params.set('frameUrl', frameUrl);
  return `?${params.toString()}`;
}

const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

/** The page a frame path shows: by its path, by "/{slug}", or by the "/pages/{id}" collection path. */
export function findPageForPath<P extends { id: string; path: string; slug: string }>(
  pages: readonly P[],
  frameUrl: string,
): P | null {
  const pathname = normalisePath(new URL(parseFrameUrl(frameUrl), BASE).pathname);
  const byPath = pages.find((p) => normalisePath(p.path) === pathname);
  if (byPath) return byPath;
  const bySlug = pages.find((p) => `/${p.slug}` === pathname);
  if (bySlug) return bySlug;
  const id = pathname.startsWith('/pages/') ? pathname.slice('/pages/'.length) : '';
  return isId(id) ? (pages.find((p) => p.id === id) ?? null) : null;
}
