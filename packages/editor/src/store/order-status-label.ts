import { formatMoney } from '@atelier/domain';

/** What an order's badge says, and its class: the status, or that part of a paid order went back. */
export function orderStatusBadge(order: { status: string; total: number; refunded: number }): {
  text: string;
  className: string;
} {
  if (order.status === 'paid' && order.refunded > 0 && order.refunded < order.total)
    return { text: 'Partially refunded', className: 'badge badge--partially-refunded' };
  return { text: order.status, className: `badge badge--${order.status}` };
}

/** The refund field's hint: what can still go back, in the order's currency. */
export function refundLeftText(order: { total: number; refunded: number; currency: string }): string {
  return `Up to ${formatMoney(Math.max(0, order.total - order.refunded), order.currency)} left to refund`;
}
