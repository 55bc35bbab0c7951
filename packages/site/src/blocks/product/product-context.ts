import { createContext, useContext } from 'react';

/** One product as a product block shows it; prices already formatted in the store's currency. */
export interface ProductCard {
  id: string;
  name: string;
  /** The product's page, e.g. /p/linen-apron. */
  url: string;
  /** The first picture: a library item (shown as a responsive picture) or a plain address. */
  image?: { src: string; alt: string; mediaId?: string };
  price: string;
  /** The price before the sale, when on sale. */
  regularPrice?: string;
  /** "from" when variants differ in price. */
  priceFrom: boolean;
  soldOut: boolean;
  /** The one variant to add straight from the block; absent when there are options to choose. */
  variantId?: string;
  /** The rich description (ProseMirror JSON) or null, and the plain text used without one. */
  descriptionDoc?: unknown;
  description?: string;
  /**
   * Only in an owner's preview: the product is not on sale yet (a draft, or scheduled for later).
   * Visitors never get such a product, so its block shows nothing to them.
   */
  unpublished?: 'draft' | 'scheduled';
  /** Its published reviews in numbers, when it has any (modules/reviews). */
  rating?: { average: number; count: number };
}

/** Marks the products of an owner's preview in the editor, where empty blocks say what they need. */
export const OWNER_PREVIEW: unique symbol = Symbol.for('atelier.owner-preview');

/** Products the page's product blocks name, by id, resolved by the server. */
export type ProductLookup = Record<string, ProductCard> & { [OWNER_PREVIEW]?: true };

export const ProductContext = createContext<ProductLookup>({});
export const useProducts = (): ProductLookup => useContext(ProductContext);
