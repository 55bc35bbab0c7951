import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../blocks/markup.test-support';
import { type CheckoutCartView, CheckoutScreen } from './checkout-screen';
import { CookiesRequiredScreen } from './cookies-required-screen';

const cart = (extra: Partial<CheckoutCartView> = {}): CheckoutCartView => ({
  totalQuantity: 1,
  subtotalFormatted: '$10.00',
  discountCents: 0,
  discountFormatted: '$0.00',
  requiresShipping: true,
  shippingOptions: [
    { id: 'r1', name: 'Standard' },
    { id: 'r2', name: 'Express' },
  ],
  ...extra,
});

const countries = [
  { code: 'DE', name: 'Germany' },
  { code: 'US', name: 'United States' },
];

const render = (
  view: CheckoutCartView,
  values: Record<string, string> = {},
  errors: Record<string, string> = {},
  alert = '',
) =>
  renderMarkup(
    <CheckoutScreen
      cart={view}
      values={values}
      errors={errors}
      alert={alert}
      country={values['shippingAddress.country'] ?? 'US'}
      countries={countries}
    />,
  );

describe('checkout screen', () => {
  it('asks for email and address in a form that posts to /checkout, the first rate chosen', () => {
    const { document, html } = render(cart());
    const form = document.querySelector('form[data-checkout-form]')!;
    expect(form.getAttribute('action')).toBe('/checkout');
    expect(form.getAttribute('method')).toBe('post');
    expect(
      [...form.querySelectorAll('input:not([type="radio"]), select')].map((f) => f.getAttribute('name')),
    ).toEqual([
      'email',
      'shippingAddress.name',
      'shippingAddress.line1',
      'shippingAddress.line2',
      'shippingAddress.city',
      'shippingAddress.region',
      'shippingAddress.postalCode',
      'shippingAddress.country',
    ]);
    expect(document.querySelector('label[for="shippingAddress.postalCode"]')?.textContent).toBe(
      'ZIP / postal code',
    );
    expect(document.querySelector('#email')?.getAttribute('type')).toBe('email');
    expect(document.querySelector('#shippingAddress\\.line2')?.hasAttribute('required')).toBe(false);
    expect(document.querySelector('#shippingAddress\\.city')?.hasAttribute('required')).toBe(true);
    expect(document.querySelector('option[selected]')?.getAttribute('value')).toBe('US');
    const rates = [...document.querySelectorAll('input[name="shippingRateId"]')];
    expect(rates.map((r) => [r.getAttribute('value'), r.hasAttribute('checked')])).toEqual([
      ['r1', true],
      ['r2', false],
    ]);
    expect(html).toContain('<p>1 item · Subtotal: <strong>$10.00</strong></p>');
  });

  it('comes back with what was typed and each refused field’s message under it', () => {
    const { document } = render(
      cart({ totalQuantity: 2, discountCents: 100, discountFormatted: '$1.00' }),
      { email: 'ada@example', 'shippingAddress.postalCode': '1000', 'shippingAddress.country': 'DE' },
      { email: 'Enter a valid email.', 'shippingAddress.postalCode': 'Enter a 5-digit ZIP code.' },
      'Check the highlighted fields.',
    );
    expect(document.querySelector('h1 + [role="alert"]')?.textContent).toBe('Check the highlighted fields.');
    expect(document.querySelector('#email')?.getAttribute('value')).toBe('ada@example');
    expect(document.querySelector('#email-error')?.textContent).toBe('Enter a valid email.');
    expect(document.querySelector('#shippingAddress-postalCode-error')?.textContent).toBe(
      'Enter a 5-digit ZIP code.',
    );
    expect(document.querySelector('option[selected]')?.getAttribute('value')).toBe('DE');
    expect(document.querySelector('#summary + p')?.textContent).toBe(
      '2 items · Subtotal: $10.00 · Discount -$1.00',
    );
  });

  it('asks no address for a cart with nothing to ship', () => {
    const { document } = render(cart({ requiresShipping: false }));
    expect(document.querySelector('fieldset')).toBeNull();
    expect(document.querySelector('button[type="submit"]')?.textContent).toBe('Continue to payment');
  });

  it('gives the spec’s alert without the cart cookies, with the way back at the entry', () => {
    const text =
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
    const entry = renderMarkup(<CookiesRequiredScreen atEntry />).document;
    expect(entry.querySelector('[role="alert"][data-checkout-alert]')?.textContent).toBe(text);
    expect(entry.querySelector('a.button')?.getAttribute('href')).toBe('/');
    const post = renderMarkup(<CookiesRequiredScreen atEntry={false} />).document;
    expect(post.querySelector('[role="alert"]')?.textContent).toBe(text);
    expect(post.querySelector('a')).toBeNull();
  });
});
