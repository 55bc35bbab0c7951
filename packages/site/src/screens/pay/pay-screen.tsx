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
  /** The signed pay token: it, not a session, authorises paying for the order. */
  token: string;
  /** Why the last try did not pay, or empty. */
  alert: string;
  cards: TestCardNumbers;
}

/**
 * The built-in test provider's card form, served by our own server: plain form posts (no script),
 * with a way to cancel the payment and the test cards to use.
 */
export function PayScreen({ orderId, orderNumber, total, token, alert, cards }: PayScreenProps) {
  const action = `/commerce/pay/${orderId}`;
  return (
    <>
      <h1>{`Pay ${total}`}</h1>
      <p>{`Order #${orderNumber}`}</p>
      {alert ? <div role="alert">{alert}</div> : null}
      <form method="post" action={action} data-test-card-form="">
        <input type="hidden" name="token" value={token} />
        <label htmlFor="card-number">Card number</label>
        <input id="card-number" name="number" inputMode="numeric" autoComplete="cc-number" required />
        <label htmlFor="card-expiry">Expiry (MM/YY)</label>
        <input id="card-expiry" name="expiry" autoComplete="cc-exp" placeholder="12/34" required />
        <label htmlFor="card-cvc">Security code</label>
        <input id="card-cvc" name="cvc" inputMode="numeric" autoComplete="cc-csc" required />
        <button type="submit">{`Pay ${total}`}</button>
      </form>
      <form method="post" action={`${action}/cancel`}>
        <input type="hidden" name="token" value={token} />
        <button className="secondary" type="submit">
          Cancel payment
        </button>
      </form>
      <p>
        <small>
          {`Test cards: ${cards.succeeds} pays, ${cards.declined} is declined, ${cards.needsConfirmation} asks for an extra confirmation. Any future expiry and any 3 digits.`}
        </small>
      </p>
    </>
  );
}
