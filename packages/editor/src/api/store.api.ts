import { api } from './client';

/** Response shapes of the owner's store calls. */
export interface OrderAddress {
  name?: string;
  line1?: string;
  line2?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
  [field: string]: unknown;
}

export interface StoreOrder {
  id: string;
  number: number;
  status: string;
  fulfilment: string;
  trackingNumber: string | null;
  email: string;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  shippingOption: { name?: string; amount?: number } | null;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  refunded: number;
  currency: string;
  couponCode: string | null;
  provider: string;
  createdAt: string;
  paidAt: string | null;
  formatted: Record<'subtotal' | 'discount' | 'shipping' | 'tax' | 'total' | 'refunded', string>;
  lines: {
    id: string;
    name: string;
    sku: string;
    options: string;
    quantity: number;
    unitPrice: number;
    amount: number;
    amountFormatted: string;
  }[];
  timeline: { kind: string; detail: string; at: string }[];
  payments: {
    kind: string;
    amount: number;
    status: string;
    provider: string;
    providerRef: string | null;
    at: string;
  }[];
}

export interface OrdersFilter {
  q: string;
  status: string;
  from: string;
  to: string;
}

export interface InventoryRow {
  productId: string;
  productName: string;
  variantId: string;
  sku: string;
  options: string;
  qtyInStock: number;
  unlimited: boolean;
  lowStock: boolean;
  productType: number;
}

const ordersPath = '/api/config/store/orders';

const filterQuery = (filter: OrdersFilter) =>
  new URLSearchParams({ q: filter.q, status: filter.status, from: filter.from, to: filter.to }).toString();

export const listOrders = (filter: OrdersFilter) =>
  api.get<{ orders: StoreOrder[]; total: number }>(`${ordersPath}?${filterQuery(filter)}`);
export const getOrder = (id: string) => api.get<{ order: StoreOrder }>(`${ordersPath}/${id}`);
export const fulfilOrder = (id: string, trackingNumber: string) =>
  api.post<{ order: StoreOrder }>(`${ordersPath}/${id}/fulfil`, { trackingNumber: trackingNumber || null });
export const cancelOrder = (id: string) => api.post<{ order: StoreOrder }>(`${ordersPath}/${id}/cancel`, {});
export const refundOrder = (id: string, amount: number | null) =>
  api.post<{ order: StoreOrder }>(`${ordersPath}/${id}/refund`, { amount });
/** The CSV of the orders the filter shows. */
export const ordersCsvUrl = (filter: OrdersFilter) => `${ordersPath}.csv?${filterQuery(filter)}`;

export const listInventory = () =>
  api.get<{ inventory: InventoryRow[]; lowStockThreshold: number }>('/api/config/store/inventory');
export const setStock = (variantId: string, qtyInStock: number) =>
  api.patch<unknown>('/api/config/store/variants', { variants: [{ id: variantId, qtyInStock }] });
