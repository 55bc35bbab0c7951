import { formatMoney } from '@atelier/domain';
import type { OrderEventsTable, OrderLinesTable, OrdersTable, PaymentsTable } from '#platform/db/schema';

export type OrderStatus = 'pending' | 'paid' | 'expired' | 'failed' | 'cancelled' | 'refunded';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'paid',
  'expired',
  'failed',
  'cancelled',
  'refunded',
];

const parse = <T>(text: string | null): T | null => (text ? (JSON.parse(text) as T) : null);

export function orderToJson(
  order: OrdersTable,
  lines: OrderLinesTable[] = [],
  events: OrderEventsTable[] = [],
  payments: PaymentsTable[] = [],
) {
  const money = (value: number) => formatMoney(value, order.currency);
  return {
    id: order.id,
    number: order.number,
    status: order.status as OrderStatus,
    fulfilment: order.fulfilment,
    trackingNumber: order.tracking_number,
    email: order.email,
    shippingAddress: parse(order.shipping_address),
    billingAddress: parse(order.billing_address),
    shippingOption: parse(order.shipping_option),
    currency: order.currency,
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    tax: order.tax,
    total: order.total,
    refunded: order.refunded,
    formatted: {
      subtotal: money(order.subtotal),
      discount: money(order.discount),
      shipping: money(order.shipping),
      tax: money(order.tax),
      total: money(order.total),
      refunded: money(order.refunded),
    },
    couponCode: order.coupon_code,
    provider: order.provider,
    reservedUntil: order.reserved_until,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    /** The site language the order was placed in; null for the primary one. */
    locale: order.locale ?? null,
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.product_id,
      variantId: l.variant_id,
      productType: l.product_type,
      name: l.name,
      sku: l.sku,
      options: l.options,
      quantity: l.quantity,
      unitPrice: l.unit_price,
      amount: l.amount,
      discount: l.discount,
      tax: l.tax,
      amountFormatted: money(l.amount),
    })),
    timeline: events.map((e) => ({ kind: e.kind, detail: e.detail, at: e.created_at })),
    payments: payments.map((p) => ({
      kind: p.kind,
      amount: p.amount,
      status: p.status,
      provider: p.provider,
      providerRef: p.provider_ref,
      at: p.created_at,
    })),
  };
}
export type OrderJson = ReturnType<typeof orderToJson>;
