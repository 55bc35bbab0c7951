import type { InventoryRowJson, OrderJson } from '@atelier/server/api-types';
import type { Refine } from './api-types';
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

/** An order as the server's mapper makes it, with its stored addresses and shipping choice read. */
export type StoreOrder = Refine<
  OrderJson,
  {
    shippingAddress: OrderAddress | null;
    billingAddress: OrderAddress | null;
    shippingOption: { name?: string; amount?: number } | null;
  }
>;

export interface OrdersFilter {
  q: string;
  status: string;
  from: string;
  to: string;
}

/** One variant's stock beside its product, as the server lists it. */
export type InventoryRow = InventoryRowJson;

const ordersPath = '/api/config/store/orders';

const filterQuery = (filter: OrdersFilter) =>
  new URLSearchParams({ q: filter.q, status: filter.status, from: filter.from, to: filter.to }).toString();

/** How many orders a page of the list holds. */
export const ORDERS_PAGE_SIZE = 100;

/**
 * A page of orders, newest first: `next` is the cursor of the page after it (null on the last); the
 * first page also counts the list, up to 1,000 (`totalCapped` past that).
 */
export const listOrders = (filter: OrdersFilter, cursor: string | null = null) =>
  api.get<{ orders: StoreOrder[]; next: string | null; total?: number; totalCapped?: boolean }>(
    `${ordersPath}?${filterQuery(filter)}&limit=${ORDERS_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
  );
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
