import { describe, expect, it } from 'vitest';
import { formatMoney, isValidProductPrice, MAX_PRODUCT_PRICE, zeroMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [0, 'USD', '$0.00'],
    [5, 'USD', '$0.05'],
    [99, 'USD', '$0.99'],
    [100, 'USD', '$1.00'],
    [123456, 'USD', '$1,234.56'],
    [100000000, 'USD', '$1,000,000.00'],
    [-123456, 'USD', '-$1,234.56'],
    [-5, 'EUR', '-€0.05'],
    [999, 'GBP', '£9.99'],
    [123456, 'JPY', '¥123,456'],
    [-1000, 'JPY', '-¥1,000'],
    [123456, 'SEK', '1,234.56 kr'],
    [-123456, 'NOK', '-1,234.56 kr'],
    [50, 'DKK', '0.50 kr'],
    [1000, 'CHF', 'CHF 10.00'],
    [1500000, 'IDR', 'Rp 15,000.00'],
    [1999, 'BRL', 'R$19.99'],
  ])('%i %s is %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });

  it('separates thousands only where there are more than three digits', () => {
    expect(formatMoney(99999, 'USD')).toBe('$999.99');
    expect(formatMoney(100000, 'USD')).toBe('$1,000.00');
    expect(formatMoney(12345678900, 'USD')).toBe('$123,456,789.00');
  });

  it('keeps zero fractions unless asked to trim them', () => {
    expect(formatMoney(1000, 'USD')).toBe('$10.00');
    expect(formatMoney(1000, 'USD', {})).toBe('$10.00');
    expect(formatMoney(1000, 'USD', { trimZeroFractions: true })).toBe('$10');
    expect(formatMoney(1050, 'USD', { trimZeroFractions: true })).toBe('$10.50');
    expect(formatMoney(100000, 'SEK', { trimZeroFractions: true })).toBe('1,000 kr');
  });

  it('shows no sign for negative zero', () => {
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
  });

  it('rejects fractional and non-finite minor units with a RangeError', () => {
    expect(() => formatMoney(10.5, 'USD')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53, 'USD')).toThrow(RangeError);
  });

  it('rejects an unsupported currency with a RangeError', () => {
    expect(() => formatMoney(100, 'XYZ')).toThrow(RangeError);
  });
});

describe('product price limits', () => {
  it('caps prices at 100,000,000 minor units', () => {
    expect(MAX_PRODUCT_PRICE).toBe(100_000_000);
    expect(isValidProductPrice(100_000_000)).toBe(true);
    expect(isValidProductPrice(100_000_001)).toBe(false);
  });

  it('allows free products but no negative or fractional price', () => {
    expect(isValidProductPrice(0)).toBe(true);
    expect(isValidProductPrice(-1)).toBe(false);
    expect(isValidProductPrice(9.99)).toBe(false);
  });
});

describe('zeroMoney', () => {
  it('defaults to zero USD, as a new cart subtotal does', () => {
    expect(zeroMoney()).toEqual({ minorUnits: 0, currency: 'USD' });
    expect(zeroMoney('EUR')).toEqual({ minorUnits: 0, currency: 'EUR' });
  });
});
