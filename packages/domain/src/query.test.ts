import { describe, expect, it } from 'vitest';
import { parseQuery, QUERY_LIMITS } from './query';

const repeat = (count: number, make: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => make(i)).join('&');

describe('QUERY_LIMITS', () => {
  it('is array limit 20, depth 5, parameter limit 1000', () => {
    expect(QUERY_LIMITS).toEqual({ arrayLimit: 20, depth: 5, parameterLimit: 1000 });
  });
});

describe('parseQuery', () => {
  it('reads plain, nested and array parameters, with or without the question mark', () => {
    expect(parseQuery('?a=1&b[c]=2&d[]=x&d[]=y')).toEqual({ a: '1', b: { c: '2' }, d: ['x', 'y'] });
    expect(parseQuery('a=1')).toEqual({ a: '1' });
    expect(parseQuery('')).toEqual({});
  });

  it('keeps an array of 20 elements an array', () => {
    const parsed = parseQuery(repeat(20, (i) => `a[]=${i}`));
    expect(Array.isArray(parsed.a)).toBe(true);
    expect(parsed.a).toHaveLength(20);
  });

  it('turns an array with a 21st element into an object keyed by index', () => {
    const parsed = parseQuery(repeat(21, (i) => `a[]=${i}`));
    expect(Array.isArray(parsed.a)).toBe(false);
    expect(parsed.a).toMatchObject({ 0: '0', 20: '20' });
  });

  it('treats an explicit index of 20 or more as an object key', () => {
    expect(parseQuery('a[19]=x')).toEqual({ a: ['x'] });
    expect(parseQuery('a[20]=x')).toEqual({ a: { 20: 'x' } });
  });

  it('nests five levels of brackets and keeps the rest as one literal key', () => {
    expect(parseQuery('a[b][c][d][e][f]=1')).toEqual({ a: { b: { c: { d: { e: { f: '1' } } } } } });
    expect(parseQuery('a[b][c][d][e][f][g][h]=1')).toEqual({
      a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } },
    });
  });

  it('reads 1000 parameters and drops the ones after', () => {
    const parsed = parseQuery(repeat(1001, (i) => `k${i}=1`));
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed.k999).toBe('1');
    expect(parsed.k1000).toBeUndefined();
  });

  it('decodes percent-encoding and plus signs', () => {
    expect(parseQuery('q=caf%C3%A9+au+lait')).toEqual({ q: 'café au lait' });
  });
});
