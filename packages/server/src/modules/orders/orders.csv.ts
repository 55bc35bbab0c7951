import { csvCell } from '#platform/csv/csv';
import type { OrdersTable } from '#platform/db/schema';

const HEADER = [
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
];

const line = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

const orderLine = (o: OrdersTable) =>
  line([
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
  ]);

/**
 * The orders as a CSV file, written as the pages of orders arrive (platform/csv: CRLF lines, a
 * byte-order mark, cells safe from formula injection), so an export of every order never holds
 * them all in memory.
 */
export async function* ordersCsv(pages: AsyncIterable<OrdersTable[]>): AsyncGenerator<string> {
  yield `\uFEFF${line(HEADER)}`;
  for await (const orders of pages) yield orders.map(orderLine).join('');
}
