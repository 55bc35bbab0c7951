import { useText } from '../../i18n/use-text';

/**
 * Checkout without the cart cookies (spec 000 §5): the spec's alert. At the checkout entry
 * (/commerce/goto-checkout) it is marked for scripts and offers the way back to the store.
 */
export function CookiesRequiredScreen({ atEntry }: { atEntry: boolean }) {
  const text = useText('store');
  if (!atEntry) return <div role="alert">{text('cookiesRequired')}</div>;
  return (
    <>
      <div role="alert" data-checkout-alert="">
        {text('cookiesRequired')}
      </div>
      <a className="button" href="/">
        {text('continueShopping')}
      </a>
    </>
  );
}
