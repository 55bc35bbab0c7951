import { checkoutMessages } from '@atelier/domain';

/**
 * Checkout without the cart cookies (spec 000 §5): the spec's alert. At the checkout entry
 * (/commerce/goto-checkout) it is marked for scripts and offers the way back to the store.
 */
export function CookiesRequiredScreen({ atEntry }: { atEntry: boolean }) {
  if (!atEntry) return <div role="alert">{checkoutMessages.cookiesRequired}</div>;
  return (
    <>
      <div role="alert" data-checkout-alert="">
        {checkoutMessages.cookiesRequired}
      </div>
      <a className="button" href="/">
        Continue Shopping
      </a>
    </>
  );
}
