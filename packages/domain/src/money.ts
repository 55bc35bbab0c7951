import { type CurrencyCode, currencyInfo, DEFAULT_CURRENCY } from './currencies';

/** An amount in integer minor units (cents, öre; yen for JPY) with its currency. */
export interface Money {
  minorUnits: number;
  currency: CurrencyCode;
}

export const zeroMoney = (currency: CurrencyCode = DEFAULT_CURRENCY): Money => ({ minorUnits: 0, currency });

/** Highest price a product may carry, in minor units (spec 000 §9). */
export const MAX_PRODUCT_PRICE = 100_000_000;

export function isValidProductPrice(minorUnits: number): boolean {
  return Number.isSafeInteger(minorUnits) && minorUnits >= 0 && minorUnits <= MAX_PRODUCT_PRICE;
}

export interface FormatMoneyOptions {
  /** Show $10 rather than $10.00 when there is nothing after the point. Off unless asked for. */
  trimZeroFractions?: boolean;
}

/**
 * Formats an amount for display (spec 000 §9): sign, symbol, comma thousands separator, point
 * decimal; the kr currencies put the symbol after the value. Floating point never touches money,
 * so a fractional amount is a caller's bug and throws.
 */
export function formatMoney(minorUnits: number, currency: string, options: FormatMoneyOptions = {}): string {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`Money must be a whole number of minor units, got ${minorUnits}`);
  }
  const info = currencyInfo(currency);
  if (!info) throw new RangeError(`Unsupported currency: ${currency}`);

  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(minorUnits);
  const scale = 10 ** info.fractionDigits;
  const whole = Math.floor(absolute / scale);
  const fraction = absolute % scale;

  let value = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (info.fractionDigits > 0 && !(options.trimZeroFractions && fraction === 0)) {
    value += `.${String(fraction).padStart(info.fractionDigits, '0')}`;
  }

  if (info.symbolAfter) return `${sign}${value} ${info.symbol}`;
  // A symbol made of letters (CHF, Rp) would run into the digits without a space.
  const gap = /\p{L}$/u.test(info.symbol) ? ' ' : '';
  return `${sign}${info.symbol}${gap}${value}`;
}
