import { describe, expect, it } from 'vitest';
import { generateSku, isValidSku, MAX_SKU_LENGTH } from './sku';

describe('isValidSku', () => {
  it('accepts 60 characters and refuses 61', () => {
    expect(MAX_SKU_LENGTH).toBe(60);
    expect(isValidSku('A'.repeat(60))).toBe(true);
    expect(isValidSku('A'.repeat(61))).toBe(false);
  });

  it('refuses a blank SKU', () => {
    expect(isValidSku('')).toBe(false);
    expect(isValidSku('   ')).toBe(false);
  });
});

describe('generateSku', () => {
  it('is SQ followed by 7 digits taken from the random source', () => {
    expect(generateSku(() => 0.1234567)).toBe('SQ1234567');
  });

  it('pads small numbers to 7 digits', () => {
    expect(generateSku(() => 0)).toBe('SQ0000000');
    expect(generateSku(() => 0.00000425)).toBe('SQ0000042');
  });

  it('stays at 7 digits at the top of the range and with an out-of-range source', () => {
    expect(generateSku(() => 0.99999999)).toBe('SQ9999999');
    expect(generateSku(() => 1)).toBe('SQ9999999');
    expect(generateSku(() => -0.5)).toBe('SQ0000000');
  });

  it('has the right shape with the default random source', () => {
    expect(generateSku()).toMatch(/^SQ\d{7}$/);
  });
});
