import { describe, expect, it } from 'vitest';
import { describeSettingsError, percentText, readCodes, readPercent } from './settings-rows';

describe('store settings as typed', () => {
  it('reads country codes in upper case without repeats', () => {
    expect(readCodes('us, ca  gb,us')).toEqual(['US', 'CA', 'GB']);
    expect(readCodes('*')).toEqual(['*']);
  });

  it('reads tax percentages into basis points and shows them back', () => {
    expect(readPercent('8.25')).toEqual({ ok: true, basisPoints: 825 });
    expect(readPercent('20%')).toEqual({ ok: true, basisPoints: 2000 });
    expect(readPercent('100.5')).toMatchObject({ ok: false });
    expect(readPercent('7.125')).toMatchObject({ ok: false });
    expect(percentText(825)).toBe('8.25');
    expect(percentText(2000)).toBe('20');
    expect(percentText(0)).toBe('0');
    expect(percentText(750)).toBe('7.5');
  });
});

describe('settings errors', () => {
  it('name the zone, rate and field in words', () => {
    expect(describeSettingsError('shippingZones.0.rates.1.amount', 'Too big.')).toBe(
      'Shipping zone 1, rate 2, price: Too big.',
    );
    expect(describeSettingsError('taxRates.2.country', 'Bad.')).toBe('Tax rate 3, country code: Bad.');
    expect(describeSettingsError('storeEmail', 'Enter an email address.')).toBe(
      'Store email: Enter an email address.',
    );
  });
});
