import { OrderDownloads, type OrderDownloadView } from './order-downloads';

/** One line of the order, its amount formatted in the order's currency. */
export interface OrderLineView {
  name: string;
  /** The variant's option values, "M / Blue"; empty without options. */
  options: string;
  quantity: number;
  amount: string;
}

/** An order as its customer sees it; amounts formatted, absent ones null. */
export interface OrderStatusScreenProps {
  /** The buyer arrives straight from paying: a paid order is confirmed with thanks. */
  placed: boolean;
  number: number;
  /** pending, paid, expired, failed, cancelled or refunded. */
  status: string;
  fulfilled: boolean;
  trackingNumber: string | null;
  lines: OrderLineView[];
  subtotal: string;
  discount: string | null;
  shipping: string | null;
  tax: string | null;
  total: string;
  refunded: string | null;
  /** Paid after its hold ran out and the items had sold out: refunded by the store on its own. */
  refundedAutomatically: boolean;
  downloads: OrderDownloadView[];
}

const STATUS_TEXT: Record<string, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  expired: 'Not paid in time',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

function AmountRow({ label, amount }: { label: string; amount: string | null }) {
  if (amount === null) return null;
  return (
    <tr>
      <td>{label}</td>
      <td className="num">{amount}</td>
    </tr>
  );
}

function LineRow({ line }: { line: OrderLineView }) {
  const count = ` × ${line.quantity}`;
  return (
    <tr>
      <td>
        {line.options ? (
          <>
            {`${line.name} `}
            <small>{line.options}</small>
            {count}
          </>
        ) : (
          `${line.name}${count}`
        )}
      </td>
      <td className="num">{line.amount}</td>
    </tr>
  );
}

/**
 * The customer's order page behind its signed link: order confirmed (page type 202) when they
 * arrive from paying, else order status (211): lines, totals, state, tracking and downloads.
 */
export function OrderStatusScreen(order: OrderStatusScreenProps) {
  const paid = order.status === 'paid';
  return (
    <>
      {order.placed && paid ? (
        <>
          <h1 data-order-confirmed="">Order confirmed</h1>
          <p>Thank you! A confirmation is on its way to your inbox.</p>
        </>
      ) : (
        <h1>Order status</h1>
      )}
      {order.refundedAutomatically ? (
        <div role="alert">
          Your payment arrived after the time we could hold your items and they sold out. We have refunded you
          in full.
        </div>
      ) : null}
      <p>
        {'Order number '}
        <strong data-order-number="">{`#${order.number}`}</strong>
      </p>
      <p>
        {'Status: '}
        <strong data-order-status="">{STATUS_TEXT[order.status] ?? order.status}</strong>
        {paid ? ` · ${order.fulfilled ? 'Fulfilled' : 'Being prepared'}` : null}
      </p>
      {order.trackingNumber ? (
        <p>
          {'Tracking number: '}
          <strong>{order.trackingNumber}</strong>
        </p>
      ) : null}
      <table>
        <tbody>
          {order.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines keep their order and may repeat a name
            <LineRow key={i} line={line} />
          ))}
          <AmountRow label="Subtotal" amount={order.subtotal} />
          <AmountRow label="Discount" amount={order.discount === null ? null : `-${order.discount}`} />
          <AmountRow label="Shipping" amount={order.shipping} />
          <AmountRow label="Tax" amount={order.tax} />
          <tr>
            <th>Total</th>
            <th className="num">{order.total}</th>
          </tr>
          <AmountRow label="Refunded" amount={order.refunded} />
        </tbody>
      </table>
      <OrderDownloads downloads={order.downloads} />
      <p>
        <a className="button" href="/">
          Continue Shopping
        </a>
      </p>
    </>
  );
}
