export interface CurrencyInfo {
  code: string;
  name: string;
  symbol: string;
  /** Digits after the decimal point; a minor unit is 10^-fractionDigits of the major unit. */
  fractionDigits: number;
  /** Krone and krona amounts read "1,234.00 kr"; every other symbol leads. */
  symbolAfter: boolean;
}

const currency = (code: string, name: string, symbol: string, fractionDigits = 2): CurrencyInfo => ({
  code,
  name,
  symbol,
  fractionDigits,
  symbolAfter: symbol === 'kr',
});

/** The store currencies of spec 000 §9 and spec 001 §9. */
export const CURRENCIES = {
  EUR: currency('EUR', 'Euro', '€'),
  USD: currency('USD', 'US Dollar', '$'),
  AUD: currency('AUD', 'Australian Dollar', '$'),
  NOK: currency('NOK', 'Norwegian Krone', 'kr'),
  CAD: currency('CAD', 'Canadian Dollar', '$'),
  NZD: currency('NZD', 'New Zealand Dollar', '$'),
  DKK: currency('DKK', 'Danish Krone', 'kr'),
  GBP: currency('GBP', 'Pound Sterling', '£'),
  HKD: currency('HKD', 'Hong Kong Dollar', '$'),
  CHF: currency('CHF', 'Swiss Franc', 'CHF'),
  MXN: currency('MXN', 'Mexican Peso', '$'),
  SGD: currency('SGD', 'Singapore Dollar', '$'),
  SEK: currency('SEK', 'Swedish Krona', 'kr'),
  CZK: currency('CZK', 'Czech Koruna', 'Kč'),
  ILS: currency('ILS', 'Israeli Shekel', '₪'),
  PHP: currency('PHP', 'Philippine Peso', '₱'),
  RUB: currency('RUB', 'Russian Ruble', '₽'),
  PLN: currency('PLN', 'Polish Zloty', 'zł'),
  THB: currency('THB', 'Thai Baht', '฿'),
  MYR: currency('MYR', 'Malaysian Ringgit', 'RM'),
  ARS: currency('ARS', 'Argentine Peso', '$'),
  BRL: currency('BRL', 'Brazilian Real', 'R$'),
  COP: currency('COP', 'Colombian Peso', '$'),
  IDR: currency('IDR', 'Indonesian Rupiah', 'Rp'),
  INR: currency('INR', 'Indian Rupee', '₹'),
  ZAR: currency('ZAR', 'South African Rand', 'R'),
  JPY: currency('JPY', 'Yen', '¥', 0),
} as const satisfies Record<string, CurrencyInfo>;

export type CurrencyCode = keyof typeof CURRENCIES;

export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

/** The currency's details, or undefined when the store does not support it. Codes are case-sensitive ISO 4217. */
export function currencyInfo(code: string): CurrencyInfo | undefined {
  return isCurrencyCode(code) ? CURRENCIES[code] : undefined;
}
