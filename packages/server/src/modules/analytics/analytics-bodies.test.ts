import { describe, expect, it } from 'vitest';
import { isBounded, JSON_LIMITS, NOT_JSON, parseJson } from './analytics-bodies';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('parseJson', () => {
  it('parses JSON within the limits', () => {
    expect(parseJson('{"a":[1,{"b":null}],"c":"d"}')).toEqual({ a: [1, { b: null }], c: 'd' });
    expect(parseJson(nested(JSON_LIMITS.maxDepth))).toEqual(JSON.parse(nested(JSON_LIMITS.maxDepth)));
    expect(parseJson('"text"')).toBe('text');
  });

  it('refuses what is not JSON, nested too deeply, too large or reaching for prototypes', () => {
    expect(parseJson('{a:1}')).toBe(NOT_JSON);
    expect(parseJson('')).toBe(NOT_JSON);
    expect(parseJson(nested(JSON_LIMITS.maxDepth + 1))).toBe(NOT_JSON);
    expect(parseJson(nested(1_000_000))).toBe(NOT_JSON);
    expect(parseJson(JSON.stringify(Array(JSON_LIMITS.maxNodes).fill(0)))).toBe(NOT_JSON);
    expect(parseJson('{"__proto__":{"admin":true}}')).toBe(NOT_JSON);
    expect(parseJson('{"a":{"\\u005f_proto__":1}}')).toBe(NOT_JSON);
    expect(parseJson('{"constructor":{"prototype":{"admin":true}}}')).toBe(NOT_JSON);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('bounds values that did not come from text too', () => {
    expect(isBounded({ a: [1, 2, 3] })).toBe(true);
    expect(isBounded(JSON.parse(nested(40)))).toBe(false);
  });
});
