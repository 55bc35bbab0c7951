import { computeOrderTotals, defaultStoreSettings, type StoreSettings } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { orderToJson } from '#modules/orders/orders.model';
import type { OrderLinesTable, OrdersTable } from '#platform/db/schema';
import { checkoutCartView } from './checkout-view';
import { orderSummaryView, quoteSummaryView } from './order-summary-view';

const settings = (extra: Partial<StoreSettings> = {}): StoreSettings => ({
  ...defaultStoreSettings(),
  shippingZones: [
    {
      id: 'us',
      name: 'US',
      countries: ['US'],
      regions: [],
      rates: [
        { id: 'standard', name: 'Standard', kind: 'flat', amount: 600, freeOver: 5000, bands: [] },
        { id: 'express', name: 'Express', kind: 'flat', amount: 1800, freeOver: null, bands: [] },
      ],
    },
  ],
  taxRates: [{ country: 'US', region: 'NY', rate: 888 }],
  ...extra,
});

const mug = { key: 'v1', name: 'Mug', options: 'Blue', quantity: 2, unitPrice: 1700, weight: 1 };
const book = { key: 'v2', name: 'Book (PDF)', options: '', quantity: 1, unitPrice: 900, weight: 0 };

/** Prices lines as checkout does, and the order checkout would write from the same totals. */
function priced(
  lines: (typeof mug)[],
  store: StoreSettings,
  destination: { country: string; region: string } | null,
  shippingRateId: string | null = null,
  coupon: Parameters<typeof computeOrderTotals>[0]['coupon'] = null,
) {
  const totals = computeOrderTotals({
    lines: lines.map((l) => ({ ...l, requiresShipping: l.weight > 0 })),
    settings: store,
    coupon,
    destination,
    shippingRateId,
  });
  const order = {
    id: 'o'.repeat(24),
    currency: store.currency,
    subtotal: totals.subtotal,
    discount: totals.discount,
    shipping: totals.shipping,
    tax: totals.tax,
    total: totals.total,
    refunded: 0,
    shipping_option: totals.selectedShipping ? JSON.stringify(totals.selectedShipping) : null,
    shipping_address: null,
    billing_address: null,
  } as unknown as OrdersTable;
  const rows = lines.map(
    (l, i) =>
      ({
        id: `l${i}`,
        name: l.name,
        options: l.options,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        amount: totals.lines[i]!.amount,
      }) as unknown as OrderLinesTable,
  );
  return { totals, order: orderToJson(order, rows) };
}

describe('the order summary the customer sees', () => {
  it('gives the checkout, once it has the address, the same figures as the order it makes', () => {
    const store = settings();
    const { totals, order } = priced([mug], store, { country: 'US', region: 'NY' }, 'express');
    const quote = quoteSummaryView({
      currency: 'USD',
      pricesIncludeTax: false,
      lines: [mug],
      totals,
      addressKnown: true,
    });
    expect(quote).toEqual(orderSummaryView(order));
    expect(quote).toEqual({
      lines: [{ name: 'Mug', options: 'Blue', quantity: 2, amount: '$34.00' }],
      subtotal: '$34.00',
      discount: null,
      shipping: '$18.00',
      shippingName: 'Express',
      tax: '$3.02',
      taxIncluded: false,
      total: '$55.02',
    });
  });

  it('waits for the address before shipping, tax and the total, unless nothing is shipped', () => {
    const store = settings();
    const { totals } = priced([mug], store, { country: 'US', region: '' });
    const before = quoteSummaryView({
      currency: 'USD',
      pricesIncludeTax: false,
      lines: [mug],
      totals,
      addressKnown: false,
    });
    expect([before.shipping, before.tax, before.total]).toEqual([null, null, null]);
    const digital = priced([book], store, null);
    const download = quoteSummaryView({
      currency: 'USD',
      pricesIncludeTax: false,
      lines: [book],
      totals: digital.totals,
      addressKnown: false,
    });
    expect(download).toEqual(orderSummaryView(digital.order));
    expect([download.shipping, download.tax, download.total]).toEqual([null, null, '$9.00']);
  });

  it('says Free for free shipping and "Tax (included)" when the prices hold the tax, as the order does', () => {
    const store = settings({ pricesIncludeTax: true });
    // $51.00 holds 8.88% of tax: 5100 × 888 / 10888 = 415.9 cents, 416.
    const { totals, order } = priced([{ ...mug, quantity: 3 }], store, { country: 'US', region: 'NY' });
    const summary = orderSummaryView(order);
    expect(summary).toMatchObject({
      shipping: 'Free',
      shippingName: 'Standard',
      tax: '$4.16',
      taxIncluded: true,
    });
    expect(summary.total).toBe('$51.00');
    expect(
      quoteSummaryView({
        currency: 'USD',
        pricesIncludeTax: true,
        lines: [{ ...mug, quantity: 3 }],
        totals,
        addressKnown: true,
      }),
    ).toEqual(summary);
  });

  it('prices each shipping option at checkout; a free-shipping coupon makes them free', () => {
    const store = settings();
    const plain = priced([mug], store, { country: 'US', region: '' });
    const view = checkoutCartView({ settings: store, lines: [mug], totals: plain.totals }, false);
    expect(view.shippingOptions).toEqual([
      { id: 'standard', name: 'Standard', price: '$6.00' },
      { id: 'express', name: 'Express', price: '$18.00' },
    ]);
    expect(view.selectedShippingId).toBe('standard');
    const coupon = { code: 'SHIPFREE', kind: 'free_shipping' as const, amount: 0, minSubtotal: 0 };
    const free = priced([mug], store, { country: 'US', region: '' }, 'express', coupon);
    const freeView = checkoutCartView({ settings: store, lines: [mug], totals: free.totals }, true);
    expect(freeView.shippingOptions.map((o) => o.price)).toEqual(['Free', 'Free']);
    expect(freeView.selectedShippingId).toBe('express');
    expect(freeView.summary).toMatchObject({ shipping: 'Free', shippingName: 'Express', total: '$34.00' });
  });

  it('gives the total at once at a store that charges nothing by address', () => {
    const store = settings({ shippingZones: [], taxRates: [] });
    const { totals } = priced([mug], store, { country: 'US', region: '' });
    const view = checkoutCartView({ settings: store, lines: [mug], totals }, false);
    expect(view.shippingOptions).toEqual([]);
    expect(view.summary).toMatchObject({ shipping: null, tax: null, total: '$34.00' });
    // With a tax rate somewhere, the total waits for the address.
    const taxed = checkoutCartView(
      { settings: settings({ shippingZones: [] }), lines: [mug], totals },
      false,
    );
    expect(taxed.summary.total).toBeNull();
  });
});
