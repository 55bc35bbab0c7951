import { formatMoney } from '@atelier/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import { deleteCoupon, listCoupons, type StoreCoupon } from '../api/store-catalogue.api';
import { ConfirmStrip } from '../shared/confirm-strip';
import { FormError } from '../shared/fields';
import { queryKeys, useLoaded } from '../shared/queries';
import { CouponForm } from './coupon-form';
import { useStore } from './store-context';
import { ActionsHeader, LoadStates, RowActions, StoreTable } from './store-ui';

function discountText(coupon: StoreCoupon, currency: string): string {
  if (coupon.kind === 'percent') return `${coupon.amount}% off`;
  if (coupon.kind === 'fixed') return `${formatMoney(coupon.amount, currency)} off`;
  return 'Free shipping';
}

function datesText(coupon: StoreCoupon): string {
  const day = (iso: string) => new Date(iso).toLocaleString();
  if (coupon.startsAt && coupon.endsAt) return `${day(coupon.startsAt)} – ${day(coupon.endsAt)}`;
  if (coupon.startsAt) return `from ${day(coupon.startsAt)}`;
  if (coupon.endsAt) return `until ${day(coupon.endsAt)}`;
  return 'Always';
}

/** Coupons: percentage, fixed amount or free shipping, with their minimum, dates and limits. */
export function CouponsView() {
  const { canEdit, currency } = useStore();
  const client = useQueryClient();
  const coupons = useLoaded(queryKeys.coupons, listCoupons);
  const changed = () => void client.invalidateQueries({ queryKey: queryKeys.coupons });
  const [editing, setEditing] = useState<StoreCoupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StoreCoupon | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (editing) {
    return (
      <div className="stack">
        <h3 className="store-view__title">{editing === 'new' ? 'New coupon' : `Coupon ${editing.code}`}</h3>
        <CouponForm
          coupon={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      </div>
    );
  }
  return (
    <div className="stack">
      <div className="store-view__head">
        <h3 className="store-view__title">Coupons</h3>
        {canEdit ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            New coupon
          </button>
        ) : null}
      </div>
      <FormError message={error} />
      <LoadStates
        loaded={coupons}
        loading="Loading coupons…"
        empty={coupons.data?.length === 0}
        emptyTitle="No coupons yet"
      />
      {deleting ? (
        <ConfirmStrip
          message={`Delete the coupon ${deleting.code}?`}
          confirmLabel="Delete coupon"
          busy={false}
          returnFocusTo={`delete-coupon-${deleting.id}`}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const id = deleting.id;
            setDeleting(null);
            deleteCoupon(id).then(changed, (e: unknown) => setError(describeError(e)));
          }}
        />
      ) : null}
      {coupons.data?.length ? (
        <StoreTable
          head={
            <>
              <th>Code</th>
              <th>Discount</th>
              <th>Minimum</th>
              <th>Dates</th>
              <th>Used</th>
              <ActionsHeader />
            </>
          }
        >
          {coupons.data.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                {c.code} {c.active ? null : <span className="badge">Inactive</span>}
              </th>
              <td>{discountText(c, currency)}</td>
              <td>{c.minSubtotal ? formatMoney(c.minSubtotal, currency) : '—'}</td>
              <td>{datesText(c)}</td>
              <td>
                {c.timesUsed}
                {c.usageLimit ? ` of ${c.usageLimit}` : ''}
                {c.perCustomerLimit ? ` · ${c.perCustomerLimit} per customer` : ''}
              </td>
              <RowActions
                name={c.code}
                actions={[
                  { label: 'Edit', onClick: () => setEditing(c) },
                  { label: 'Delete', onClick: () => setDeleting(c), id: `delete-coupon-${c.id}` },
                ]}
              />
            </tr>
          ))}
        </StoreTable>
      ) : null}
    </div>
  );
}
