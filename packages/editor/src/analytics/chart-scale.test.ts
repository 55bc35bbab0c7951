import { describe, expect, it } from 'vitest';
import {
  barLength,
  labelIndices,
  niceStep,
  niceTicks,
  rateOf,
  scaleLinear,
  shareOf,
  truncate,
} from './chart-scale';

describe('niceTicks', () => {
  it('runs from zero past the maximum in steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceStep(0.5, 4)).toBe(1);
  });

  it('gives an empty chart an axis of 0 and 1', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe('scaleLinear', () => {
  it('maps counts onto the plot, upwards when SVG y grows downwards', () => {
    const y = scaleLinear(10, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(5)).toBe(100);
    expect(y(10)).toBe(0);
    expect(y(20)).toBe(0);
    expect(y(-3)).toBe(200);
  });

  it('puts everything on the base line when there is nothing to scale', () => {
    expect(scaleLinear(0, 200, 0)(7)).toBe(200);
  });
});

describe('barLength', () => {
  it('scales to the largest row and keeps a tiny count visible', () => {
    expect(barLength(50, 100, 400)).toBe(200);
    expect(barLength(1, 10_000, 400)).toBe(2);
    expect(barLength(0, 100, 400)).toBe(0);
    expect(barLength(5, 0, 400)).toBe(0);
  });
});

describe('labelIndices', () => {
  it('labels the first and the last point and spaces the rest evenly', () => {
    expect(labelIndices(0, 7)).toEqual([]);
    expect(labelIndices(1, 7)).toEqual([0]);
    expect(labelIndices(5, 7)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndices(30, 7)).toEqual([0, 5, 10, 15, 20, 25, 29]);
  });

  it('never crowds a label against the last one', () => {
    const indices = labelIndices(31, 7);
    expect(indices.length).toBeLessThanOrEqual(7);
    expect(indices[indices.length - 1]).toBe(30);
    expect(30 - indices[indices.length - 2]!).toBeGreaterThanOrEqual(3);
  });
});

describe('shares and labels', () => {
  it('has no share without a whole', () => {
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(3, 0)).toBeNull();
    // A rate never passes 100 %: two submissions of a form shown once (the day before) read as 100 %.
    expect(rateOf(2, 1)).toBe(1);
    expect(rateOf(1, 4)).toBe(0.25);
    expect(rateOf(1, 0)).toBeNull();
  });

  it('cuts long labels with an ellipsis', () => {
    expect(truncate('/blog', 10)).toBe('/blog');
    expect(truncate('/a-very-long-path', 8)).toBe('/a-very…');
  });
});
