import { describe, expect, it } from 'vitest';
import { visitorId } from './random-events.test-support';
import { RANGE_SPARSE_LIMIT, SPARSE_LIMIT, VisitorSketch, visitorHash } from './visitor-sketch';

const sketchOf = (from: number, to: number, limit?: number) => {
  const sketch = new VisitorSketch(limit);
  for (let n = from; n < to; n++) sketch.add(visitorHash(visitorId(n)));
  return sketch;
};

const relativeError = (estimate: number, exact: number) => Math.abs(estimate - exact) / exact;

describe('visitor sketches', () => {
  it('count exactly up to the sparse limit, a visitor seen twice once, through storage', () => {
    const sketch = sketchOf(0, SPARSE_LIMIT);
    for (let n = 0; n < 100; n++) sketch.add(visitorHash(visitorId(n)));
    expect(sketch.exact).toBe(true);
    expect(sketch.count()).toBe(SPARSE_LIMIT);
    const stored = VisitorSketch.decode(sketch.encode());
    expect(stored.exact).toBe(true);
    expect(stored.count()).toBe(SPARSE_LIMIT);
  });

  it('merge as a union: visitors of two days are counted once over the range', () => {
    const monday = sketchOf(0, 1_500);
    const tuesday = sketchOf(1_000, 2_000);
    const range = new VisitorSketch(RANGE_SPARSE_LIMIT);
    range.merge(monday);
    range.merge(tuesday);
    expect(range.exact).toBe(true);
    expect(range.count()).toBe(2_000);
  });

  it('turn into registers past the limit and estimate within the HyperLogLog error', () => {
    for (const exact of [SPARSE_LIMIT + 1, 10_000, 100_000]) {
      const sketch = sketchOf(0, exact);
      expect(sketch.exact).toBe(false);
      // Standard error 0.81 %: 3 % is more than 3.5 of it.
      expect(relativeError(sketch.count(), exact)).toBeLessThan(0.03);
      const stored = VisitorSketch.decode(sketch.encode());
      expect(stored.count()).toBe(sketch.count());
      expect(sketch.encode().length).toBe(1 + 16_384);
    }
  });

  it('merge registers with registers and with exact hashes, overlaps counted once', () => {
    const big = sketchOf(0, 50_000);
    const overlapping = sketchOf(40_000, 90_000);
    const small = sketchOf(89_500, 90_500);
    const range = new VisitorSketch(RANGE_SPARSE_LIMIT);
    for (const day of [small, big, overlapping]) range.merge(VisitorSketch.decode(day.encode()));
    expect(relativeError(range.count(), 90_500)).toBeLessThan(0.03);
    // The same union in another order is the same registers.
    const other = new VisitorSketch();
    for (const day of [overlapping, big, small]) other.merge(day);
    expect(other.count()).toBe(range.count());
  });

  it('counts nobody as 0 and refuses bytes that are no sketch', () => {
    expect(new VisitorSketch().count()).toBe(0);
    expect(VisitorSketch.decode(new VisitorSketch().encode()).count()).toBe(0);
    expect(() => VisitorSketch.decode(Buffer.from([9, 1, 2]))).toThrow('not a visitor sketch');
    expect(() => VisitorSketch.decode(Buffer.from([2, 1, 2]))).toThrow('not a visitor sketch');
  });

  it('takes stored visitor keys as the hashes they are, and hashes anything else', () => {
    const key = visitorId(1);
    expect(visitorHash(key)).toBe(Number.parseInt(key.slice(0, 13), 16));
    expect(visitorHash('v1')).toBe(visitorHash('v1'));
    expect(visitorHash('v1')).not.toBe(visitorHash('v2'));
    expect(visitorHash('v1')).toBeLessThan(2 ** 52);
  });
});
