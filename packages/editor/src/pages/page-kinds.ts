import {
  defaultStoreSelection,
  STORE_PER_PAGE_MAX,
  STORE_PER_PAGE_MIN,
  type StoreSelection,
} from '@atelier/domain';
import type { PageSummary } from '../api/api-types';

/**
 * What "Add page" makes, one row each: a page of blocks, a store page listing products, a page of
 * blocks kept for the members of an area, or a link in the menu to another address. Later kinds
 * (blog, events) join this table; the server takes `page`, `store` and `link` as `kind` in POST
 * /api/config/pages (a member page is a page made with its `memberAreaId`).
 */
export type NewPageKind = 'page' | 'store' | 'blog' | 'events' | 'member' | 'link';

export const PAGE_KINDS: readonly { kind: NewPageKind; label: string; hint: string; create: string }[] = [
  { kind: 'page', label: 'Page', hint: 'Text, pictures, forms: any blocks you add.', create: 'Create page' },
  {
    kind: 'store',
    label: 'Store',
    hint: 'Your products for sale: all of them, some categories or ones you pick.',
    create: 'Create store page',
  },
  {
    kind: 'blog',
    label: 'Blog',
    hint: 'Posts with dates, authors and tags, newest first, with archives and an RSS feed.',
    create: 'Create blog',
  },
  {
    kind: 'events',
    label: 'Events',
    hint: 'Events with dates, places and tickets: upcoming and past lists, a month calendar, .ics files.',
    create: 'Create events page',
  },
  {
    kind: 'member',
    label: 'Member page',
    hint: 'A page only the members of an area see; everyone else is offered to sign in or join.',
    create: 'Create member page',
  },
  { kind: 'link', label: 'Link', hint: 'A menu item that leads to another address.', create: 'Add link' },
];

export const isStorePage = (page: Pick<PageSummary, 'kind'>): boolean => page.kind === 'store';
export const isEventsPage = (page: Pick<PageSummary, 'kind'>): boolean => page.kind === 'events';
export const isBlogPage = (page: Pick<PageSummary, 'kind'>): boolean => page.kind === 'blog';

/** A store page's choice of products, or the default one for a page that has none yet. */
export const storeSelectionOf = (page: Pick<PageSummary, 'store'>): StoreSelection =>
  page.store ?? defaultStoreSelection();

/** What is wrong with a store page's choice of products before it is sent, by field. */
export function storeSelectionErrors(store: StoreSelection): Record<string, string> {
  const errors: Record<string, string> = {};
  if (store.show === 'categories' && store.categories.length === 0)
    errors['store.categories'] = 'Choose at least one category.';
  if (store.show === 'products' && store.productIds.length === 0)
    errors['store.productIds'] = 'Pick at least one product.';
  if (
    !Number.isInteger(store.perPage) ||
    store.perPage < STORE_PER_PAGE_MIN ||
    store.perPage > STORE_PER_PAGE_MAX
  )
    errors['store.perPage'] = `Show from ${STORE_PER_PAGE_MIN} to ${STORE_PER_PAGE_MAX} products a page.`;
  return errors;
}

/** A picked product moved one place up (-1) or down (1) in the store page's order. */
export function movePicked(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const at = ids.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}

/** The categories to offer: every category of the store's products, and any the page still names. */
export function categoryChoices(products: readonly { categories: string[] }[], chosen: readonly string[]) {
  return [...new Set([...products.flatMap((p) => p.categories), ...chosen])].sort((a, b) =>
    a.localeCompare(b),
  );
}
