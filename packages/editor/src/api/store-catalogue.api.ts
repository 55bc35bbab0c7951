import type { ProseMirrorNode, StoreSettings, Translations } from '@atelier/domain';
import type {
  CouponBody,
  CouponJson,
  ProductBody,
  ProductJson,
  StoreSettingsBody,
  VariantJson,
  VariantPatch as VariantPatchBody,
} from '@atelier/server/api-types';
import type { Refine, SameFields } from './api-types';
import { api } from './client';

/** Response shapes of the owner's catalogue calls: the server's own (modules/catalogue). */
export type ProductImage = VariantJson['images'][number];

export type Dimensions = VariantJson['dimensions'];

export interface StoreVariant {
  id?: string;
  sku: string;
  optionValues: string[];
  price: number;
  salePrice: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  weight: number;
  dimensions: Dimensions;
  images: ProductImage[];
}

export interface ProductOption {
  name: string;
  values: string[];
}

export type Workflow = 'draft' | 'scheduled' | 'published';

/** The library file a digital product sells (name, size and type as the server reports them). */
export interface DigitalFile {
  mediaId: string;
  fileName?: string;
  size?: number;
  mimeType?: string;
}

/** What the owner sends: the product and all its variants. */
export interface ProductInput {
  productType: 1 | 2 | 3;
  name: string;
  slug?: string;
  /** Plain text: a description written before rich text (the server fills it from the document). */
  description: string;
  /** The rich description; null until the owner writes one. */
  descriptionDoc: ProseMirrorNode | null;
  images: ProductImage[];
  tags: string[];
  categories: string[];
  options: ProductOption[];
  variants: StoreVariant[];
  workflow: Workflow;
  publishAt: string | null;
  seoTitle: string;
  seoDescription: string;
  /** Digital products: the file customers download, and the terms (null: the store's). */
  digitalFile: DigitalFile | null;
  downloadLimit: number | null;
  downloadDays: number | null;
  /** The product's words in the site's other languages (docs/languages.md); left out, they stay as stored. */
  translations?: Translations;
}

/** A product as the server's mapper makes it, its type and rich description read. */
export type StoreProduct = Refine<
  ProductJson,
  { productType: ProductInput['productType']; descriptionDoc: ProseMirrorNode | null }
>;

export type StoreCoupon = Refine<CouponJson, { kind: 'percent' | 'fixed' | 'free_shipping' }>;

export type CouponInput = Omit<StoreCoupon, 'id' | 'timesUsed' | 'createdAt'>;

const base = '/api/config/store';

/** How many products a page of the list holds. */
export const PRODUCTS_PAGE_SIZE = 100;

/**
 * A page of products in the store's order: `next` is the cursor of the page after it (null on the
 * last); the first page also counts the list, up to 1,000 (`totalCapped` past that).
 */
export const listProducts = (
  query: { q: string; workflow: string; type?: string },
  cursor: string | null = null,
) => {
  const params = new URLSearchParams({
    q: query.q,
    workflow: query.workflow,
    limit: String(PRODUCTS_PAGE_SIZE),
  });
  if (query.type) params.set('type', query.type);
  if (cursor) params.set('cursor', cursor);
  return api.get<{ products: StoreProduct[]; next: string | null; total: number; totalCapped?: boolean }>(
    `${base}/products?${params}`,
  );
};
export const getProduct = (id: string) =>
  api.get<{ product: StoreProduct }>(`${base}/products/${id}`).then((r) => r.product);
export const createProduct = (input: ProductInput) =>
  api
    .post<{ product: StoreProduct }>(
      `${base}/products`,
      input satisfies SameFields<ProductInput, ProductBody>,
    )
    .then((r) => r.product);
export const updateProduct = (id: string, input: ProductInput) =>
  api
    .put<{ product: StoreProduct }>(
      `${base}/products/${id}`,
      input satisfies SameFields<ProductInput, ProductBody>,
    )
    .then((r) => r.product);
export const duplicateProduct = (id: string) =>
  api.post<{ product: StoreProduct }>(`${base}/products/${id}/duplicate`, {}).then((r) => r.product);
export const deleteProduct = (id: string) => api.delete<{ ok: true }>(`${base}/products/${id}`);

export type VariantPatch = VariantPatchBody;
export const patchVariants = (variants: VariantPatch[]) =>
  api.patch<{ variants: StoreVariant[] }>(`${base}/variants`, { variants });

export const getStoreSettings = () =>
  api.get<{ settings: StoreSettings }>(`${base}/settings`).then((r) => r.settings);
export const saveStoreSettings = (settings: StoreSettings) =>
  api
    .put<{ settings: StoreSettings }>(
      `${base}/settings`,
      settings satisfies SameFields<StoreSettings, StoreSettingsBody>,
    )
    .then((r) => r.settings);

export const listCoupons = () =>
  api.get<{ coupons: StoreCoupon[] }>(`${base}/coupons`).then((r) => r.coupons);
export const createCoupon = (input: CouponInput) =>
  api.post<{ coupon: StoreCoupon }>(`${base}/coupons`, input satisfies CouponBody).then((r) => r.coupon);
export const updateCoupon = (id: string, input: CouponInput) =>
  api.put<{ coupon: StoreCoupon }>(`${base}/coupons/${id}`, input satisfies CouponBody).then((r) => r.coupon);
export const deleteCoupon = (id: string) => api.delete<{ ok: true }>(`${base}/coupons/${id}`);
