import type { StoreScreenProps } from '@atelier/site';
import { isLive } from '#modules/catalogue/catalogue.model';
import type { Listing } from '#modules/catalogue/store-listing';
import { storeListItem } from './product-screen';

export interface StorePageRequest {
  /** The store page's title (its heading) and address. */
  title: string;
  path: string;
  /**
   * The page of products to show, in the page's order, with how many the filtered choice holds
   * and its categories (modules/catalogue/store-listing.ts).
   */
  listing: Listing;
  perPage: number;
  /** The visitor's filter, from the address's query. */
  category?: string;
  currency: string;
  /** An owner's preview: products not on sale yet are marked as such. */
  preview: boolean;
  now: Date;
}

/** One page of a store page's list, filtered by the category asked for: what its screen shows. */
export function storePageView(request: StorePageRequest): StoreScreenProps {
  const { listing, category, perPage } = request;
  const pages = Math.max(1, Math.ceil(listing.total / perPage));
  return {
    title: request.title,
    path: request.path,
    categories: listing.categories,
    category,
    products: listing.products.map((product) => {
      const item = storeListItem(product, request.currency);
      if (!request.preview || isLive(product, request.now)) return item;
      return { ...item, unpublished: product.workflow === 'scheduled' ? 'scheduled' : 'draft' };
    }),
    page: Math.floor(listing.offset / perPage) + 1,
    pages,
    preview: request.preview || undefined,
  };
}
