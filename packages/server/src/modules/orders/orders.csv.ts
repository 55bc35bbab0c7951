import { csvDocument } from '#platform/csv/csv';
import type { OrdersTable } from '#platform/db/schema';

export function ordersCsv(rows: OrdersTable[]): string {
  return csvDocument([
    [
      'Order',
      'Date',
      'Status',
      'Fulfilment',
      'Email',
      'Currency',
      'Subtotal',
      'Discount',
      'Shipping',
      'Tax',
      'Total',
      'Refunded',
      'Tracking',
    ],
    ...rows.map((o) => [
      String(o.number),
      o.created_at,
      o.status,
      o.fulfilment,
      o.email,
      o.currency,
      String(o.subtotal),
      String(o.discount),
      String(o.shipping),
      String(o.tax),
      String(o.total),
      String(o.refunded),
      o.tracking_number ?? '',
    ]),
  ]);
}
