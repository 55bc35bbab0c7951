import { useText } from '../../i18n/use-text';

/** One line of the cart, its amount formatted in the store's currency. */
export interface CartLineView {
  variantId: string;
  /** The product's page. */
  url: string;
  name: string;
  /** The variant's option values, "M / Blue"; empty without options. */
  options: string;
  quantity: number;
  amountFormatted: string;
}

/** What the cart screen shows of a priced cart (the cart JSON of spec 001 §3 has these fields). */
export interface CartView {
  entries: CartLineView[];
  totalQuantity: number;
  subtotalFormatted: string;
  discountCents: number;
  discountFormatted: string;
  coupons: string[];
  couponMessage: string;
  minimumMessage: string;
  belowMinimum: boolean;
  /** Something in the cart is shipped: shipping is added at checkout. */
  requiresShipping: boolean;
}

export interface CartScreenProps {
  cart: CartView;
  /** Why the last change could not be made, or empty. */
  alert: string;
  alsoBought: { name: string; url: string }[];
}

function CartLine({ line }: { line: CartLineView }) {
  const text = useText('store');
  return (
    <tr data-cart-line="">
      <td>
        <a href={line.url}>{line.name}</a>
        {line.options ? (
          <>
            {' '}
            <small>{line.options}</small>
          </>
        ) : null}
      </td>
      <td>
        <form method="post" action="/commerce/cart/update">
          <input type="hidden" name="variantId" value={line.variantId} />
          <label>
            {`${text('quantity')} `}
            <input
              name="quantity"
              type="number"
              min="0"
              max="999"
              defaultValue={line.quantity}
              style={{ width: '5rem' }}
            />
          </label>{' '}
          <button type="submit" className="secondary">
            {text('update')}
          </button>
        </form>
        <form method="post" action="/commerce/cart/remove">
          <input type="hidden" name="variantId" value={line.variantId} />
          <button type="submit" className="secondary" aria-label={text('removeItem', { name: line.name })}>
            {text('remove')}
          </button>
        </form>
      </td>
      <td className="num">{line.amountFormatted}</td>
    </tr>
  );
}

function CartSummary({ cart }: { cart: CartView }) {
  const text = useText('store');
  return (
    <section aria-labelledby="summary">
      <h2 id="summary">{text('summary')}</h2>
      <p>
        {`${text('labelColon', { label: text('subtotal') })} `}
        <strong data-subtotal="">{cart.subtotalFormatted}</strong>
      </p>
      {cart.discountCents ? <p>{text('discountAmount', { amount: cart.discountFormatted })}</p> : null}
      {cart.requiresShipping ? (
        <p data-cart-later="">
          <small>{text('shippingAtCheckout')}</small>
        </p>
      ) : null}
      <form method="post" action="/commerce/cart/coupon">
        <label htmlFor="coupon">{text('couponCode')}</label>
        <input id="coupon" name="code" defaultValue={cart.coupons[0] ?? ''} />
        <button type="submit" className="secondary">
          {text('applyCoupon')}
        </button>
      </form>
      {cart.couponMessage ? <p role="status">{cart.couponMessage}</p> : null}
      {cart.minimumMessage ? <div role="alert">{text.fromEnglish(cart.minimumMessage)}</div> : null}
      {cart.totalQuantity > 0 && !cart.belowMinimum ? (
        <a className="button" href="/commerce/goto-checkout">
          {text('checkout')}
        </a>
      ) : null}
    </section>
  );
}

/**
 * The cart (page type 200, "Shopping Cart" of spec 001 §2): its lines with forms that work without
 * JavaScript, the summary with the coupon and the way to checkout, and what others also bought.
 */
export function CartScreen({ cart, alert, alsoBought }: CartScreenProps) {
  const text = useText('store');
  const cartText = useText('cart');
  return (
    // The spec's full-page cart is found by this root element.
    <div data-cart-root="">
      <h1>{text('cartTitle')}</h1>
      {/* The server's reasons are the product's English messages: shown in the page's language. */}
      {alert ? <div role="alert">{cartText.fromEnglish(text.fromEnglish(alert))}</div> : null}
      {cart.totalQuantity === 0 ? (
        <p data-cart-empty="">{text('cartEmpty')}</p>
      ) : (
        <>
          <table>
            <tbody>
              {cart.entries.map((line) => (
                <CartLine key={line.variantId} line={line} />
              ))}
            </tbody>
          </table>
          <CartSummary cart={cart} />
        </>
      )}
      <p>
        <a className="button secondary" href="/store">
          {text('continueShopping')}
        </a>
      </p>
      {alsoBought.length ? (
        <section aria-labelledby="also">
          <h2 id="also">{text('customersAlsoBought')}</h2>
          <ul>
            {alsoBought.map((product) => (
              <li key={product.url}>
                <a href={product.url}>{product.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
