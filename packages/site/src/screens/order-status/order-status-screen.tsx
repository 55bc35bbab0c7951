import type { enStore } from '@atelier/domain';
import { useText } from '../../i18n/use-text';
import { OrderDownloads, type OrderDownloadView } from './order-downloads';
import { OrderSummaryTable, type OrderSummaryView } from './order-summary';

export type { OrderLineView } from './order-summary';

/** An order as its customer sees it; amounts formatted, absent ones null. */
export interface OrderStatusScreenProps {
  /** The buyer arrives straight from paying: a paid order is confirmed with thanks. */
  placed: boolean;
  number: number;
  /** pending, paid, expired, failed, cancelled or refunded. */
  status: string;
  fulfilled: boolean;
  trackingNumber: string | null;
  summary: OrderSummaryView;
  refunded: string | null;
  /** Paid after its hold ran out and the items had sold out: refunded by the store on its own. */
  refundedAutomatically: boolean;
  downloads: OrderDownloadView[];
  /** The order's status page (its signed link), which the confirmation points to. */
  statusUrl: string;
}

const STATUS_TEXT: Record<string, keyof typeof enStore> = {
  pending: 'statusPending',
  paid: 'statusPaid',
  expired: 'statusExpired',
  failed: 'statusFailed',
  cancelled: 'statusCancelled',
  refunded: 'statusRefunded',
};

/**
 * The customer's order page behind its signed link: order confirmed (page type 202) when they
 * arrive from paying, else order status (211): lines, totals, state, tracking and downloads.
 */
export function OrderStatusScreen(order: OrderStatusScreenProps) {
  const paid = order.status === 'paid';
  const text = useText('store');
  const status = STATUS_TEXT[order.status];
  return (
    <>
      {order.placed && paid ? (
        <>
          <h1 data-order-confirmed="">{text('orderConfirmed')}</h1>
          <p>{text('confirmationSent')}</p>
          <p>
            {`${text('keepStatusLink')} `}
            <a href={order.statusUrl} data-order-status-link="">
              {text('viewOrderStatus')}
            </a>
          </p>
        </>
      ) : (
        <h1>{text('orderStatus')}</h1>
      )}
      {order.refundedAutomatically ? <div role="alert">{text('refundedAutomatically')}</div> : null}
      <p>
        {`${text('orderNumber')} `}
        <strong data-order-number="">{`#${order.number}`}</strong>
      </p>
      <p>
        {`${text('labelColon', { label: text('status') })} `}
        <strong data-order-status="">{status ? text(status) : order.status}</strong>
        {paid ? ` · ${order.fulfilled ? text('fulfilled') : text('beingPrepared')}` : null}
      </p>
      {order.trackingNumber ? (
        <p>
          {`${text('labelColon', { label: text('trackingNumber') })} `}
          <strong>{order.trackingNumber}</strong>
        </p>
      ) : null}
      <OrderSummaryTable summary={order.summary} refunded={order.refunded} />
      <OrderDownloads downloads={order.downloads} />
      <p>
        <a className="button" href="/">
          {text('continueShopping')}
        </a>
      </p>
    </>
  );
}
