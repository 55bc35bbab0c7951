import type { ReactNode } from 'react';
import { useText } from '../../i18n/use-text';
import { OrderSummaryTable, type OrderSummaryView } from '../order-status/order-summary';

/** The built-in test provider's cards, as its form lists them. */
export interface TestCardNumbers {
  succeeds: string;
  declined: string;
  needsConfirmation: string;
}

export interface PayScreenProps {
  orderId: string;
  orderNumber: number;
  /** The order's total, formatted. */
  total: string;
  /** What the order costs, line by line, as its confirmation will show it. */
  summary: OrderSummaryView;
  /** The signed pay token: it, not a session, authorises paying for the order. */
  token: string;
  /** Why the last try did not pay, or empty. */
  alert: string;
  cards: TestCardNumbers;
}

/** A label and its field as one block, so the next field (and the Pay button) starts below it. */
function CardField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/**
 * The built-in test provider's card form, served by our own server: plain form posts (no script).
 * The order's summary (items, subtotal, discount, shipping, tax, total) comes first, so the
 * customer sees what they pay before the Pay button; then a way to cancel and the test cards.
 */
export function PayScreen({ orderId, orderNumber, total, summary, token, alert, cards }: PayScreenProps) {
  const action = `/commerce/pay/${orderId}`;
  const text = useText('store');
  return (
    <>
      <h1>{text('payTotal', { total })}</h1>
      <p>{text('orderReference', { number: orderNumber })}</p>
      {alert ? <div role="alert">{text.fromEnglish(alert)}</div> : null}
      <section aria-labelledby="order-summary">
        <h2 id="order-summary">{text('yourOrder')}</h2>
        <OrderSummaryTable summary={summary} />
      </section>
      <form method="post" action={action} data-test-card-form="">
        <input type="hidden" name="token" value={token} />
        <fieldset>
          <legend>{text('cardDetails')}</legend>
          <CardField id="card-number" label={text('cardNumber')}>
            <input id="card-number" name="number" inputMode="numeric" autoComplete="cc-number" required />
          </CardField>
          <CardField id="card-expiry" label={text('cardExpiry')}>
            <input id="card-expiry" name="expiry" autoComplete="cc-exp" placeholder="12/34" required />
          </CardField>
          <CardField id="card-cvc" label={text('cardSecurityCode')}>
            <input id="card-cvc" name="cvc" inputMode="numeric" autoComplete="cc-csc" required />
          </CardField>
        </fieldset>
        <div>
          <button type="submit">{text('payTotal', { total })}</button>
        </div>
      </form>
      <form method="post" action={`${action}/cancel`}>
        <input type="hidden" name="token" value={token} />
        <button className="secondary" type="submit">
          {text('cancelPayment')}
        </button>
      </form>
      <p>
        <small>
          {text('testCards', {
            succeeds: cards.succeeds,
            declined: cards.declined,
            confirm: cards.needsConfirmation,
          })}
        </small>
      </p>
    </>
  );
}
