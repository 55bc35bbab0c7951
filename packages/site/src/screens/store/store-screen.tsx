import type { ReactElement } from 'react';
import { inPageLanguage, useLocale } from '../../i18n/locale-context';
import { useText } from '../../i18n/use-text';
import { type PriceView, PriceWithBadges } from '../product/product-price';
import { RatingStars, type RatingView } from '../reviews/rating-stars';
import { CartLink } from './cart-link';

/** One product in the store's list. */
export interface StoreListItem {
  slug: string;
  name: string;
  image?: { src: string; alt: string };
  price: PriceView;
  soldOut: boolean;
  onSale: boolean;
  /**
   * Only in an owner's preview: the product is not on sale yet (a draft, or scheduled for later).
   * Visitors never get such a product.
   */
  unpublished?: 'draft' | 'scheduled';
  /** Its published reviews in numbers, when it has any (modules/reviews). */
  rating?: RatingView;
}

export interface StoreScreenProps {
  /** The store page's own title, its heading; "Store" for the plain /store list. */
  title?: string;
  /** The store page's address, which its category and page links keep; /store when absent. */
  path?: string;
  /** Every category of the products the page shows, sorted. */
  categories: string[];
  /** The category the list is filtered by, if any. */
  category?: string;
  products: StoreListItem[];
  /** The page shown, from 1, of `pages`. */
  page: number;
  pages: number;
  /** An owner looking at the page in the editor: an empty page says how to fill it. */
  preview?: boolean;
}

const current = (yes: boolean) => (yes ? ('page' as const) : undefined);

/** Links with a space between them, as a list of words reads. */
function spaced(links: ReactElement[]) {
  return links.flatMap((link, i) => (i === 0 ? [link] : [' ', link]));
}

const UNPUBLISHED = { draft: 'unpublishedDraft', scheduled: 'unpublishedScheduled' } as const;

/**
 * A store page (spec 001 §3 collection type 13): the products it chooses, by category, a page at a
 * time. A site may have several, each at its own address.
 */
export function StoreScreen({
  title,
  path = '/store',
  categories,
  category,
  products,
  page,
  pages,
  preview,
}: StoreScreenProps) {
  const text = useText('store');
  const locale = useLocale();
  const categoryHref = (c: string) => `${path}?category=${encodeURIComponent(c)}`;
  const pageHref = (n: number) =>
    `${path}?page=${n}${category ? `&category=${encodeURIComponent(category)}` : ''}`;
  return (
    <>
      <CartLink />
      <h1>{title ?? text('store')}</h1>
      {categories.length > 1 || category ? (
        <nav aria-label={text('categories')}>
          {spaced([
            <a key="" href={path} aria-current={current(!category)}>
              {text('allCategories')}
            </a>,
            ...categories.map((c) => (
              <a key={c} href={categoryHref(c)} aria-current={current(c === category)}>
                {c}
              </a>
            )),
          ])}
        </nav>
      ) : null}
      {products.length === 0 ? (
        <p data-store-empty="">{preview ? text('storeEmptyPreview') : text('storeEmpty')}</p>
      ) : (
        <ul data-store-list="">
          {products.map((product) => (
            <li key={product.slug} data-product-item="">
              <a href={inPageLanguage(locale, `/p/${product.slug}`)}>
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
              {product.rating ? (
                <>
                  {' '}
                  <RatingStars rating={product.rating} />
                </>
              ) : null}
              {product.unpublished ? (
                <>
                  {' '}
                  <strong data-unpublished="">{text(UNPUBLISHED[product.unpublished])}</strong>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={text('pages')}>
          {spaced(
            Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <a key={n} href={pageHref(n)} aria-current={current(n === page)}>
                {n}
              </a>
            )),
          )}
        </nav>
      ) : null}
    </>
  );
}
