import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../blocks/markup.test-support';
import { OrderStatusScreen, type OrderStatusScreenProps } from './order-status-screen';
import { OrderSummaryTable, type OrderSummaryView } from './order-summary';

const summary = (extra: Partial<OrderSummaryView> = {}): OrderSummaryView => ({
  lines: [
    { name: 'Espresso Cup', options: 'Speckled', quantity: 2, amount: '$36.00' },
    { name: 'Recipe Book', options: '', quantity: 1, amount: '$15.00' },
  ],
  subtotal: '$51.00',
  discount: null,
  shipping: '$5.00',
  shippingName: '',
  tax: null,
  taxIncluded: false,
  total: '$56.00',
  ...extra,
});

const order = (extra: Partial<OrderStatusScreenProps> = {}): OrderStatusScreenProps => ({
  placed: true,
  number: 1042,
  status: 'paid',
  fulfilled: false,
  trackingNumber: null,
  summary: summary(),
  refunded: null,
  refundedAutomatically: false,
  downloads: [],
  statusUrl: '/commerce/orders/o1?token=t',
  ...extra,
});

const render = (extra: Partial<OrderStatusScreenProps> = {}) =>
  renderMarkup(<OrderStatusScreen {...order(extra)} />).document;

describe('order status screen', () => {
  it('confirms a paid order the buyer arrives at from paying, with its lines and totals', () => {
    const document = render();
    expect(document.querySelector('h1[data-order-confirmed]')?.textContent).toBe('Order confirmed');
    expect(document.querySelector('[data-order-number]')?.textContent).toBe('#1042');
    expect(document.querySelector('[data-order-status]')?.parentElement?.textContent).toBe(
      'Status: Paid · Being prepared',
    );
    expect([...document.querySelectorAll('tr')].map((row) => row.textContent)).toEqual([
      'Espresso Cup Speckled × 2$36.00',
      'Recipe Book × 1$15.00',
      'Subtotal$51.00',
      'Shipping$5.00',
      'Total$56.00',
    ]);
    expect(document.querySelector('a.button')?.getAttribute('href')).toBe('/');
    // The confirmation leads to the order's status page, which the buyer can keep.
    const status = document.querySelector('a[data-order-status-link]');
    expect(status?.getAttribute('href')).toBe('/commerce/orders/o1?token=t');
    expect(status?.parentElement?.textContent).toBe(
      'Keep this link to check on your order later: View order status',
    );
  });

  it('shows the status otherwise, with tracking, refunds and why a late payment was refunded', () => {
    const document = render({
      placed: false,
      status: 'refunded',
      trackingNumber: 'TRACK-42',
      summary: summary({ discount: '$1.00', tax: '$2.00' }),
      refunded: '$56.00',
      refundedAutomatically: true,
    });
    expect(document.querySelector('h1')?.textContent).toBe('Order status');
    expect(document.querySelector('[data-order-confirmed]')).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Your payment arrived after the time we could hold your items and they sold out. We have refunded you in full.',
    );
    expect(document.querySelector('[data-order-status]')?.parentElement?.textContent).toBe(
      'Status: Refunded',
    );
    expect(document.body.textContent).toContain('Tracking number: TRACK-42');
    const rows = [...document.querySelectorAll('tr')].map((row) => row.textContent);
    expect(rows).toContain('Discount-$1.00');
    expect(rows).toContain('Tax$2.00');
    expect(rows.at(-1)).toBe('Refunded$56.00');
    expect(document.querySelector('[data-order-status-link]')).toBeNull();
    const pending = render({ placed: true, status: 'pending' });
    expect(pending.querySelector('h1')?.textContent).toBe('Order status');
    expect(pending.querySelector('[data-order-status-link]')).toBeNull();
  });

  it('names the shipping option, says when tax is in the prices, and leaves out what is not known', () => {
    const rows = (view: OrderSummaryView) =>
      [...renderMarkup(<OrderSummaryTable summary={view} />).document.querySelectorAll('tr')].map(
        (row) => row.textContent,
      );
    expect(
      rows(
        summary({ shipping: 'Free', shippingName: 'Standard (3–5 days)', tax: '$4.53', taxIncluded: true }),
      ),
    ).toEqual([
      'Espresso Cup Speckled × 2$36.00',
      'Recipe Book × 1$15.00',
      'Subtotal$51.00',
      'Shipping Standard (3–5 days)Free',
      'Tax (included)$4.53',
      'Total$56.00',
    ]);
    // The checkout before its address: lines and subtotal only.
    expect(rows(summary({ shipping: null, total: null }))).toEqual([
      'Espresso Cup Speckled × 2$36.00',
      'Recipe Book × 1$15.00',
      'Subtotal$51.00',
    ]);
  });

  it('lists each download with what is left of it, linked only while it gives the file', () => {
    const document = render({
      downloads: [
        {
          fileName: 'Recipes.pdf',
          href: '/commerce/downloads/x?token=a&b',
          state: { kind: 'open', left: 4, limit: 5, expiresAt: '2030-05-04T15:00:00.000Z' },
        },
        {
          fileName: 'Old.pdf',
          href: null,
          state: { kind: 'expired', expiresAt: '2020-01-02T03:04:00.000Z' },
        },
        { fileName: 'Used.pdf', href: null, state: { kind: 'used-up' } },
        { fileName: 'Gone.pdf', href: null, state: { kind: 'withdrawn' } },
      ],
    });
    const section = document.querySelector('section[aria-labelledby="downloads"]')!;
    expect(section.querySelector('h2')?.textContent).toBe('Your downloads');
    const links = [...section.querySelectorAll('a[data-download-link]')];
    expect(links.map((a) => [a.getAttribute('href'), a.hasAttribute('download'), a.textContent])).toEqual([
      ['/commerce/downloads/x?token=a&b', true, 'Download Recipes.pdf'],
    ]);
    expect([...section.querySelectorAll('[data-download-state]')].map((s) => s.textContent)).toEqual([
      '4 of 5 downloads left, until May 4, 2030 at 3:00 PM UTC.',
      'Expired on January 2, 2020 at 3:04 AM UTC.',
      'All downloads used.',
      'Withdrawn: the order was refunded or cancelled.',
    ]);
    expect(render().querySelector('.order-downloads')).toBeNull();
  });
});
