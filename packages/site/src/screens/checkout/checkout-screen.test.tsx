import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../blocks/markup.test-support';
import type { OrderSummaryView } from '../order-status/order-summary';
import { type CheckoutCartView, CheckoutScreen, type CheckoutScreenProps } from './checkout-screen';
import { CookiesRequiredScreen } from './cookies-required-screen';

const summary = (extra: Partial<OrderSummaryView> = {}): OrderSummaryView => ({
  lines: [{ name: 'Mug', options: '', quantity: 1, amount: '$10.00' }],
  subtotal: '$10.00',
  discount: null,
  shipping: null,
  shippingName: '',
  tax: null,
  taxIncluded: false,
  total: null,
  ...extra,
});

const cart = (extra: Partial<CheckoutCartView> = {}): CheckoutCartView => ({
  totalQuantity: 1,
  subtotalFormatted: '$10.00',
  discountCents: 0,
  discountFormatted: '$0.00',
  requiresShipping: true,
  shippingOptions: [
    { id: 'r1', name: 'Standard', price: '$6.00' },
    { id: 'r2', name: 'Express', price: '$18.00' },
  ],
  selectedShippingId: 'r1',
  summary: summary(),
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
  review: CheckoutScreenProps['review'] = null,
) =>
  renderMarkup(
    <CheckoutScreen
      cart={view}
      values={values}
      errors={errors}
      alert={alert}
      country={values['shippingAddress.country'] ?? 'US'}
      countries={countries}
      review={review}
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

  it('prices each shipping option, and adds shipping, tax and the total once the address is known', () => {
    const before = render(cart()).document;
    expect(
      [...before.querySelectorAll('input[name="shippingRateId"]')].map((r) => r.parentElement?.textContent),
    ).toEqual([' Standard · $6.00', ' Express · $18.00']);
    const rows = (document: typeof before) =>
      [...document.querySelectorAll('#summary ~ table tr')].map((row) => row.textContent);
    expect(rows(before)).toEqual(['Mug × 1$10.00', 'Subtotal$10.00']);
    expect(before.querySelector('[data-summary-pending]')?.textContent).toBe(
      'Shipping and tax are added from your address before payment.',
    );
    const after = render(
      cart({
        selectedShippingId: 'r2',
        summary: summary({ shipping: '$18.00', shippingName: 'Express', tax: '$0.89', total: '$28.89' }),
      }),
      { 'shippingAddress.region': 'NY', shippingRateId: 'r2' },
    ).document;
    expect(rows(after)).toEqual([
      'Mug × 1$10.00',
      'Subtotal$10.00',
      'Shipping Express$18.00',
      'Tax$0.89',
      'Total$28.89',
    ]);
    expect(after.querySelector('[data-summary-pending]')).toBeNull();
    expect(after.querySelector('input[name="shippingRateId"][checked]')?.getAttribute('value')).toBe('r2');
    // Continue is the button Enter presses; Update posts the address as it is, unchecked.
    const buttons = [...after.querySelectorAll('form[data-checkout-form] button')];
    expect(buttons.map((b) => [b.textContent, b.getAttribute('name'), b.getAttribute('value')])).toEqual([
      ['Continue to payment', null, null],
      ['Update shipping and tax', 'intent', 'quote'],
    ]);
    expect(buttons[1]?.hasAttribute('formnovalidate')).toBe(true);
  });

  it('asks to check the order before paying on the provider’s page, sending back the total it showed', () => {
    const view = cart({ summary: summary({ total: '$16.00', shipping: '$6.00', shippingName: 'Standard' }) });
    const first = render(view, {}, {}, '', { totalCents: 1600, notice: '' }).document;
    expect(first.querySelector('[role="status"][data-checkout-review]')?.textContent).toBe(
      'Check your order: you pay this total on the next page.',
    );
    expect(first.querySelector('input[name="reviewedTotal"]')?.getAttribute('value')).toBe('1600');
    const changed = render(view, {}, {}, '', { totalCents: 1700, notice: 'The total changed.' }).document;
    expect(changed.querySelector('[data-checkout-review]')?.textContent).toBe('The total changed.');
    expect(render(view).document.querySelector('input[name="reviewedTotal"]')).toBeNull();
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
    expect([...document.querySelectorAll('button[type="submit"]')].map((b) => b.textContent)).toEqual([
      'Continue to payment',
    ]);
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
