import { useState } from 'react';
import {
  listOrders,
  ORDERS_PAGE_SIZE,
  type OrdersFilter,
  ordersCsvUrl,
  type StoreOrder,
} from '../api/store.api';
import { SelectField, TextField } from '../shared/fields';
import { countLabel } from '../shared/format';
import { ListCount, ShowMore } from '../shared/list-states';
import { queryKeys, usePagedList } from '../shared/queries';
import { useDebounced } from '../shared/use-debounced';
import { OrderDetail } from './order-detail';
import { orderStatusBadge } from './order-status-label';
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

function StatusBadge({ order }: { order: { status: string; total: number; refunded: number } }) {
  const badge = orderStatusBadge(order);
  return <span className={badge.className}>{badge.text}</span>;
}

/** Orders: search, filter by status and date, export the list as CSV, open one to act on it. */
export function OrdersView() {
  const [filter, setFilter] = useState<OrdersFilter>({ q: '', status: '', from: '', to: '' });
  const [open, setOpen] = useState<string | null>(null);
  const settled = useDebounced(filter);
  const orders = usePagedList<StoreOrder>(queryKeys.orderList(settled), async (cursor) => {
    const page = await listOrders(settled, cursor);
    return { items: page.orders, total: page.total ?? 0, totalCapped: page.totalCapped, next: page.next };
  });
  const set = (change: Partial<OrdersFilter>) => setFilter({ ...filter, ...change });

  if (open) return <OrderDetail key={open} id={open} onClose={() => setOpen(null)} />;
  const list = orders.data?.items ?? [];
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
                    <StatusBadge order={o} />
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
          <ListCount
            label={
              orders.data ? countLabel(orders.data.total, 'order', 'orders', orders.data.totalCapped) : null
            }
            loading={orders.loading}
            error={orders.error}
          />
          <ShowMore
            more={Boolean(orders.data?.next)}
            remaining={orders.data?.totalCapped ? null : (orders.data?.total ?? 0) - list.length}
            pageSize={ORDERS_PAGE_SIZE}
            loading={orders.loadingMore}
            error={orders.moreError}
            onShowMore={() => void orders.showMore()}
          />
        </div>
      ) : null}
    </div>
  );
}
