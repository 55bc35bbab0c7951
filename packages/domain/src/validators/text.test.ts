import { describe, expect, it } from 'vitest';
import { containsNul, nulPath } from './text';

describe('NUL characters in input', () => {
  it('finds the first string or key that holds one, by its path', () => {
    expect(nulPath('a\u0000')).toBe('');
    expect(nulPath({ title: 'fine', header: { tagline: 'x\u0000' } })).toBe('header.tagline');
    expect(nulPath({ ids: ['a', 'b', 'c\u0000'] })).toBe('ids.2');
    expect(nulPath({ form: { 'a\u0000b': '' } })).toBe('form.a\\0b');
    expect(nulPath({ a: ['x\u0000'], b: 'y\u0000' })).toBe('a.0');
  });

  it('passes text without one, and values that are not text', () => {
    expect(nulPath({ a: 'b', c: [1, null, true, { d: '\\u0000' }] })).toBeNull();
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul(42)).toBe(false);
  });

  it('walks nesting far deeper than the call stack allows', () => {
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
