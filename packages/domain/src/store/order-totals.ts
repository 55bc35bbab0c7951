import { divideRoundHalfAway, spreadOver } from './rounding';
import type { ShippingRate, StoreSettings } from './store-settings';

export interface PricedLine {
  /** The caller's key for the line (a variant id). */
  key: string;
  /** The price charged for one unit, minor units: the sale price when on sale. */
  unitPrice: number;
  quantity: number;
  /** Weight of one unit in the store's unit; 0 when unknown. */
  weight: number;
  requiresShipping: boolean;
}

export type CouponKind = 'percent' | 'fixed' | 'free_shipping';

export interface CouponTerms {
  code: string;
  kind: CouponKind;
  /** percent: whole percent 1..100; fixed: minor units; free_shipping: unused. */
  amount: number;
  minSubtotal: number;
}

export interface Destination {
  country: string;
  region: string;
}

export interface ShippingOption {
  id: string;
  name: string;
  amount: number;
}

export interface LineTotals {
  key: string;
  amount: number;
  discount: number;
  tax: number;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  lines: LineTotals[];
  requiresShipping: boolean;
  shippingOptions: ShippingOption[];
  selectedShipping: ShippingOption | null;
  /** The coupon counted in these totals, or null (none given, or its minimum not reached). */
  coupon: CouponTerms | null;
  /** The store minimum subtotal is not reached. */
  belowMinimum: boolean;
}

function rateAmount(rate: ShippingRate, discountedSubtotal: number, weight: number): number | null {
  if (rate.freeOver !== null && discountedSubtotal >= rate.freeOver) return 0;
  if (rate.kind === 'flat') return rate.amount;
  const band = [...rate.bands].sort((a, b) => a.upTo - b.upTo).find((b) => weight <= b.upTo);
  return band ? band.amount : null;
}

/** The shipping options for a destination: the zone naming its region, its country, then '*'. */
export function shippingOptionsFor(
  settings: StoreSettings,
  destination: Destination | null,
  discountedSubtotal: number,
  weight: number,
): ShippingOption[] {
  if (!destination) return [];
  const country = destination.country.toUpperCase();
  const region = destination.region.toUpperCase();
  const zones = settings.shippingZones;
  const zone =
    zones.find((z) => z.countries.includes(country) && z.regions.includes(region)) ??
    zones.find((z) => z.countries.includes(country) && z.regions.length === 0) ??
    zones.find((z) => z.countries.includes('*'));
  if (!zone) return [];
  const options: ShippingOption[] = [];
  for (const rate of zone.rates) {
    const amount = rateAmount(rate, discountedSubtotal, weight);
    if (amount !== null) options.push({ id: rate.id, name: rate.name, amount });
  }
  return options;
}

export function taxRateFor(settings: StoreSettings, destination: Destination | null): number {
  if (!destination) return 0;
  const country = destination.country.toUpperCase();
  const region = destination.region.toUpperCase();
  const regional = settings.taxRates.find((t) => t.country === country && t.region && t.region === region);
  const national = settings.taxRates.find((t) => t.country === country && !t.region);
  return (regional ?? national)?.rate ?? 0;
}

/**
 * Everything an order costs, from the catalogue's prices and the store's settings only. Tax is
 * rounded per line, half away from zero; an order discount is spread over the lines in proportion
 * with the remainder on the last, and tax is charged on what is left of each line.
 */
export function computeOrderTotals(input: {
  lines: readonly PricedLine[];
  settings: StoreSettings;
  coupon: CouponTerms | null;
  destination: Destination | null;
  shippingRateId: string | null;
}): OrderTotals {
  const { settings } = input;
  const amounts = input.lines.map((l) => l.unitPrice * l.quantity);
  const subtotal = amounts.reduce((sum, a) => sum + a, 0);
  const coupon = input.coupon && subtotal >= input.coupon.minSubtotal ? input.coupon : null;

  let discount = 0;
  if (coupon?.kind === 'percent')
    discount = divideRoundHalfAway(subtotal * Math.min(100, coupon.amount), 100);
  if (coupon?.kind === 'fixed') discount = Math.min(subtotal, coupon.amount);
  const discounts = spreadOver(discount, amounts);

  const requiresShipping = input.lines.some((l) => l.requiresShipping);
  const weight = input.lines.reduce((sum, l) => sum + (l.requiresShipping ? l.weight * l.quantity : 0), 0);
  const shippingOptions = requiresShipping
    ? shippingOptionsFor(settings, input.destination, subtotal - discount, weight)
    : [];
  let selectedShipping =
    shippingOptions.find((o) => o.id === input.shippingRateId) ?? shippingOptions[0] ?? null;
  if (selectedShipping && coupon?.kind === 'free_shipping')
    selectedShipping = { ...selectedShipping, amount: 0 };
  const shipping = selectedShipping?.amount ?? 0;

  const rate = taxRateFor(settings, input.destination);
  const lines = input.lines.map((line, i) => {
    const taxable = (amounts[i] ?? 0) - (discounts[i] ?? 0);
    const tax = settings.pricesIncludeTax
      ? divideRoundHalfAway(taxable * rate, 10_000 + rate)
      : divideRoundHalfAway(taxable * rate, 10_000);
    return { key: line.key, amount: amounts[i] ?? 0, discount: discounts[i] ?? 0, tax };
  });
  const tax = lines.reduce((sum, l) => sum + l.tax, 0);
  const total = subtotal - discount + shipping + (settings.pricesIncludeTax ? 0 : tax);
  return {
    subtotal,
    discount,
    shipping,
    tax,
    total,
    lines,
    requiresShipping,
    shippingOptions,
    selectedShipping,
    coupon,
    belowMinimum: settings.minimumSubtotal > 0 && subtotal < settings.minimumSubtotal,
  };
}
