import {
  isProductOnSale,
  isProductSoldOut,
  parseTranslations,
  productStateLabel,
  type Translations,
} from '@atelier/domain';
import type { ProductsTable, ProductVariantsTable } from '#platform/db/schema';

export interface ProductImage {
  src: string;
  alt: string;
  mediaId?: string;
}

export interface Variant {
  id: string;
  productId: string;
  sku: string;
  optionValues: string[];
  price: number;
  salePrice: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  weight: number;
  dimensions: { length: number; width: number; height: number };
  images: ProductImage[];
}

/** The file a digital product sells, as the library holds it now. */
export interface DigitalFile {
  mediaId: string;
  fileName: string;
  size: number;
  mimeType: string;
}

export interface Product {
  id: string;
  productType: number;
  name: string;
  slug: string;
  /** Plain text (the rich description's words, or a description written before rich text). */
  description: string;
  /** The rich description (ProseMirror JSON), or null for a plain one. */
  descriptionDoc: unknown;
  images: ProductImage[];
  tags: string[];
  categories: string[];
  /**
   * `labels`: the values as a visitor of the page's language reads them (render/product-translations);
   * the values themselves stay the primary ones, which variants and the cart are matched by.
   */
  options: { name: string; values: string[]; labels?: string[] }[];
  workflow: 'draft' | 'scheduled' | 'published';
  publishAt: string | null;
  seoTitle: string;
  seoDescription: string;
  /** Digital products: the library file sold (null when none is attached or it was deleted). */
  digitalFile: DigitalFile | null;
  /** Per product download terms; null: the store's defaults. */
  downloadLimit: number | null;
  downloadDays: number | null;
  position: number;
  createdAt: string;
  updatedAt: string;
  variants: Variant[];
  /** The product's texts in the site's other languages (docs/languages.md), by tag then key. */
  translations: Translations;
}

export const rowToVariant = (row: ProductVariantsTable): Variant => ({
  id: row.id,
  productId: row.product_id,
  sku: row.sku,
  optionValues: JSON.parse(row.option_values),
  price: row.price,
  salePrice: row.sale_price,
  onSale: row.on_sale === 1,
  qtyInStock: row.qty_in_stock,
  unlimited: row.unlimited === 1,
  weight: row.weight,
  dimensions: JSON.parse(row.dimensions),
  images: JSON.parse(row.images),
});

function parseDoc(json: string | null): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

export const rowToProduct = (
  row: ProductsTable,
  variants: ProductVariantsTable[],
  files: ReadonlyMap<string, DigitalFile> = new Map(),
): Product => ({
  id: row.id,
  productType: row.product_type,
  name: row.name,
  slug: row.slug,
  description: row.description,
  descriptionDoc: parseDoc(row.description_doc),
  images: JSON.parse(row.images),
  tags: JSON.parse(row.tags),
  categories: JSON.parse(row.categories),
  options: JSON.parse(row.options),
  workflow: row.workflow as Product['workflow'],
  publishAt: row.publish_at,
  seoTitle: row.seo_title,
  seoDescription: row.seo_description,
  digitalFile: (row.file_media_id && files.get(row.file_media_id)) || null,
  downloadLimit: row.download_limit,
  downloadDays: row.download_days,
  position: row.position,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  variants: variants
    .filter((v) => v.product_id === row.id)
    .sort((a, b) => a.position - b.position)
    .map(rowToVariant),
  translations: parseTranslations(row.translations),
});

/** Live on the site: published, or scheduled and its time has come (no one needs to be present). */
export function isLive(product: Pick<Product, 'workflow' | 'publishAt'>, now: Date): boolean {
  if (product.workflow === 'published') return true;
  return (
    product.workflow === 'scheduled' &&
    product.publishAt !== null &&
    Date.parse(product.publishAt) <= now.getTime()
  );
}

/** The price a visitor pays for one unit. */
export const unitPrice = (variant: Pick<Variant, 'price' | 'salePrice' | 'onSale'>): number =>
  variant.onSale ? variant.salePrice : variant.price;

/** The owner's view of a product. */
export function productToJson(product: Product, now = new Date()) {
  return {
    ...product,
    state: productStateLabel(isLive(product, now) ? 'published' : product.workflow),
    live: isLive(product, now),
    onSale: isProductOnSale(product),
    soldOut: isProductSoldOut(product),
  };
}

/** The owner's inventory (`GET /api/config/store/inventory`): one variant's stock beside its product. */
export const toInventoryRow = (product: Product, variant: Variant, lowStockThreshold: number) => ({
  productId: product.id,
  productName: product.name,
  productType: product.productType,
  variantId: variant.id,
  sku: variant.sku,
  /** The variant's option values, joined with ' / '. */
  options: variant.optionValues.join(' / '),
  qtyInStock: variant.qtyInStock,
  unlimited: variant.unlimited,
  /** Limited stock at or under the store's low-stock threshold. */
  lowStock: !variant.unlimited && variant.qtyInStock <= lowStockThreshold,
});

/**
 * The storefront's view (spec 000 §3): variants with price, salePrice, onSale, qtyInStock, unlimited,
 * sku and optionValues[].value; a digital product also carries priceCents, salePriceCents, onSale.
 */
export function productToStorefront(product: Product) {
  const variants = product.variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    price: v.price,
    salePrice: v.salePrice,
    onSale: v.onSale,
    qtyInStock: v.qtyInStock,
    unlimited: v.unlimited,
    optionValues: v.optionValues.map((value, i) => ({ optionName: product.options[i]?.name ?? '', value })),
    images: v.images,
  }));
  const first = product.variants[0];
  const digital =
    product.productType === 2 && first
      ? { priceCents: first.price, salePriceCents: first.salePrice, onSale: first.onSale }
      : {};
  return {
    id: product.id,
    productType: product.productType,
    name: product.name,
    slug: product.slug,
    description: product.description,
    descriptionDoc: product.descriptionDoc,
    images: product.images,
    tags: product.tags,
    categories: product.categories,
    options: product.options,
    workflowState: product.workflow,
    variants,
    ...digital,
    isOnSale: isProductOnSale(product),
    isSoldOut: isProductSoldOut(product),
  };
}
