import { describe, expect, it } from 'vitest';
import { isVersion, Version } from './version';

describe('Version', () => {
  it('holds the version strings 7, 7.1 and 8 of the spec', () => {
    expect(Object.values(Version)).toEqual(['7', '7.1', '8']);
  });

  it('accepts the strings only, never numbers', () => {
    expect(isVersion('7.1')).toBe(true);
    expect(isVersion(7.1)).toBe(false);
    expect(isVersion(8)).toBe(false);
    expect(isVersion('7.0')).toBe(false);
  });
});
