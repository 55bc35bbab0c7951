import type { enStore } from '@atelier/domain';
import { PageLanguageField } from '../../i18n/page-language-field';
import { useText } from '../../i18n/use-text';
import { RatingStars } from '../../screens/reviews/rating-stars';
import type { BlockProps } from '../block-props';
import { useMedia } from '../image/media-context';
import { ResponsiveImage } from '../image/responsive-image';
import { isRecord, readText } from '../settings-guards';
import { SaleBadge, SoldOutBadge } from './product-badges';
import { OWNER_PREVIEW, type ProductCard, useProducts } from './product-context';
import { productDescription } from './product-description';

/** The product a block names (settings.productId), or null. */
export function readProductBlockSettings(settings: unknown): { productId: string } | null {
  if (!isRecord(settings)) return null;
  const productId = readText(settings, 'productId');
  return productId && /^[0-9a-f]{24}$/.test(productId) ? { productId } : null;
}

/**
 * The product's picture as the Image block shows a library image (AVIF and WebP at every width,
 * width and height, lazy); a picture given by address only, as it is.
 */
function ProductPicture({ image }: { image: NonNullable<ProductCard['image']> }) {
  const { media } = useMedia();
  if (image.mediaId && media[image.mediaId]?.kind === 'image')
    return (
      <ResponsiveImage
        reference={{ mediaId: image.mediaId, alt: image.alt }}
        className="block-product__image"
        sizes="(max-width: 640px) 100vw, 480px"
        slotWidth={480}
        loading="lazy"
      />
    );
  return <img className="block-product__image" src={image.src} alt={image.alt} loading="lazy" />;
}

/** What the owner's preview says in place of a block visitors would not see. */
const PRODUCT_PREVIEW_TEXT = {
  unset: 'productBlockUnset',
  missing: 'productBlockMissing',
  draft: 'productBlockDraft',
  scheduled: 'productBlockScheduled',
} as const satisfies Record<string, keyof typeof enStore>;

/**
 * Product (block type 43, spec 001 §3): one product of the store on any page, with its image,
 * name, price, sale and sold-out badges, and Add to Cart (a plain form post) when there is nothing
 * to choose. Renders nothing when the product is not on sale now; in the owner's preview in the
 * editor it says why instead, and shows a product not on sale yet with a note.
 */
export function ProductBlock({ block, root }: BlockProps) {
  const products = useProducts();
  const text = useText('store');
  const settings = readProductBlockSettings(block.settings);
  const product = settings ? products[settings.productId] : undefined;
  if (!product) {
    if (products[OWNER_PREVIEW] !== true) return null;
    return (
      <section
        {...root}
        className="block block-product block-product--placeholder"
        data-product-placeholder=""
      >
        <p>{text(PRODUCT_PREVIEW_TEXT[settings ? 'missing' : 'unset'])}</p>
      </section>
    );
  }
  const headingId = `product-${block.id}`;
  return (
    <section {...root} className="block block-product" aria-labelledby={headingId} data-product={product.id}>
      {product.unpublished ? (
        <p className="block-product__preview-note" data-product-placeholder="">
          {text(PRODUCT_PREVIEW_TEXT[product.unpublished])}
        </p>
      ) : null}
      {product.image ? <ProductPicture image={product.image} /> : null}
      <h3 className="block-product__name" id={headingId}>
        <a href={product.url}>{product.name}</a>
      </h3>
      {product.descriptionDoc || product.description ? (
        <div className="block-product__description rich-text" data-description>
          {productDescription(product.descriptionDoc, product.description ?? '')}
        </div>
      ) : null}
      <p className="block-product__price" data-price>
        {product.priceFrom ? `${text('priceFrom')} ` : ''}
        {product.regularPrice ? <s>{product.regularPrice}</s> : null} {product.price}
        {product.regularPrice ? (
          <>
            {' '}
            <SaleBadge />
          </>
        ) : null}
        {product.soldOut ? (
          <>
            {' '}
            <SoldOutBadge />
          </>
        ) : null}
        {product.rating ? (
          <>
            {' '}
            <a href={`${product.url}#reviews`} className="block-product__rating" data-rating-link="">
              <RatingStars rating={product.rating} />
            </a>
          </>
        ) : null}
      </p>
      {product.soldOut ? null : product.variantId ? (
        <form method="post" action="/commerce/cart/add" data-add-to-cart>
          <input type="hidden" name="variantId" value={product.variantId} />
          <input type="hidden" name="quantity" value="1" />
          <PageLanguageField />
          <button type="submit" disabled={product.unpublished ? true : undefined}>
            {text('addToCart')}
          </button>
        </form>
      ) : (
        <a className="button" href={product.url}>
          {text('chooseOptions')}
        </a>
      )}
    </section>
  );
}
