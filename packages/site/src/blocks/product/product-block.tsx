import type { BlockProps } from '../block-props';
import { useMedia } from '../image/media-context';
import { ResponsiveImage } from '../image/responsive-image';
import { isRecord, readText } from '../settings-guards';
import { SaleBadge, SoldOutBadge } from './product-badges';
import { type ProductCard, useProducts } from './product-context';
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

/**
 * Product (block type 43, spec 001 §3): one product of the store on any page, with its image,
 * name, price, sale and sold-out badges, and Add to Cart (a plain form post) when there is nothing
 * to choose. Renders nothing when the product is not on sale now.
 */
export function ProductBlock({ block, root }: BlockProps) {
  const products = useProducts();
  const settings = readProductBlockSettings(block.settings);
  const product = settings ? products[settings.productId] : undefined;
  if (!product) return null;
  const headingId = `product-${block.id}`;
  return (
    <section {...root} className="block block-product" aria-labelledby={headingId} data-product={product.id}>
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
        {product.priceFrom ? 'from ' : ''}
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
      </p>
      {product.soldOut ? null : product.variantId ? (
        <form method="post" action="/commerce/cart/add" data-add-to-cart>
          <input type="hidden" name="variantId" value={product.variantId} />
          <input type="hidden" name="quantity" value="1" />
          <button type="submit">Add to Cart</button>
        </form>
      ) : (
        <a className="button" href={product.url}>
          Choose options
        </a>
      )}
    </section>
  );
}
