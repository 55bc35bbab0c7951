import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, currencyInfo, DEFAULT_CURRENCY, isCurrencyCode } from './currencies';

// Spec 000 §9: "EUR, USD, AUD, NOK, CAD, NZD, DKK, GBP, HKD, CHF, MXN, SGD, SEK, CZK, ILS, PHP, RUB,
// PLN, THB, MYR, ARS, BRL, COP, IDR, INR, ZAR; JPY has 0."
const twoDigit =
  'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR ZAR'.split(
    ' ',
  );

describe('CURRENCIES', () => {
  it('supports exactly the listed currencies plus JPY', () => {
    expect([...CURRENCY_CODES].sort()).toEqual([...twoDigit, 'JPY'].sort());
  });

  it.each(twoDigit)('%s has 2 fraction digits', (code) => {
    expect(CURRENCIES[code as keyof typeof CURRENCIES].fractionDigits).toBe(2);
  });

  it('gives JPY 0 fraction digits', () => {
    expect(CURRENCIES.JPY.fractionDigits).toBe(0);
  });

  it('puts the symbol after the value for the kr currencies only', () => {
    const after = CURRENCY_CODES.filter((code) => CURRENCIES[code].symbolAfter);
    expect(after.sort()).toEqual(['DKK', 'NOK', 'SEK']);
  });

  it('keys each currency by its own code', () => {
    for (const code of CURRENCY_CODES) expect(CURRENCIES[code].code).toBe(code);
  });

  it('defaults the store currency to USD', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
});

describe('isCurrencyCode and currencyInfo', () => {
  it('know supported codes', () => {
    expect(isCurrencyCode('GBP')).toBe(true);
    expect(currencyInfo('GBP')?.symbol).toBe('£');
  });

  it('refuse unsupported, lower-case and inherited names', () => {
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(isCurrencyCode(840)).toBe(false);
    expect(currencyInfo('XYZ')).toBeUndefined();
  });
});
