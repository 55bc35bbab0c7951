import { currencyInfo } from './currencies';
import { MAX_PRODUCT_PRICE } from './money';

/**
 * The text an owner edits for an amount: major units with the currency's fraction digits, no
 * symbol and no thousands separators ("12.50" for 1250 USD, "1200" for 1200 JPY).
 */
export function moneyToInput(minorUnits: number, currency: string): string {
  const digits = currencyInfo(currency)?.fractionDigits ?? 2;
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(minorUnits));
  if (digits === 0) return `${sign}${absolute}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(absolute / scale)}.${String(absolute % scale).padStart(digits, '0')}`;
}

export type ParsedMoney = { ok: true; minorUnits: number } | { ok: false; message: string };

/**
 * Reads what an owner typed as an amount of `currency` into integer minor units, without floating
 * point: "12.5" is 1250 cents, "1,200" is 1200, a symbol around the number is ignored. Refuses more
 * fraction digits than the currency has, negative amounts and amounts past `max`.
 */
export function parseMoneyInput(text: string, currency: string, max = MAX_PRODUCT_PRICE): ParsedMoney {
  const digits = currencyInfo(currency)?.fractionDigits ?? 2;
  const cleaned = text
    .trim()
    .replace(/[^\d.,-]/g, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (cleaned === '') return { ok: false, message: 'Enter an amount.' };
  if (cleaned.startsWith('-')) return { ok: false, message: 'Use an amount of 0 or more.' };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(cleaned);
  if (!match || (match[1] === '' && !match[2]))
    return { ok: false, message: 'Enter an amount such as 12.50.' };
  const fraction = match[2] ?? '';
  if (fraction.length > digits) {
    return {
      ok: false,
      message: digits === 0 ? 'This currency has no cents.' : `Use at most ${digits} digits after the point.`,
    };
  }
  const whole = match[1] || '0';
  if (whole.length > 12) return { ok: false, message: 'This amount is too large.' };
  const minorUnits = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (minorUnits > max) return { ok: false, message: `Use at most ${moneyToInput(max, currency)}.` };
  return { ok: true, minorUnits };
}
