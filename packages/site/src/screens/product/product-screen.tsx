import { SoldOutBadge } from '../../blocks/product/product-badges';
import { productDescription } from '../../blocks/product/product-description';
import { inPageLanguage, useLocale } from '../../i18n/locale-context';
import { useText } from '../../i18n/use-text';
import { scriptSafeJson } from '../../page/script-safe-json';
import { ProductReviews, type ProductReviewsView } from '../reviews/product-reviews';
import { RatingStars } from '../reviews/rating-stars';
import { CartLink } from '../store/cart-link';
import { AddToCartForm, type AddToCartView } from './add-to-cart-form';
import { type PriceView, PriceWithBadges } from './product-price';

export interface ProductScreenProps {
  id: string;
  name: string;
  images: { src: string; alt: string }[];
  price: PriceView;
  soldOut: boolean;
  onSale: boolean;
  /** The rich description (ProseMirror JSON) or null, and the plain text used without one. */
  descriptionDoc: unknown;
  description: string;
  /** Absent when the product is sold out: the page says so instead of offering it. */
  addToCart: AddToCartView | null;
  /** The product as the storefront's JSON gives it, for scripts on the page. */
  storefront: unknown;
  /** Its published reviews, when it has any (modules/reviews). */
  reviews?: ProductReviewsView | null;
}

/** A product's page (a content item, page type 50): pictures, price, description, Add to Cart. */
export function ProductScreen(props: ProductScreenProps) {
  const text = useText('store');
  const store = inPageLanguage(useLocale(), '/store');
  return (
    <>
      <CartLink />
      <p>
        <a href={store}>{text('store')}</a>
      </p>
      <article className="product-page" data-product={props.id}>
        <div className="product-page__gallery">
          {props.images.map((image, i) => (
            <img
              // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be shown twice
              key={i}
              src={image.src}
              alt={image.alt}
              width="320"
              height="240"
              data-product-image={i === 0 ? '' : undefined}
            />
          ))}
        </div>
        <h1>{props.name}</h1>
        <p data-variant-price="">
          <PriceWithBadges price={props.price} soldOut={props.soldOut} onSale={props.onSale} />
        </p>
        {props.reviews ? (
          <p>
            <a href="#reviews" data-rating-link="">
              <RatingStars rating={props.reviews.summary} />
            </a>
          </p>
        ) : null}
        <div className="rich-text product-page__description" data-description="">
          {productDescription(props.descriptionDoc, props.description)}
        </div>
        {props.addToCart ? (
          <AddToCartForm view={props.addToCart} productName={props.name} />
        ) : (
          <p>
            <SoldOutBadge />
          </p>
        )}
        {props.reviews ? <ProductReviews view={props.reviews} /> : null}
      </article>
      <script
        type="application/json"
        data-product-json=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by scriptSafeJson
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(props.storefront) }}
      />
    </>
  );
}

/** A product address with nothing on sale behind it (404). */
export function ProductMissingScreen() {
  const text = useText('store');
  const store = inPageLanguage(useLocale(), '/store');
  return (
    <>
      <h1>{text('productUnavailable')}</h1>
      <p>
        <a href={store}>{text('continueShopping')}</a>
      </p>
    </>
  );
}
