import { formatMoney } from '@atelier/domain';
import { type ReactNode, useId } from 'react';
import type { Member, MemberOrder } from '../api/members.api';
import { formatDay, orderStatusLabel } from './member-words';

/** The orders placed with the member's address, once it is confirmed as theirs. */
export function MemberOrders({ member, orders }: { member: Member; orders: readonly MemberOrder[] }) {
  const headingId = useId();
  let body: ReactNode;
  if (!member.verified) {
    body = <p className="muted">Orders show here once the member confirms their email address.</p>;
  } else if (orders.length === 0) {
    body = <p className="muted">No orders with this address yet.</p>;
  } else {
    body = (
      <table className="data-table">
        <caption className="visually-hidden">Orders of {member.email}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col" className="is-numeric">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">#{order.number}</th>
              <td>{formatDay(order.createdAt)}</td>
              <td>
                <span className={`badge badge--${order.status}`}>{orderStatusLabel(order.status)}</span>
              </td>
              <td className="is-numeric">{formatMoney(order.total, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section className="stack stack--tight" aria-labelledby={headingId}>
      <h4 id={headingId}>Orders</h4>
      {body}
    </section>
  );
}
