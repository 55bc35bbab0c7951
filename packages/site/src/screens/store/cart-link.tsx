/**
 * The store's own link to the cart, above the store and product pages; hidden by the stylesheet when
 * the site's header carries the cart indicator already.
 */
export function CartLink() {
  return (
    <p>
      <a href="/cart" data-cart-indicator="">
        Cart
      </a>
    </p>
  );
}
