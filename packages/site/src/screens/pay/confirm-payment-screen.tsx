export interface ConfirmPaymentScreenProps {
  orderId: string;
  /** The order's total, formatted. */
  total: string;
  token: string;
  /** The signed attempt the confirmation posts back. */
  attempt: string;
}

/** The test card's extra step (the card that "asks your bank"): confirm the payment or fail it. */
export function ConfirmPaymentScreen({ orderId, total, token, attempt }: ConfirmPaymentScreenProps) {
  return (
    <>
      <h1>Confirm this payment</h1>
      <p>{`Your bank asks you to confirm paying ${total}.`}</p>
      <form method="post" action={`/commerce/pay/${orderId}/confirm`}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="attempt" value={attempt} />
        <button type="submit" name="decision" value="confirm">
          Confirm payment
        </button>{' '}
        <button className="secondary" type="submit" name="decision" value="fail">
          Fail confirmation
        </button>
      </form>
    </>
  );
}
