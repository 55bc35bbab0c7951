import { formatMoney } from '@atelier/domain';
import { useEffect, useState } from 'react';
import { describeError } from '../api/api-error';
import { getOrder, type OrderAddress, type StoreOrder } from '../api/store.api';
import { LoadFailed, Loading } from '../forms/forms-states';
import { OrderActions } from './order-actions';

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
export function OrderDetail({ id, onChanged, onClose }: { id: string; onChanged(): void; onClose(): void }) {
  const [order, setOrder] = useState<StoreOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for the order again
  useEffect(() => {
    let live = true;
    setError(null);
    getOrder(id).then(
      (r) => live && setOrder(r.order),
      (e: unknown) => live && setError(describeError(e)),
    );
    return () => {
      live = false;
    };
  }, [id, version]);
  if (error && !order) return <LoadFailed error={error} onRetry={() => setVersion((v) => v + 1)} />;
  if (!order) return <Loading>Loading order…</Loading>;
  const money = (value: number) => formatMoney(value, order.currency);
  return (
    <section aria-label={`Order #${order.number}`} className="store-order stack">
      <div className="store-view__head">
        <button type="button" className="button button--quiet button--small" onClick={onClose}>
          ← All orders
        </button>
        <h3 className="store-view__title">
          Order #{order.number} <span className={`badge badge--${order.status}`}>{order.status}</span>{' '}
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
      <OrderActions
        order={order}
        onDone={(next) => {
          setOrder(next);
          onChanged();
        }}
      />
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
