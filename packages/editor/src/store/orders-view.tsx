import { useState } from 'react';
import { listOrders, type OrdersFilter, ordersCsvUrl } from '../api/store.api';
import { useDebounced, useLoader } from '../forms/use-loader';
import { SelectField, TextField } from '../shared/fields';
import { OrderDetail } from './order-detail';
import { LoadStates } from './store-ui';

const STATUSES = [
  ['', 'Paid, refunded and cancelled'],
  ['paid', 'Paid'],
  ['refunded', 'Refunded'],
  ['cancelled', 'Cancelled'],
  ['pending', 'Awaiting payment'],
  ['expired', 'Expired'],
  ['failed', 'Failed'],
] as const;

/** Orders: search, filter by status and date, export the list as CSV, open one to act on it. */
export function OrdersView() {
  const [filter, setFilter] = useState<OrdersFilter>({ q: '', status: '', from: '', to: '' });
  const [open, setOpen] = useState<string | null>(null);
  const settled = useDebounced(filter);
  const orders = useLoader(JSON.stringify(settled), () => listOrders(settled));
  const set = (change: Partial<OrdersFilter>) => setFilter({ ...filter, ...change });

  if (open)
    return <OrderDetail key={open} id={open} onChanged={orders.reload} onClose={() => setOpen(null)} />;
  const list = orders.data?.orders ?? [];
  return (
    <div className="stack">
      <div className="store-view__head">
        <h3 className="store-view__title">Orders</h3>
        <a className="button button--quiet" href={ordersCsvUrl(settled)} download>
          Export CSV
        </a>
      </div>
      <div className="store-toolbar">
        <TextField
          label="Search orders"
          type="search"
          placeholder="Number, email, name"
          value={filter.q}
          onChange={(e) => set({ q: e.target.value })}
        />
        <SelectField label="Status" value={filter.status} onChange={(e) => set({ status: e.target.value })}>
          {STATUSES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={filter.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField label="To" type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
      </div>
      <LoadStates
        loaded={orders}
        loading="Loading orders…"
        empty={list.length === 0}
        emptyTitle="No orders match."
      />
      {list.length ? (
        <div className="store-table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th>Order</th>
                <th>Date</th>
                <th>Customer</th>
                <th>Status</th>
                <th>Fulfilment</th>
                <th className="is-numeric">Total</th>
              </tr>
            </thead>
            <tbody>
              {list.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    <button type="button" className="link-button" onClick={() => setOpen(o.id)}>
                      #{o.number}
                    </button>
                  </th>
                  <td>{new Date(o.createdAt).toLocaleDateString()}</td>
                  <td>{o.email}</td>
                  <td>
                    <span className={`badge badge--${o.status}`}>{o.status}</span>
                  </td>
                  <td>{o.fulfilment}</td>
                  <td className="is-numeric">
                    {o.formatted.total}
                    {o.refunded ? <span className="muted"> (refunded {o.formatted.refunded})</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {orders.data && orders.data.total > list.length ? (
            <p className="muted">
              Showing the latest {list.length} of {orders.data.total}; narrow the search to find older ones.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
