import { api } from './client';

/** Response shapes of the owner's store calls. */
export interface StoreOrder {
  id: string;
  number: number;
  status: string;
  fulfilment: string;
  trackingNumber: string | null;
  email: string;
  total: number;
  refunded: number;
  currency: string;
  createdAt: string;
  formatted: { total: string; refunded: string };
  lines: { id: string; name: string; options: string; quantity: number; amountFormatted: string }[];
  timeline: { kind: string; detail: string; at: string }[];
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
}

const ordersPath = '/api/config/store/orders';

export const listOrders = (query: { q: string; status: string }) =>
  api.get<{ orders: StoreOrder[]; total: number }>(
    `${ordersPath}?${new URLSearchParams({ q: query.q, status: query.status }).toString()}`,
  );
export const getOrder = (id: string) => api.get<{ order: StoreOrder }>(`${ordersPath}/${id}`);
export const fulfilOrder = (id: string, trackingNumber: string) =>
  api.post<{ order: StoreOrder }>(`${ordersPath}/${id}/fulfil`, { trackingNumber: trackingNumber || null });
export const cancelOrder = (id: string) => api.post<{ order: StoreOrder }>(`${ordersPath}/${id}/cancel`, {});
export const refundOrder = (id: string, amount: number | null) =>
  api.post<{ order: StoreOrder }>(`${ordersPath}/${id}/refund`, { amount });
export const ordersCsvUrl = `${ordersPath}.csv`;

export const listInventory = () =>
  api.get<{ inventory: InventoryRow[]; lowStockThreshold: number }>('/api/config/store/inventory');
export const setStock = (variantId: string, qtyInStock: number) =>
  api.patch<unknown>('/api/config/store/variants', { variants: [{ id: variantId, qtyInStock }] });
