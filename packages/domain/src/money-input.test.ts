import { describe, expect, it } from 'vitest';
import { moneyToInput, parseMoneyInput } from './money-input';

describe('amounts an owner types', () => {
  it('shows minor units with the currency’s fraction digits', () => {
    expect(moneyToInput(1250, 'USD')).toBe('12.50');
    expect(moneyToInput(5, 'EUR')).toBe('0.05');
    expect(moneyToInput(1200, 'JPY')).toBe('1200');
    expect(moneyToInput(0, 'GBP')).toBe('0.00');
  });

  it('reads major units into whole minor units without floating point', () => {
    expect(parseMoneyInput('12.5', 'USD')).toEqual({ ok: true, minorUnits: 1250 });
    expect(parseMoneyInput('$1,234.56', 'USD')).toEqual({ ok: true, minorUnits: 123456 });
    expect(parseMoneyInput('0.29', 'USD')).toEqual({ ok: true, minorUnits: 29 });
    expect(parseMoneyInput('19,99', 'EUR')).toEqual({ ok: true, minorUnits: 1999 });
    expect(parseMoneyInput('1200', 'JPY')).toEqual({ ok: true, minorUnits: 1200 });
    expect(parseMoneyInput('99 kr', 'SEK')).toEqual({ ok: true, minorUnits: 9900 });
  });

  it('refuses what is not an amount of the currency', () => {
    expect(parseMoneyInput('', 'USD')).toMatchObject({ ok: false, message: 'Enter an amount.' });
    expect(parseMoneyInput('1.234', 'USD')).toMatchObject({
      ok: false,
      message: 'Use at most 2 digits after the point.',
    });
    expect(parseMoneyInput('10.5', 'JPY')).toMatchObject({
      ok: false,
      message: 'This currency has no cents.',
    });
    expect(parseMoneyInput('-3', 'USD')).toMatchObject({ ok: false, message: 'Use an amount of 0 or more.' });
    expect(parseMoneyInput('abc', 'USD')).toMatchObject({ ok: false });
    expect(parseMoneyInput('1000000.01', 'USD')).toMatchObject({
      ok: false,
      message: 'Use at most 1000000.00.',
    });
  });

  it('round-trips every amount it shows', () => {
    for (const [minor, currency] of [
      [0, 'USD'],
      [1, 'EUR'],
      [99_999_999, 'GBP'],
      [100_000_000, 'JPY'],
    ] as const) {
      expect(parseMoneyInput(moneyToInput(minor, currency), currency)).toEqual({
        ok: true,
        minorUnits: minor,
      });
    }
  });
});
