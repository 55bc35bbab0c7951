import { isValidUsZip } from '../validators/zip';
import { isCountryCode } from './countries';

export interface PostalAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166 alpha-2, upper case. */
  country: string;
}

export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'DC',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
] as const;
export const CA_PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
const UK_POSTCODE =
  /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;
const AU_POSTCODE = /^\d{4}$/;
// Every EU postcode is digits, letters, spaces and hyphens, 4 to 10 long (IE Eircodes, NL 1234 AB, PL 12-345).
const EU_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{2,8}[A-Z0-9]$/i;

const MAX_FIELD = 200;

/**
 * Checks an address the way the post of its country would read it: the United States, Canada, the
 * United Kingdom, the EU and Australia have their postcode and region rules; elsewhere any text
 * is taken. Returns field -> message; empty when the address is good.
 */
export function validateAddress(address: PostalAddress): Record<string, string> {
  const errors: Record<string, string> = {};
  const country = address.country.trim().toUpperCase();
  const required = (field: keyof PostalAddress, label: string) => {
    if (address[field].trim() === '') errors[field] = `${label} is required.`;
  };
  for (const [field, value] of Object.entries(address)) {
    if (value.length > MAX_FIELD) errors[field] = `Use at most ${MAX_FIELD} characters.`;
  }
  required('name', 'Name');
  required('line1', 'Address');
  required('city', 'City');
  if (!isCountryCode(country)) errors.country = 'Choose a country.';
  const region = address.region.trim().toUpperCase();
  const postal = address.postalCode.trim();

  if (country === 'US') {
    if (!isValidUsZip(postal)) errors.postalCode = 'Enter a 5-digit ZIP code.';
    if (!(US_STATES as readonly string[]).includes(region)) errors.region = 'Choose a state.';
  } else if (country === 'CA') {
    if (!CA_POSTAL.test(postal)) errors.postalCode = 'Enter a postal code like K1A 0B1.';
    if (!(CA_PROVINCES as readonly string[]).includes(region))
      errors.region = 'Choose a province or territory.';
  } else if (country === 'GB') {
    if (!UK_POSTCODE.test(postal)) errors.postalCode = 'Enter a UK postcode like SW1A 1AA.';
  } else if (country === 'AU') {
    if (!AU_POSTCODE.test(postal)) errors.postalCode = 'Enter a 4-digit postcode.';
    if (!(AU_STATES as readonly string[]).includes(region)) errors.region = 'Choose a state or territory.';
  } else if ((EU_COUNTRIES as readonly string[]).includes(country)) {
    if (!EU_POSTCODE.test(postal)) errors.postalCode = 'Enter a postal code.';
  }
  return errors;
}
