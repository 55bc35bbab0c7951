import { moneyToInput, parseMoneyInput, type ShippingRate, type ShippingZone } from '@atelier/domain';

/** A short id for a zone or rate the owner adds; unique within the site's settings. */
export const localId = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const newRate = (): ShippingRate => ({
  id: localId('rate'),
  name: 'Standard',
  kind: 'flat',
  amount: 0,
  freeOver: null,
  bands: [],
});

export const newZone = (): ShippingZone => ({
  id: localId('zone'),
  name: '',
  countries: [],
  regions: [],
  rates: [newRate()],
});

/** Country codes as typed ("us, ca" or "*"): upper case, without blanks or repeats. */
export const readCodes = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  ),
];

/** A tax rate typed as a percentage ("8.25") in basis points (825), the way the server keeps it. */
export function readPercent(
  text: string,
): { ok: true; basisPoints: number } | { ok: false; message: string } {
  const parsed = parseMoneyInput(text.replace('%', ''), 'USD', 10_000);
  if (parsed.ok) return { ok: true, basisPoints: parsed.minorUnits };
  return { ok: false, message: 'Enter a percentage from 0 to 100 with at most 2 decimals.' };
}

export const percentText = (basisPoints: number): string =>
  moneyToInput(basisPoints, 'USD').replace(/\.?0+$/, '') || '0';

const WORDS: Record<string, string> = {
  shippingZones: 'Shipping zone',
  rates: 'rate',
  bands: 'band',
  taxRates: 'Tax rate',
  countries: 'countries',
  regions: 'regions',
  country: 'country code',
  region: 'region code',
  rate: 'rate',
  freeOver: 'free over',
  upTo: 'up to',
  amount: 'price',
  name: 'name',
  currency: 'Currency',
  storeEmail: 'Store email',
  minimumSubtotal: 'Minimum order subtotal',
  lowStockThreshold: 'Low stock at',
  reservationMinutes: 'Hold stock during checkout',
};

/** "shippingZones.0.rates.1.amount" as "Shipping zone 1, rate 2, price", for the error list. */
export function describeSettingsError(path: string, message: string): string {
  const parts: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment) && parts.length) parts[parts.length - 1] += ` ${Number(segment) + 1}`;
    else if (!/^\d+$/.test(segment)) parts.push(WORDS[segment] ?? segment);
  }
  return `${parts.join(', ')}: ${message}`;
}
