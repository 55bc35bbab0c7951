// \d without the u flag matches ASCII digits only, so other scripts' digits are refused.
const US_ZIP = /^\d{5}$/;

/** A US zip code is exactly five digits (spec 000 §5); ZIP+4 is not accepted. */
export function isValidUsZip(value: string): boolean {
  return US_ZIP.test(value);
}
