import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../blocks/markup.test-support';
import type { OrderSummaryView } from '../order-status/order-summary';
import { ConfirmPaymentScreen } from './confirm-payment-screen';
import { PayScreen } from './pay-screen';

const ORDER = 'b'.repeat(24);
const summary: OrderSummaryView = {
  lines: [{ name: 'Espresso Cup', options: 'Speckled', quantity: 2, amount: '$36.00' }],
  subtotal: '$36.00',
  discount: '$3.60',
  shipping: '$6.00',
  shippingName: 'Standard (3–5 days)',
  tax: '$2.88',
  taxIncluded: false,
  total: '$41.28',
};
const cards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsConfirmation: '4000002500003155',
};

describe('test card screens', () => {
  it('shows the order line by line before the card form, whose Pay button comes after its fields', () => {
    const { document } = renderMarkup(
      <PayScreen
        orderId={ORDER}
        orderNumber={1007}
        total="$41.28"
        summary={summary}
        token="t"
        alert=""
        cards={cards}
      />,
    );
    const section = document.querySelector('section[aria-labelledby="order-summary"]')!;
    expect(section.querySelector('h2')?.textContent).toBe('Your order');
    expect([...section.querySelectorAll('tr')].map((row) => row.textContent)).toEqual([
      'Espresso Cup Speckled × 2$36.00',
      'Subtotal$36.00',
      'Discount-$3.60',
      'Shipping Standard (3–5 days)$6.00',
      'Tax$2.88',
      'Total$41.28',
    ]);
    // The summary comes before the form, so the total is read before the Pay button.
    const form = document.querySelector('form[data-test-card-form]')!;
    expect(section.compareDocumentPosition(form) & 4).toBe(4);
    // Each field is a block of its own, and the button sits in a block after the fields.
    const fieldset = form.querySelector('fieldset')!;
    expect(fieldset.querySelector('legend')?.textContent).toBe('Card details');
    expect([...fieldset.querySelectorAll(':scope > div')].map((d) => d.querySelector('input')?.name)).toEqual(
      ['number', 'expiry', 'cvc'],
    );
    expect(form.querySelector(':scope > div > button[type="submit"]')?.textContent).toBe('Pay $41.28');
  });

  it('posts the card with the pay token, offers to cancel and lists the test cards', () => {
    const { document } = renderMarkup(
      <PayScreen
        orderId={ORDER}
        orderNumber={1007}
        total="$36.00"
        summary={summary}
        token="t.o&k"
        alert=""
        cards={cards}
      />,
    );
    expect(document.querySelector('h1')?.textContent).toBe('Pay $36.00');
    expect(document.querySelector('h1 + p')?.textContent).toBe('Order #1007');
    expect(document.querySelector('[role="alert"]')).toBeNull();
    const [pay, cancel] = [...document.querySelectorAll('form')];
    expect(pay!.getAttribute('action')).toBe(`/commerce/pay/${ORDER}`);
    expect(pay!.hasAttribute('data-test-card-form')).toBe(true);
    expect([...pay!.querySelectorAll('input')].map((i) => i.getAttribute('name'))).toEqual([
      'token',
      'number',
      'expiry',
      'cvc',
    ]);
    expect(pay!.querySelector('input[name="token"]')?.getAttribute('value')).toBe('t.o&k');
    expect(document.querySelector('label[for="card-expiry"]')?.textContent).toBe('Expiry (MM/YY)');
    expect(pay!.querySelector('button')?.textContent).toBe('Pay $36.00');
    expect(cancel!.getAttribute('action')).toBe(`/commerce/pay/${ORDER}/cancel`);
    expect(cancel!.querySelector('input[name="token"]')?.getAttribute('value')).toBe('t.o&k');
    expect(document.querySelector('form + form + p > small')?.textContent).toBe(
      'Test cards: 4242424242424242 pays, 4000000000000002 is declined, 4000002500003155 asks for an extra confirmation. Any future expiry and any 3 digits.',
    );
    const declined = renderMarkup(
      <PayScreen
        orderId={ORDER}
        orderNumber={1}
        total="$1.00"
        summary={summary}
        token="t"
        alert="Your card was declined."
        cards={cards}
      />,
    ).document;
    expect(declined.querySelector('[role="alert"]')?.textContent).toBe('Your card was declined.');
  });

  it('confirms or fails the extra step with the signed attempt', () => {
    const { document } = renderMarkup(
      <ConfirmPaymentScreen orderId={ORDER} total="$36.00" token="t" attempt="a.b" />,
    );
    expect(document.querySelector('p')?.textContent).toBe('Your bank asks you to confirm paying $36.00.');
    const form = document.querySelector('form')!;
    expect(form.getAttribute('action')).toBe(`/commerce/pay/${ORDER}/confirm`);
    expect(form.querySelector('input[name="attempt"]')?.getAttribute('value')).toBe('a.b');
    expect([...form.querySelectorAll('button[name="decision"]')].map((b) => b.getAttribute('value'))).toEqual(
      ['confirm', 'fail'],
    );
  });
});
