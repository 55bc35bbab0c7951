import { useText } from '../../i18n/use-text';

/**
 * The store's own link to the cart, above the store and product pages; hidden by the stylesheet when
 * the site's header carries the cart indicator already.
 */
export function CartLink() {
  const text = useText('store');
  return (
    <p>
      <a href="/cart" data-cart-indicator="">
        {text('cart')}
      </a>
    </p>
  );
}
