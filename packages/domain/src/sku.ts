/** Longest SKU a variant may carry (spec 000 §9). */
export const MAX_SKU_LENGTH = 60;

export const GENERATED_SKU_PREFIX = 'SQ';
export const GENERATED_SKU_DIGITS = 7;

/** A SKU is any non-blank text of at most 60 characters. */
export function isValidSku(sku: string): boolean {
  return sku.trim() !== '' && sku.length <= MAX_SKU_LENGTH;
}

/**
 * A SKU for a variant the owner left without one: 'SQ' and 7 digits. `random` returns a number in
 * [0, 1) like Math.random; tests pass a fixed one.
 */
export function generateSku(random: () => number = Math.random): string {
  const limit = 10 ** GENERATED_SKU_DIGITS;
  const n = Math.min(limit - 1, Math.max(0, Math.floor(random() * limit)));
  return GENERATED_SKU_PREFIX + String(n).padStart(GENERATED_SKU_DIGITS, '0');
}
