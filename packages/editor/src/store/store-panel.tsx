import { useCallback, useEffect, useState } from 'react';
import {
  cancelOrder,
  fulfilOrder,
  getOrder,
  type InventoryRow,
  listInventory,
  listOrders,
  ordersCsvUrl,
  refundOrder,
  type StoreOrder,
  setStock,
} from '../api/store.api';
import { ModalDialog } from '../shared/modal-dialog';

const STATUSES = ['', 'paid', 'refunded', 'cancelled', 'pending', 'expired'];

function OrderDetail({ id, onChanged }: { id: string; onChanged(): void }) {
  const [order, setOrder] = useState<StoreOrder | null>(null);
  const [tracking, setTracking] = useState('');
  const [refund, setRefund] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    getOrder(id).then(
      (r) => setOrder(r.order),
      (e: Error) => setError(e.message),
    );
  }, [id]);
  const act = async (run: () => Promise<{ order: StoreOrder }>) => {
    setError('');
    try {
      setOrder((await run()).order);
      onChanged();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  if (!order) return <p>{error || 'Loading order…'}</p>;
  return (
    <section aria-label={`Order #${order.number}`} className="store-order">
      <h3>
        Order #{order.number} · {order.status} · {order.fulfilment}
      </h3>
      <p>
        {order.email} · {order.formatted.total}
        {order.refunded ? ` · refunded ${order.formatted.refunded}` : ''}
        {order.trackingNumber ? ` · tracking ${order.trackingNumber}` : ''}
      </p>
      <ul>
        {order.lines.map((l) => (
          <li key={l.id}>
            {l.quantity} × {l.name} {l.options} — {l.amountFormatted}
          </li>
        ))}
      </ul>
      {error ? <p role="alert">{error}</p> : null}
      {order.status === 'paid' ? (
        <div className="store-order__actions">
          <label>
            Tracking number <input value={tracking} onChange={(e) => setTracking(e.target.value)} />
          </label>
          <button type="button" className="button" onClick={() => act(() => fulfilOrder(order.id, tracking))}>
            Mark fulfilled
          </button>
          <label>
            Refund amount (minor units, empty for all){' '}
            <input inputMode="numeric" value={refund} onChange={(e) => setRefund(e.target.value)} />
          </label>
          <button
            type="button"
            className="button"
            onClick={() => act(() => refundOrder(order.id, refund.trim() ? Number(refund) : null))}
          >
            Refund
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => act(() => cancelOrder(order.id))}
          >
            Cancel order
          </button>
        </div>
      ) : null}
      <h4>Timeline</h4>
      <ol>
        {order.timeline.map((e) => (
          <li key={`${e.at}-${e.kind}-${e.detail}`}>
            {new Date(e.at).toLocaleString()} — {e.detail || e.kind}
          </li>
        ))}
      </ol>
    </section>
  );
}

function OrdersTab() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [orders, setOrders] = useState<StoreOrder[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const load = useCallback(() => {
    listOrders({ q, status }).then(
      (r) => setOrders(r.orders),
      () => setOrders([]),
    );
  }, [q, status]);
  useEffect(load, [load]);
  return (
    <div>
      <div className="store-toolbar">
        <label>
          Search <input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </label>
        <label>
          Status{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s || 'paid, refunded and cancelled'}
              </option>
            ))}
          </select>
        </label>
        <a className="button button--quiet" href={ordersCsvUrl} download>
          Export CSV
        </a>
      </div>
      {orders === null ? <p>Loading orders…</p> : null}
      {orders?.length === 0 ? <p>No orders yet.</p> : null}
      <table className="data-table">
        <tbody>
          {orders?.map((o) => (
            <tr key={o.id}>
              <td>
                <button type="button" className="button button--quiet" onClick={() => setOpen(o.id)}>
                  #{o.number}
                </button>
              </td>
              <td>{new Date(o.createdAt).toLocaleDateString()}</td>
              <td>{o.email}</td>
              <td>{o.status}</td>
              <td>{o.fulfilment}</td>
              <td>{o.formatted.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {open ? <OrderDetail key={open} id={open} onChanged={load} /> : null}
    </div>
  );
}

function InventoryTab() {
  const [rows, setRows] = useState<InventoryRow[] | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    listInventory().then(
      (r) => setRows(r.inventory),
      (e: Error) => setError(e.message),
    );
  }, []);
  useEffect(load, [load]);
  const save = async (row: InventoryRow, value: string) => {
    const qty = Number(value);
    if (!Number.isInteger(qty) || qty < 0 || qty === row.qtyInStock) return;
    try {
      await setStock(row.variantId, qty);
      setError('');
      load();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <div>
      {error ? <p role="alert">{error}</p> : null}
      <table className="data-table">
        <thead>
          <tr>
            <th>Product</th>
            <th>Variant</th>
            <th>SKU</th>
            <th>Stock</th>
          </tr>
        </thead>
        <tbody>
          {rows?.map((r) => (
            <tr key={r.variantId} className={r.lowStock ? 'store-low-stock' : undefined}>
              <td>{r.productName}</td>
              <td>{r.options}</td>
              <td>{r.sku}</td>
              <td>
                {r.unlimited ? (
                  'Unlimited'
                ) : (
                  <input
                    aria-label={`Stock of ${r.productName} ${r.options}`}
                    type="number"
                    min={0}
                    defaultValue={r.qtyInStock}
                    onBlur={(e) => void save(r, e.target.value)}
                  />
                )}
                {r.lowStock ? <span className="badge">Low stock</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The owner's store: orders (search, detail, fulfil, refund, cancel, CSV) and inventory. */
export function StorePanel({ onClose }: { onClose(): void }) {
  const [tab, setTab] = useState<'orders' | 'inventory'>('orders');
  return (
    <ModalDialog title="Store" onClose={onClose} className="modal--wide">
      <div role="tablist" aria-label="Store">
        {(['orders', 'inventory'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className="button button--quiet"
            onClick={() => setTab(name)}
          >
            {name === 'orders' ? 'Orders' : 'Inventory'}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'orders' ? <OrdersTab /> : <InventoryTab />}</div>
    </ModalDialog>
  );
}
