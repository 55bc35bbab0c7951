import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import { cancelOrder, fulfilOrder, refundOrder, type StoreOrder } from '../api/store.api';
import { ConfirmStrip } from '../shared/confirm-strip';
import { FormError, TextField } from '../shared/fields';
import { queryKeys } from '../shared/queries';
import { MoneyField } from './money-field';
import { refundLeftText } from './order-status-label';
import { useStore } from './store-context';

/**
 * Fulfil with a tracking number, refund all or part, cancel: each answer replaces the order shown,
 * and the orders list, the stock and the products (a cancellation gives stock back) are asked again.
 */
export function OrderActions({ order }: { order: StoreOrder }) {
  const { canEdit } = useStore();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (run: () => Promise<{ order: StoreOrder }>) => run(),
    onSuccess: ({ order: next }) => {
      client.setQueryData(queryKeys.order(next.id), next);
      void client.invalidateQueries({ queryKey: queryKeys.orders });
      void client.invalidateQueries({ queryKey: queryKeys.inventory });
      void client.invalidateQueries({ queryKey: queryKeys.products });
    },
  });
  const [tracking, setTracking] = useState('');
  const left = order.total - order.refunded;
  const [amount, setAmount] = useState(left);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'cancel' | 'refund' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!canEdit) return null;

  const act = async (run: () => Promise<{ order: StoreOrder }>, message: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const next = (await change.mutateAsync(run)).order;
      setAmount(next.total - next.refunded);
      setDone(message);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };
  const paid = order.status === 'paid';
  const refundable = (paid || order.status === 'cancelled') && left > 0;
  const canCancel = paid || order.status === 'pending';
  if (!refundable && !canCancel && order.fulfilment === 'fulfilled') return null;

  return (
    <div className="store-order__actions stack stack--tight">
      {paid && order.fulfilment !== 'fulfilled' ? (
        <div className="store-action-row">
          <TextField
            label="Tracking number (optional)"
            value={tracking}
            maxLength={100}
            onChange={(e) => setTracking(e.target.value)}
          />
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              void act(
                () => fulfilOrder(order.id, tracking.trim()),
                'Marked fulfilled; the mail to the customer is in the outbox.',
              )
            }
          >
            Mark fulfilled
          </button>
        </div>
      ) : null}
      {refundable ? (
        <div className="store-action-row">
          <MoneyField
            label="Refund amount"
            currency={order.currency}
            value={amount}
            max={left}
            hint={refundLeftText(order)}
            onChange={setAmount}
          />
          <button
            id={`refund-${order.id}`}
            type="button"
            className="button"
            disabled={busy || amount <= 0}
            onClick={() => setConfirm('refund')}
          >
            Refund
          </button>
        </div>
      ) : null}
      {canCancel ? (
        <div className="store-action-row">
          <button
            id={`cancel-${order.id}`}
            type="button"
            className="button button--quiet"
            disabled={busy}
            onClick={() => setConfirm('cancel')}
          >
            Cancel order
          </button>
        </div>
      ) : null}
      {confirm === 'refund' ? (
        <ConfirmStrip
          message={
            amount >= left
              ? 'Refund the whole order through the payment provider?'
              : 'Refund this part of the order through the payment provider?'
          }
          confirmLabel="Confirm refund"
          busy={busy}
          returnFocusTo={`refund-${order.id}`}
          onCancel={() => setConfirm(null)}
          onConfirm={() =>
            void act(
              () => refundOrder(order.id, amount >= left ? null : amount),
              'Refunded; the mail to the customer is in the outbox.',
            )
          }
        />
      ) : null}
      {confirm === 'cancel' ? (
        <ConfirmStrip
          message="Cancel this order? Its items go back into stock. A payment is not refunded until you refund it."
          confirmLabel="Confirm cancel"
          busy={busy}
          returnFocusTo={`cancel-${order.id}`}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void act(() => cancelOrder(order.id), 'Order cancelled; stock went back.')}
        />
      ) : null}
      <FormError message={error} />
      {done ? (
        <p className="notice" role="status">
          {done}
        </p>
      ) : null}
    </div>
  );
}
