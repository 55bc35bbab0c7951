import { describe, expect, it } from 'vitest';
import { validateAddress } from './address';
import { computeOrderTotals } from './order-totals';
import { divideRoundHalfAway, spreadOver } from './rounding';
import { defaultStoreSettings, type StoreSettings } from './store-settings';

const line = (key: string, unitPrice: number, quantity = 1, weight = 0) => ({
  key,
  unitPrice,
  quantity,
  weight,
  requiresShipping: true,
});

const settings = (patch: Partial<StoreSettings> = {}): StoreSettings => ({
  ...defaultStoreSettings(),
  ...patch,
});

describe('rounding', () => {
  it('rounds halves away from zero', () => {
    expect(divideRoundHalfAway(5, 10)).toBe(1);
    expect(divideRoundHalfAway(-5, 10)).toBe(-1);
    expect(divideRoundHalfAway(4, 10)).toBe(0);
    expect(divideRoundHalfAway(15, 10)).toBe(2);
    expect(divideRoundHalfAway(25, 10)).toBe(3);
  });

  it('spreads an amount with the remainder on the last share', () => {
    expect(spreadOver(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(spreadOver(10, [300, 700])).toEqual([3, 7]);
    expect(spreadOver(7, [0, 0])).toEqual([0, 7]);
  });
});

describe('order totals', () => {
  it('charges exclusive tax per line, rounded half away from zero', () => {
    const totals = computeOrderTotals({
      lines: [line('a', 1050), line('b', 1150)],
      settings: settings({ taxRates: [{ country: 'US', region: null, rate: 1000 }] }),
      coupon: null,
      destination: { country: 'US', region: 'NY' },
      shippingRateId: null,
    });
    // 10% of 1050 = 105, of 1150 = 115
    expect(totals.lines.map((l) => l.tax)).toEqual([105, 115]);
    expect(totals.total).toBe(2200 + 220);
  });

  it('rounds each line on its own: 0.5 cent goes up on both', () => {
    const totals = computeOrderTotals({
      lines: [line('a', 5), line('b', 5)],
      settings: settings({ taxRates: [{ country: 'US', region: null, rate: 1000 }] }),
      coupon: null,
      destination: { country: 'US', region: 'NY' },
      shippingRateId: null,
    });
    expect(totals.lines.map((l) => l.tax)).toEqual([1, 1]);
    expect(totals.tax).toBe(2);
  });

  it('takes included tax out of the price rather than adding it', () => {
    const totals = computeOrderTotals({
      lines: [line('a', 1200)],
      settings: settings({ pricesIncludeTax: true, taxRates: [{ country: 'GB', region: null, rate: 2000 }] }),
      coupon: null,
      destination: { country: 'GB', region: '' },
      shippingRateId: null,
    });
    expect(totals.tax).toBe(200);
    expect(totals.total).toBe(1200);
  });

  it('prefers a regional tax rate to the national one', () => {
    const s = settings({
      taxRates: [
        { country: 'US', region: null, rate: 500 },
        { country: 'US', region: 'CA', rate: 725 },
      ],
    });
    const at = (region: string) =>
      computeOrderTotals({
        lines: [line('a', 10000)],
        settings: s,
        coupon: null,
        destination: { country: 'US', region },
        shippingRateId: null,
      }).tax;
    expect(at('CA')).toBe(725);
    expect(at('NY')).toBe(500);
  });

  it('spreads an order discount over the lines, remainder on the last, and taxes what is left', () => {
    const totals = computeOrderTotals({
      lines: [line('a', 1000), line('b', 1000), line('c', 1000)],
      settings: settings({ taxRates: [{ country: 'US', region: null, rate: 1000 }] }),
      coupon: { code: 'TEN', kind: 'fixed', amount: 100, minSubtotal: 0 },
      destination: { country: 'US', region: 'NY' },
      shippingRateId: null,
    });
    expect(totals.lines.map((l) => l.discount)).toEqual([33, 33, 34]);
    expect(totals.lines.map((l) => l.tax)).toEqual([97, 97, 97]);
    expect(totals.discount).toBe(100);
    expect(totals.total).toBe(3000 - 100 + 291);
  });

  it('applies a percent coupon only from its minimum subtotal', () => {
    const run = (price: number) =>
      computeOrderTotals({
        lines: [line('a', price)],
        settings: settings(),
        coupon: { code: 'P', kind: 'percent', amount: 15, minSubtotal: 2000 },
        destination: null,
        shippingRateId: null,
      });
    expect(run(1999)).toMatchObject({ discount: 0, coupon: null });
    expect(run(2001)).toMatchObject({ discount: 300, coupon: { code: 'P' } });
  });

  it('offers flat, free-over and weight-band shipping for the matching zone', () => {
    const s = settings({
      shippingZones: [
        {
          id: 'us',
          name: 'US',
          countries: ['US'],
          regions: [],
          rates: [
            { id: 'std', name: 'Standard', kind: 'flat', amount: 500, freeOver: 5000, bands: [] },
            {
              id: 'w',
              name: 'By weight',
              kind: 'weight',
              amount: 0,
              freeOver: null,
              bands: [
                { upTo: 1, amount: 300 },
                { upTo: 5, amount: 900 },
              ],
            },
          ],
        },
        {
          id: 'world',
          name: 'World',
          countries: ['*'],
          regions: [],
          rates: [{ id: 'intl', name: 'Intl', kind: 'flat', amount: 2000, freeOver: null, bands: [] }],
        },
      ],
    });
    const at = (country: string, price: number, weight: number, rate: string | null = null) =>
      computeOrderTotals({
        lines: [line('a', price, 1, weight)],
        settings: s,
        coupon: null,
        destination: { country, region: '' },
        shippingRateId: rate,
      });
    expect(at('US', 1000, 2).shippingOptions).toEqual([
      { id: 'std', name: 'Standard', amount: 500 },
      { id: 'w', name: 'By weight', amount: 900 },
    ]);
    expect(at('US', 6000, 0.5).shippingOptions[0]!.amount).toBe(0);
    expect(at('US', 1000, 9).shippingOptions.map((o) => o.id)).toEqual(['std']);
    expect(at('US', 1000, 0.5, 'w').shipping).toBe(300);
    expect(at('FR', 1000, 1).shipping).toBe(2000);
  });

  it('flags an order under the store minimum', () => {
    const totals = computeOrderTotals({
      lines: [line('a', 999)],
      settings: settings({ minimumSubtotal: 1000 }),
      coupon: null,
      destination: null,
      shippingRateId: null,
    });
    expect(totals.belowMinimum).toBe(true);
  });
});

describe('address validation', () => {
  const base = {
    name: 'Ada',
    line1: '1 Main St',
    line2: '',
    city: 'Town',
    region: 'NY',
    postalCode: '10001',
    country: 'US',
  };
  it('wants exactly five digits for a US zip and a state', () => {
    expect(validateAddress(base)).toEqual({});
    expect(validateAddress({ ...base, postalCode: '10001-1234' })).toHaveProperty('postalCode');
    expect(validateAddress({ ...base, region: 'XX' })).toHaveProperty('region');
  });
  it('checks Canada, the UK, the EU and Australia, and takes free text elsewhere', () => {
    expect(validateAddress({ ...base, country: 'CA', region: 'ON', postalCode: 'K1A 0B1' })).toEqual({});
    expect(validateAddress({ ...base, country: 'CA', region: 'ON', postalCode: '12345' })).toHaveProperty(
      'postalCode',
    );
    expect(validateAddress({ ...base, country: 'GB', region: '', postalCode: 'SW1A 1AA' })).toEqual({});
    expect(validateAddress({ ...base, country: 'GB', region: '', postalCode: 'NOPE' })).toHaveProperty(
      'postalCode',
    );
    expect(validateAddress({ ...base, country: 'DE', region: '', postalCode: '10115' })).toEqual({});
    expect(validateAddress({ ...base, country: 'AU', region: 'NSW', postalCode: '2000' })).toEqual({});
    expect(validateAddress({ ...base, country: 'AU', region: 'NSW', postalCode: '200' })).toHaveProperty(
      'postalCode',
    );
    expect(validateAddress({ ...base, country: 'JP', region: '', postalCode: '〒100-0001' })).toEqual({});
    expect(validateAddress({ ...base, line1: ' ' })).toHaveProperty('line1');
  });
});
