import { describe, expect, it } from 'vitest';
import { memberGuard, nameOf } from './catalogue';

const Sample = { one: 1, two: 2, word: 'w' } as const;

describe('memberGuard', () => {
  const isSample = memberGuard(Sample);

  it('accepts every value of the catalogue', () => {
    expect([1, 2, 'w'].every(isSample)).toBe(true);
  });

  it('rejects unknown values and never coerces strings to numbers', () => {
    expect(isSample(3)).toBe(false);
    expect(isSample('1')).toBe(false);
    expect(isSample(null)).toBe(false);
    expect(isSample(undefined)).toBe(false);
  });
});

describe('nameOf', () => {
  it('finds the name of a value', () => {
    expect(nameOf(Sample, 2)).toBe('two');
    expect(nameOf(Sample, 'w')).toBe('word');
  });

  it('is undefined for an unknown value', () => {
    expect(nameOf(Sample, 9)).toBeUndefined();
  });
});
