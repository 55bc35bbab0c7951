import type { VariantInput } from './catalogue.schemas';

/**
 * What the store sorts and searches a product by, kept on its row (migration 0025 keeps a copy of
 * the two text rules for the rows it filled; a test holds them equal).
 */

/** The name as the store sorts it: without accents, lower case ("Élan" sorts with "elan"). */
export const productSortName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** What an owner's product search reads: the name and every variant's SKU. */
export const productSearchText = (name: string, skus: string[]): string =>
  [name, ...skus].join(' ').toLowerCase();

/** The lowest price a visitor pays among the variants (a sale price when on sale); null: no variant. */
export function lowestPrice(variants: Pick<VariantInput, 'price' | 'salePrice' | 'onSale'>[]): number | null {
  if (variants.length === 0) return null;
  return Math.min(...variants.map((v) => (v.onSale ? v.salePrice : v.price)));
}
