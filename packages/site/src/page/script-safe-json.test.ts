import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-safe-json';

describe('scriptSafeJson', () => {
  const hostile = {
    title: '</script><script>alert(1)</script>',
    note: '<!-- & -->',
    lines: 'a\u2028b\u2029c',
  };

  it('writes no character that could end or alter a script element', () => {
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u0026');
    expect(json).toContain('\\u2028');
    expect(json).toContain('\\u2029');
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(scriptSafeJson(hostile))).toEqual(hostile);
  });

  it('writes null for a value JSON cannot hold', () => {
    expect(scriptSafeJson(undefined)).toBe('null');
  });
});
