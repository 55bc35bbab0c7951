import { formatMoney } from '@atelier/domain';
import type { DownloadState, OrderDownloadView, OrderStatusScreenProps } from '@atelier/site';
import { downloadPath, orderStatusPath } from '#modules/orders/order-links';
import type { OrderJson } from '#modules/orders/orders.model';
import type { OrderDownloadsTable } from '#platform/db/schema';
import { orderSummaryView } from './order-summary-view';

function downloadState(orderStatus: string, row: OrderDownloadsTable, now: Date): DownloadState {
  if (row.revoked_at || orderStatus !== 'paid') return { kind: 'withdrawn' };
  if (row.expires_at <= now.toISOString()) return { kind: 'expired', expiresAt: row.expires_at };
  const left = Math.max(0, row.download_limit - row.downloads_used);
  if (left === 0) return { kind: 'used-up' };
  return { kind: 'open', left, limit: row.download_limit, expiresAt: row.expires_at };
}

/**
 * One download link of an order with what is left of it; a link that gives nothing has no address.
 * The order status page and the member's account page show downloads through it alike.
 */
export function downloadView(
  secret: string,
  orderStatus: string,
  row: OrderDownloadsTable,
  now = new Date(),
): OrderDownloadView {
  const state = downloadState(orderStatus, row, now);
  return {
    fileName: row.file_name,
    href: state.kind === 'open' ? downloadPath(secret, row.id) : null,
    state,
  };
}

/** The order's download links, each with what is left of it. */
const downloadViews = (secret: string, order: OrderJson, rows: OrderDownloadsTable[], now: Date) =>
  rows.map((row) => downloadView(secret, order.status, row, now));

/**
 * The customer's order page (order confirmed or order status) for one order and its downloads; the
 * confirmation links to the status page.
 */
export function orderStatusView(
  secret: string,
  order: OrderJson,
  downloads: OrderDownloadsTable[],
  placed: boolean,
  now = new Date(),
): OrderStatusScreenProps {
  const money = (value: number) => formatMoney(value, order.currency);
  return {
    placed,
    number: order.number,
    status: order.status,
    fulfilled: order.fulfilment === 'fulfilled',
    trackingNumber: order.trackingNumber || null,
    summary: orderSummaryView(order),
    refunded: order.refunded ? money(order.refunded) : null,
    refundedAutomatically:
      order.status === 'refunded' && order.timeline.some((e) => e.detail.includes('refunded automatically')),
    downloads: downloadViews(secret, order, downloads, now),
    statusUrl: orderStatusPath(secret, order.id),
  };
}
