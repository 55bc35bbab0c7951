import { MeasurementUnit } from '../catalogues/measurement-unit';
import { type CurrencyCode, DEFAULT_CURRENCY } from '../currencies';

/** A weight band: orders weighing at most upTo (store units) pay amount. */
export interface WeightBand {
  upTo: number;
  amount: number;
}

/** One way to ship within a zone. Amounts in minor units of the store currency. */
export interface ShippingRate {
  id: string;
  name: string;
  kind: 'flat' | 'weight';
  /** flat: the price of the rate. */
  amount: number;
  /** Free when the discounted subtotal reaches this; null: never free. */
  freeOver: number | null;
  /** weight: bands in ascending upTo; heavier than the last band is not offered. */
  bands: WeightBand[];
}

/** Where a zone applies: ISO 3166 alpha-2 country codes, '*' for the rest of the world. */
export interface ShippingZone {
  id: string;
  name: string;
  countries: string[];
  /** Region (state, province) codes within the countries; empty: all of them. */
  regions: string[];
  rates: ShippingRate[];
}

/** A tax rate in basis points (825 = 8.25%) for a country, or one region of it. */
export interface TaxRate {
  country: string;
  region: string | null;
  rate: number;
}

export interface StoreSettings {
  currency: CurrencyCode;
  measurementStandard: number;
  /** Minor units; 0: no minimum. */
  minimumSubtotal: number;
  storeEmail: string;
  /** Stock held for a checkout, in minutes. */
  reservationMinutes: number;
  lowStockThreshold: number;
  shippingZones: ShippingZone[];
  /** Prices the owner enters already include tax. */
  pricesIncludeTax: boolean;
  taxRates: TaxRate[];
  /** Digital products: downloads each link allows, unless the product says otherwise. */
  downloadLimit: number;
  /** Digital products: days a download link lasts after payment, unless the product says otherwise. */
  downloadDays: number;
}

/** Each shipping rate of the store once, by id: the zones' rates, the first of an id kept. */
export function shippingRatesOf(settings: Pick<StoreSettings, 'shippingZones'>): ShippingRate[] {
  const rates = new Map<string, ShippingRate>();
  for (const zone of settings.shippingZones)
    for (const rate of zone.rates) if (!rates.has(rate.id)) rates.set(rate.id, rate);
  return [...rates.values()];
}

/** Download terms of digital products: 5 downloads within 7 days, unless the owner changes them. */
export const DEFAULT_DOWNLOAD_LIMIT = 5;
export const DEFAULT_DOWNLOAD_DAYS = 7;
export const MAX_DOWNLOAD_LIMIT = 100;
export const MAX_DOWNLOAD_DAYS = 365;

export const defaultStoreSettings = (): StoreSettings => ({
  currency: DEFAULT_CURRENCY,
  measurementStandard: MeasurementUnit.imperial,
  minimumSubtotal: 0,
  storeEmail: '',
  reservationMinutes: 15,
  lowStockThreshold: 5,
  shippingZones: [],
  pricesIncludeTax: false,
  taxRates: [],
  downloadLimit: DEFAULT_DOWNLOAD_LIMIT,
  downloadDays: DEFAULT_DOWNLOAD_DAYS,
});
