import { describe, expect, it } from 'vitest';
import { isId, newId } from './ids';

describe('newId', () => {
  it('gives 24-character hex ids, all different, across many refills of its random pool', () => {
    const ids = Array.from({ length: 10_000 }, newId);
    expect(ids.every(isId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses every hex digit, so the bytes are not stuck at one value', () => {
    const digits = new Set(Array.from({ length: 200 }, newId).join(''));
    expect(digits.size).toBe(16);
  });
});
