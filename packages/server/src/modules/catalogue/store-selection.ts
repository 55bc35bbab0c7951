import type { StoreSelection } from '@atelier/domain';
import { isLive, type Product, unitPrice } from './catalogue.model';
import { productSortName } from './product-sort';

/** A collection shows at most 200 products (spec 001 §9). */
export const MAX_COLLECTION_PRODUCTS = 200;

/** Product types a store page sells: physical 1, digital 2, service 3 (spec 001 §3). */
const SELLABLE = new Set([1, 2, 3]);

export interface SelectionOptions {
  now: Date;
  /**
   * An owner's preview in the editor: drafts and products scheduled for later are shown too (the
   * screen marks them), so a new owner sees what the page will hold once they publish them.
   */
  includeUnpublished?: boolean;
}

const lowestPrice = (product: Product) => Math.min(...product.variants.map(unitPrice));
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: Product, b: Product) =>
  compare(productSortName(a.name), productSortName(b.name)) || compare(a.id, b.id);

/**
 * The products a store page shows, in its order: sellable products with at least one variant that
 * are live now (or any, in an owner's preview), narrowed to the page's categories or picked
 * products, at most MAX_COLLECTION_PRODUCTS. `products` come in the store's own order (position).
 * This is the rule in memory; the storefront reads the same in SQL (store-listing.ts), and a test
 * holds the two equal.
 */
export function selectProducts(
  products: readonly Product[],
  selection: StoreSelection,
  options: SelectionOptions,
): Product[] {
  const shown = products.filter(
    (p) =>
      SELLABLE.has(p.productType) &&
      p.variants.length > 0 &&
      (options.includeUnpublished || isLive(p, options.now)),
  );
  let chosen: Product[];
  if (selection.show === 'categories') {
    const wanted = new Set(selection.categories);
    chosen = shown.filter((p) => p.categories.some((c) => wanted.has(c)));
  } else if (selection.show === 'products') {
    // Hand-picked products keep the order they were picked in, unless another sort is chosen.
    const byId = new Map(shown.map((p) => [p.id, p]));
    chosen = selection.productIds.flatMap((id) => byId.get(id) ?? []);
  } else {
    chosen = [...shown];
  }
  switch (selection.sort) {
    case 'newest':
      chosen.sort((a, b) => compare(b.createdAt, a.createdAt) || compare(a.id, b.id));
      break;
    case 'price-low':
      chosen.sort((a, b) => lowestPrice(a) - lowestPrice(b) || byName(a, b));
      break;
    case 'price-high':
      chosen.sort((a, b) => lowestPrice(b) - lowestPrice(a) || byName(a, b));
      break;
    case 'name':
      chosen.sort(byName);
      break;
    case 'store':
      break;
  }
  return chosen.slice(0, MAX_COLLECTION_PRODUCTS);
}

/** The categories of some products, each once, sorted: the store page's category filter. */
export const categoriesOf = (products: readonly Product[]): string[] =>
  [...new Set(products.flatMap((p) => p.categories))].sort((a, b) => a.localeCompare(b));
