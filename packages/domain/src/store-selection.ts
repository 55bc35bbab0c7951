/**
 * What a store page shows (a collection of products, spec 001 §3 collection type 13): the owner
 * chooses it in the page's settings. A site may have several store pages, each its own selection.
 */
export type StoreShow = 'all' | 'categories' | 'products';

/** `store`: the order of the Products list (for hand-picked products, the order they were picked). */
export type StoreSort = 'store' | 'newest' | 'price-low' | 'price-high' | 'name';

export interface StoreSelection {
  show: StoreShow;
  /** `categories`: the products in any of these categories. */
  categories: string[];
  /** `products`: these products, by id. */
  productIds: string[];
  sort: StoreSort;
  /** Products on one page of the store page; the rest follow on page 2, 3, … */
  perPage: number;
}

export const STORE_SHOWS: readonly { show: StoreShow; label: string }[] = [
  { show: 'all', label: 'All products' },
  { show: 'categories', label: 'Products in some categories' },
  { show: 'products', label: 'Products I pick' },
];

export const STORE_SORTS: readonly { sort: StoreSort; label: string }[] = [
  { sort: 'store', label: 'Store order' },
  { sort: 'newest', label: 'Newest first' },
  { sort: 'price-low', label: 'Price, low to high' },
  { sort: 'price-high', label: 'Price, high to low' },
  { sort: 'name', label: 'Name, A to Z' },
];

export const STORE_PER_PAGE_MIN = 1;
export const STORE_PER_PAGE_MAX = 60;
export const STORE_PER_PAGE_DEFAULT = 24;
/** Categories one store page may name, and products it may pick by hand. */
export const MAX_STORE_CATEGORIES = 50;
export const MAX_STORE_PICKED = 100;

export const defaultStoreSelection = (): StoreSelection => ({
  show: 'all',
  categories: [],
  productIds: [],
  sort: 'store',
  perPage: STORE_PER_PAGE_DEFAULT,
});

const isShow = (value: unknown): value is StoreShow => STORE_SHOWS.some((s) => s.show === value);
const isSort = (value: unknown): value is StoreSort => STORE_SORTS.some((s) => s.sort === value);
const strings = (value: unknown, max: number): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, max) : [];

/**
 * A stored selection as it can be used: anything missing or unknown takes its default, so a page
 * saved before a field existed still shows its products.
 */
export function readStoreSelection(value: unknown): StoreSelection {
  const fallback = defaultStoreSelection();
  if (!value || typeof value !== 'object') return fallback;
  const raw = value as Record<string, unknown>;
  const perPage = Number(raw.perPage);
  return {
    show: isShow(raw.show) ? raw.show : fallback.show,
    categories: strings(raw.categories, MAX_STORE_CATEGORIES),
    productIds: strings(raw.productIds, MAX_STORE_PICKED),
    sort: isSort(raw.sort) ? raw.sort : fallback.sort,
    perPage:
      Number.isInteger(perPage) && perPage >= STORE_PER_PAGE_MIN && perPage <= STORE_PER_PAGE_MAX
        ? perPage
        : fallback.perPage,
  };
}
