import type { ReactElement } from 'react';
import { type PriceView, PriceWithBadges } from '../product/product-price';
import { CartLink } from './cart-link';

/** One product in the store's list. */
export interface StoreListItem {
  slug: string;
  name: string;
  image?: { src: string; alt: string };
  price: PriceView;
  soldOut: boolean;
  onSale: boolean;
}

export interface StoreScreenProps {
  /** Every category of the live products, sorted. */
  categories: string[];
  /** The category the list is filtered by, if any. */
  category?: string;
  products: StoreListItem[];
  /** The page shown, from 1, of `pages`. */
  page: number;
  pages: number;
}

const categoryHref = (category: string) => `/store?category=${encodeURIComponent(category)}`;
const pageHref = (page: number, category?: string) =>
  `/store?page=${page}${category ? `&category=${encodeURIComponent(category)}` : ''}`;
const current = (yes: boolean) => (yes ? ('page' as const) : undefined);

/** Links with a space between them, as a list of words reads. */
function spaced(links: ReactElement[]) {
  return links.flatMap((link, i) => (i === 0 ? [link] : [' ', link]));
}

/** The store (spec 001 §3 collection type 13): the live products, by category, a page at a time. */
export function StoreScreen({ categories, category, products, page, pages }: StoreScreenProps) {
  return (
    <>
      <CartLink />
      <h1>Store</h1>
      <nav aria-label="Categories">
        {spaced([
          <a key="" href="/store" aria-current={current(!category)}>
            All
          </a>,
          ...categories.map((c) => (
            <a key={c} href={categoryHref(c)} aria-current={current(c === category)}>
              {c}
            </a>
          )),
        ])}
      </nav>
      <ul data-store-list="">
        {products.map((product) => (
          <li key={product.slug} data-product-item="">
            <a href={`/p/${product.slug}`}>
              {product.image ? (
                <img
                  src={product.image.src}
                  alt={product.image.alt}
                  width="160"
                  height="120"
                  loading="lazy"
                />
              ) : null}
              <span data-product-name="">{product.name}</span>
            </a>{' '}
            <PriceWithBadges price={product.price} soldOut={product.soldOut} onSale={product.onSale} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Pages">
          {spaced(
            Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <a key={n} href={pageHref(n, category)} aria-current={current(n === page)}>
                {n}
              </a>
            )),
          )}
        </nav>
      ) : null}
    </>
  );
}
