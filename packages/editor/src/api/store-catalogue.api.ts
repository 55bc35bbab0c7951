import type { ProseMirrorNode, StoreSettings } from '@atelier/domain';
import { api } from './client';

/** Response shapes of the owner's catalogue calls (packages/server/src/features/catalogue). */
export interface ProductImage {
  src: string;
  alt: string;
  mediaId?: string;
}

export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

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
}

export interface StoreProduct extends ProductInput {
  id: string;
  slug: string;
  variants: (StoreVariant & { id: string })[];
  state: string;
  live: boolean;
  onSale: boolean;
  soldOut: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface StoreCoupon {
  id: string;
  code: string;
  kind: 'percent' | 'fixed' | 'free_shipping';
  amount: number;
  minSubtotal: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  timesUsed: number;
  active: boolean;
}

export type CouponInput = Omit<StoreCoupon, 'id' | 'timesUsed'>;

const base = '/api/config/store';

export const listProducts = (query: { q: string; workflow: string }) =>
  api.get<{ products: StoreProduct[]; total: number }>(
    `${base}/products?${new URLSearchParams({ q: query.q, workflow: query.workflow, limit: '200' })}`,
  );
export const getProduct = (id: string) =>
  api.get<{ product: StoreProduct }>(`${base}/products/${id}`).then((r) => r.product);
export const createProduct = (input: ProductInput) =>
  api.post<{ product: StoreProduct }>(`${base}/products`, input).then((r) => r.product);
export const updateProduct = (id: string, input: ProductInput) =>
  api.put<{ product: StoreProduct }>(`${base}/products/${id}`, input).then((r) => r.product);
export const duplicateProduct = (id: string) =>
  api.post<{ product: StoreProduct }>(`${base}/products/${id}/duplicate`, {}).then((r) => r.product);
export const deleteProduct = (id: string) => api.delete<{ ok: true }>(`${base}/products/${id}`);

export interface VariantPatch {
  id: string;
  price?: number;
  salePrice?: number;
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
}
export const patchVariants = (variants: VariantPatch[]) =>
  api.patch<{ variants: StoreVariant[] }>(`${base}/variants`, { variants });

export const getStoreSettings = () =>
  api.get<{ settings: StoreSettings }>(`${base}/settings`).then((r) => r.settings);
export const saveStoreSettings = (settings: StoreSettings) =>
  api.put<{ settings: StoreSettings }>(`${base}/settings`, settings).then((r) => r.settings);

export const listCoupons = () =>
  api.get<{ coupons: StoreCoupon[] }>(`${base}/coupons`).then((r) => r.coupons);
export const createCoupon = (input: CouponInput) =>
  api.post<{ coupon: StoreCoupon }>(`${base}/coupons`, input).then((r) => r.coupon);
export const updateCoupon = (id: string, input: CouponInput) =>
  api.put<{ coupon: StoreCoupon }>(`${base}/coupons/${id}`, input).then((r) => r.coupon);
export const deleteCoupon = (id: string) => api.delete<{ ok: true }>(`${base}/coupons/${id}`);
