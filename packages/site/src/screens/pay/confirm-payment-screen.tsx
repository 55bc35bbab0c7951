import { useText } from '../../i18n/use-text';

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
  const text = useText('store');
  return (
    <>
      <h1>{text('confirmPaymentTitle')}</h1>
      <p>{text('bankAsksToConfirm', { total })}</p>
      <form method="post" action={`/commerce/pay/${orderId}/confirm`}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="attempt" value={attempt} />
        <button type="submit" name="decision" value="confirm">
          {text('confirmPayment')}
        </button>{' '}
        <button className="secondary" type="submit" name="decision" value="fail">
          {text('failConfirmation')}
        </button>
      </form>
    </>
  );
}
