import { MeasurementUnit } from './catalogues/measurement-unit';
import { ProductType } from './catalogues/product-type';
import { PublicationStatus } from './catalogues/publication-status';
import { messages } from './messages';

/** The storefront's view of a variant (spec 000 §3 "Product"). */
export interface ProductVariantStock {
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
}

export interface ProductStock {
  productType: number;
  /** Digital products carry the sale flag themselves. */
  onSale?: boolean;
  variants?: readonly ProductVariantStock[];
}

export type ProductStateLabel = (typeof messages.productState)[keyof typeof messages.productState];

/**
 * The label an owner sees for a product's workflow state. Storefront data names the state
 * ('published'), stored items number it (PublicationStatus), so both are read.
 */
export function productStateLabel(state: unknown): ProductStateLabel {
  if (state === 'published' || state === PublicationStatus.published) return messages.productState.available;
  if (state === 'scheduled' || state === PublicationStatus.scheduled) return messages.productState.scheduled;
  if (state === 'draft' || state === PublicationStatus.draft) return messages.productState.hidden;
  return messages.productState.unsupported;
}

export function isProductOnSale(product: ProductStock): boolean {
  return product.onSale === true || (product.variants ?? []).some((variant) => variant.onSale === true);
}

/** Sold out when no variant is unlimited or has stock; a digital product never runs out. */
export function isProductSoldOut(product: ProductStock): boolean {
  if (product.productType === ProductType.digital) return false;
  return !(product.variants ?? []).some(
    (variant) => variant.unlimited === true || (variant.qtyInStock ?? 0) > 0,
  );
}

export type WeightUnit = 'lbs' | 'kg';
export type DimensionUnit = '"' | 'cm';

export const weightUnit = (standard: number): WeightUnit =>
  standard === MeasurementUnit.imperial ? 'lbs' : 'kg';

/** Imperial dimensions are written with the inch mark, as in 12". */
export const dimensionUnit = (standard: number): DimensionUnit =>
  standard === MeasurementUnit.imperial ? '"' : 'cm';
