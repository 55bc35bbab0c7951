import type { GalleryModel } from './gallery-controller';

/** Each slide's names in the address: its url segment when it has one, and its id. */
export interface SlideNames {
  id: string;
  url?: string;
}

const segmentOf = (slide: SlideNames) => slide.url || slide.id;

/** The page is the editor's preview (the backend): the history option stays off there. */
export function inEditor(win: Window): boolean {
  try {
    return win.parent !== win && win.parent.location.pathname.startsWith('/config');
  } catch {
    return false;
  }
}

/** The slide the address names: an item id in the hash, or the last path segment; -1 for none. */
export function slideFromAddress(
  location: Pick<Location, 'hash' | 'pathname'>,
  slides: SlideNames[],
): number {
  const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
  const last = location.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  for (const name of [hash, last]) {
    if (!name) continue;
    const at = slides.findIndex((slide) => slide.id === name || slide.url === name);
    if (at >= 0) return at;
  }
  return -1;
}

/** The collection's full URL with a trailing slash: the page's address without a slide segment. */
export function collectionUrl(location: Pick<Location, 'origin' | 'pathname'>, slides: SlideNames[]): string {
  const parts = location.pathname.replace(/\/+$/, '').split('/');
  const last = parts[parts.length - 1] ?? '';
  if (slides.some((slide) => slide.id === last || slide.url === last)) parts.pop();
  const path = parts.join('/');
  return `${location.origin}${path}/`;
}

/** Replaces the address on every change of slide (spec 001 §2, history option). */
export function bindHistory(gallery: GalleryModel, slides: SlideNames[], win: Window): () => void {
  const base = collectionUrl(win.location, slides);
  return gallery.on('change', (index) => {
    const slide = slides[index];
    if (slide)
      win.history.replaceState(win.history.state, '', `${base}${segmentOf(slide)}${win.location.search}`);
  });
}
