import { formatMoney } from '@atelier/domain';
import { getOrder, type OrderAddress } from '../api/store.api';
import { LoadFailed, Loading } from '../shared/list-states';
import { queryKeys, useLoaded } from '../shared/queries';
import { OrderActions } from './order-actions';
import { orderStatusBadge } from './order-status-label';

function Address({ title, address }: { title: string; address: OrderAddress | null }) {
  if (!address) return null;
  const lines = [
    address.name,
    address.line1,
    address.line2,
    [address.city, address.region, address.postalCode].filter(Boolean).join(' '),
    address.country,
  ].filter(Boolean);
  return (
    <div>
      <h5 className="store-order__label">{title}</h5>
      <address>
        {lines.map((line) => (
          <span key={String(line)} className="store-order__line">
            {String(line)}
          </span>
        ))}
      </address>
    </div>
  );
}

const TOTALS = [
  ['subtotal', 'Subtotal'],
  ['discount', 'Discount'],
  ['shipping', 'Shipping'],
  ['tax', 'Tax'],
  ['total', 'Total'],
  ['refunded', 'Refunded'],
] as const;

/** One order: items, totals, addresses, payment, timeline, and what the owner can do with it. */
export function OrderDetail({ id, onClose }: { id: string; onClose(): void }) {
  const loaded = useLoaded(queryKeys.order(id), async () => (await getOrder(id)).order);
  const order = loaded.data;
  if (loaded.error && !order) return <LoadFailed error={loaded.error} onRetry={loaded.reload} />;
  if (!order) return <Loading>Loading order…</Loading>;
  const money = (value: number) => formatMoney(value, order.currency);
  const badge = orderStatusBadge(order);
  return (
    <section aria-label={`Order #${order.number}`} className="store-order stack">
      <div className="store-view__head">
        <button type="button" className="button button--quiet button--small" onClick={onClose}>
          ← All orders
        </button>
        <h3 className="store-view__title">
          Order #{order.number} <span className={badge.className}>{badge.text}</span>{' '}
          <span className="badge">{order.fulfilment}</span>
        </h3>
      </div>
      <p className="muted">
        {new Date(order.createdAt).toLocaleString()} · {order.email}
        {order.trackingNumber ? ` · tracking ${order.trackingNumber}` : ''}
      </p>
      <div className="store-table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">Items</caption>
          <thead>
            <tr>
              <th>Item</th>
              <th>SKU</th>
              <th className="is-numeric">Quantity</th>
              <th className="is-numeric">Price</th>
              <th className="is-numeric">Amount</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.id}>
                <td>
                  {l.name}
                  {l.options ? <span className="muted"> · {l.options}</span> : null}
                </td>
                <td>{l.sku}</td>
                <td className="is-numeric">{l.quantity}</td>
                <td className="is-numeric">{money(l.unitPrice)}</td>
                <td className="is-numeric">{l.amountFormatted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="store-order__grid">
        <dl className="store-totals">
          {TOTALS.map(([key, label]) =>
            key === 'discount' || key === 'refunded' ? (
              order[key] ? (
                <div key={key}>
                  <dt>
                    {label}
                    {key === 'discount' && order.couponCode ? ` (${order.couponCode})` : ''}
                  </dt>
                  <dd>{key === 'discount' ? `-${order.formatted[key]}` : order.formatted[key]}</dd>
                </div>
              ) : null
            ) : (
              <div key={key} className={key === 'total' ? 'store-totals__total' : undefined}>
                <dt>{label}</dt>
                <dd>{order.formatted[key]}</dd>
              </div>
            ),
          )}
        </dl>
        <Address title="Shipping address" address={order.shippingAddress} />
        <Address title="Billing address" address={order.billingAddress} />
        <div>
          <h5 className="store-order__label">Payment</h5>
          <ul className="store-plain-list">
            {order.payments.length === 0 ? <li>No payment recorded.</li> : null}
            {order.payments.map((p) => (
              <li key={`${p.at}-${p.kind}-${p.amount}`}>
                {p.kind} {money(p.amount)} · {p.status} · {p.provider}
                {p.providerRef ? ` (${p.providerRef})` : ''}
              </li>
            ))}
          </ul>
          {order.shippingOption?.name ? <p>Shipping: {order.shippingOption.name}</p> : null}
        </div>
      </div>
      <OrderActions order={order} />
      <h4 className="store-section-title">Timeline</h4>
      <ol className="store-timeline">
        {order.timeline.map((e) => (
          <li key={`${e.at}-${e.kind}-${e.detail}`}>
            <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time> {e.detail || e.kind}
          </li>
        ))}
      </ol>
    </section>
  );
}
