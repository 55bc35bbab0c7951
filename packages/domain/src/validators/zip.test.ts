import { describe, expect, it } from 'vitest';
import { isValidUsZip } from './zip';

describe('isValidUsZip', () => {
  it.each(['10001', '00501', '99950'])('accepts %s', (zip) => {
    expect(isValidUsZip(zip)).toBe(true);
  });

  it.each(['1000', '100011', '1000a', ' 10001', '10001 ', '10001-1234', '', '１０００１'])(
    'rejects %j',
    (zip) => {
      expect(isValidUsZip(zip)).toBe(false);
    },
  );
});
