import type { Navigation, PageSummary } from '../api/api-types';

export interface NavigationGroup {
  navigation: Navigation;
  label: string;
}

/** The navigations the pages panel shows, in order. Member areas appear only when they hold pages. */
export const NAVIGATIONS: readonly NavigationGroup[] = [
  { navigation: 'main', label: 'Main navigation' },
  { navigation: '_hidden', label: 'Not linked' },
  { navigation: '_memberareas', label: 'Member areas' },
];

export function pagesIn(pages: readonly PageSummary[], navigation: Navigation): PageSummary[] {
  return pages
    .filter((p) => p.navigation === navigation)
    .sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface PageOrder {
  navigation: Navigation;
  ids: string[];
}

/** The order of a page's navigation after moving the page one place up (-1) or down (1); null at an edge. */
export function stepOrder(
  pages: readonly PageSummary[],
  pageId: string,
  direction: -1 | 1,
): PageOrder | null {
  const page = pages.find((p) => p.id === pageId);
  if (!page) return null;
  const ids = pagesIn(pages, page.navigation).map((p) => p.id);
  const from = ids.indexOf(pageId);
  const to = from + direction;
  if (to < 0 || to >= ids.length) return null;
  ids.splice(from, 1);
  ids.splice(to, 0, pageId);
  return { navigation: page.navigation, ids };
}

/** The order of `navigation` with the page placed before `beforeId` (at the end when null), for drag and drop. */
export function placeOrder(
  pages: readonly PageSummary[],
  pageId: string,
  navigation: Navigation,
  beforeId: string | null,
): PageOrder {
  const ids = pagesIn(pages, navigation)
    .map((p) => p.id)
    .filter((id) => id !== pageId);
  const at = beforeId ? ids.indexOf(beforeId) : -1;
  ids.splice(at < 0 ? ids.length : at, 0, pageId);
  return { navigation, ids };
}

/** The pages as they will be once the server applied an order: shown at once, confirmed by a reload. */
export function applyOrder(pages: readonly PageSummary[], order: PageOrder): PageSummary[] {
  return pages.map((p) => {
    const position = order.ids.indexOf(p.id);
    return position < 0 ? p : { ...p, navigation: order.navigation, position };
  });
}
