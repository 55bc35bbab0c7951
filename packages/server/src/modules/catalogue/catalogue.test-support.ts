import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { insertSiteRow } from '#testing/rows';

/** A valid product body for the owner API; tests override what they look at. */
export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    productType: 1,
    name: 'Linen Shirt',
    description: '<p>Soft.</p>',
    images: [{ src: 'https://example.com/shirt.jpg', alt: 'A shirt' }],
    tags: ['linen'],
    categories: ['Shirts'],
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['White', 'Blue'] },
    ],
    variants: [
      { optionValues: ['S', 'White'], price: 4500, qtyInStock: 3 },
      { optionValues: ['M', 'White'], price: 4500, qtyInStock: 0 },
      { optionValues: ['M', 'Blue'], price: 5000, salePrice: 4000, onSale: true, qtyInStock: 7 },
    ],
    workflow: 'published',
    ...overrides,
  };
}

/** One variant, stock as given: the smallest sellable product. */
export function simpleProductBody(
  name: string,
  qtyInStock: number,
  price = 1000,
  extra: Record<string, unknown> = {},
) {
  return {
    productType: 1,
    name,
    variants: [{ price, qtyInStock, weight: 1 }],
    workflow: 'published',
    ...extra,
  };
}

/** A bare site row, for the catalogue's foreign keys. */
export const insertTestSite = (db: Kysely<DB>, id: string): Promise<void> =>
  insertSiteRow(db, id, 'Catalogue');
