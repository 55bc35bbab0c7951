import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../blocks/markup.test-support';
import { type CartLineView, CartScreen, type CartView } from './cart-screen';

const line: CartLineView = {
  variantId: 'v'.repeat(24),
  url: '/p/espresso-cup',
  name: 'Espresso Cup',
  options: 'Speckled',
  quantity: 2,
  amountFormatted: '$36.00',
};

const cart = (extra: Partial<CartView> = {}): CartView => ({
  entries: [line],
  totalQuantity: 2,
  subtotalFormatted: '$36.00',
  discountCents: 0,
  discountFormatted: '$0.00',
  coupons: [],
  couponMessage: '',
  minimumMessage: '',
  belowMinimum: false,
  requiresShipping: true,
  ...extra,
});

const render = (view: CartView, alert = '', alsoBought: { name: string; url: string }[] = []) =>
  renderMarkup(<CartScreen cart={view} alert={alert} alsoBought={alsoBought} />).document;

describe('cart screen', () => {
  it('lists each line with forms that change or remove it without JavaScript', () => {
    const document = render(cart());
    expect(document.querySelector('[data-cart-root] h1')?.textContent).toBe('Shopping Cart');
    const row = document.querySelector('[data-cart-line]')!;
    expect(row.querySelector('a')?.getAttribute('href')).toBe('/p/espresso-cup');
    expect(row.querySelector('small')?.textContent).toBe('Speckled');
    const [update, remove] = [...row.querySelectorAll('form')];
    expect(update!.getAttribute('action')).toBe('/commerce/cart/update');
    expect(update!.querySelector('input[name="variantId"]')?.getAttribute('value')).toBe(line.variantId);
    expect(update!.querySelector('label')?.textContent).toBe('Quantity ');
    expect(update!.querySelector('input[name="quantity"]')?.getAttribute('value')).toBe('2');
    expect(remove!.getAttribute('action')).toBe('/commerce/cart/remove');
    expect(remove!.querySelector('button')?.getAttribute('aria-label')).toBe('Remove Espresso Cup');
    expect(row.querySelector('.num')?.textContent).toBe('$36.00');
    expect(document.querySelector('[data-subtotal]')?.textContent).toBe('$36.00');
    expect(document.querySelector('[data-cart-later]')?.textContent).toBe(
      'Shipping and tax are calculated at checkout, from your address.',
    );
    expect(render(cart({ requiresShipping: false })).querySelector('[data-cart-later]')).toBeNull();
    expect(document.querySelector('a[href="/commerce/goto-checkout"]')?.textContent).toBe('Checkout');
    expect(document.querySelector('a[href="/store"]')?.textContent).toBe('Continue Shopping');
  });

  it('keeps the coupon, its message, the discount and the minimum’s alert, and hides checkout below it', () => {
    const document = render(
      cart({
        coupons: ['SAVE10'],
        couponMessage: 'Your subtotal is below this coupon’s minimum.',
        discountCents: 360,
        discountFormatted: '$3.60',
        minimumMessage: 'Orders start at $50.00.',
        belowMinimum: true,
      }),
      'Unable to update quantity',
    );
    expect(document.querySelector('input[name="code"]')?.getAttribute('value')).toBe('SAVE10');
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      'Your subtotal is below this coupon’s minimum.',
    );
    expect(document.body.textContent).toContain('Discount: -$3.60');
    expect([...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent)).toEqual([
      'Unable to update quantity',
      'Orders start at $50.00.',
    ]);
    expect(document.querySelector('a[href="/commerce/goto-checkout"]')).toBeNull();
  });

  it('says an empty cart is empty and shows what others also bought', () => {
    const document = render(cart({ entries: [], totalQuantity: 0 }), '', [{ name: 'Bowl', url: '/p/bowl' }]);
    expect(document.querySelector('[data-cart-empty]')?.textContent).toBe('Your cart is empty.');
    expect(document.querySelector('table, #summary')).toBeNull();
    expect(document.querySelector('#also')?.textContent).toBe('Customers also bought');
    expect(document.querySelector('section[aria-labelledby="also"] a')?.getAttribute('href')).toBe('/p/bowl');
  });
});
