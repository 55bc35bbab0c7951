import { describe, expect, it } from 'vitest';
import { arcPath, linearScale, niceStep, niceTicks, percentDigits, pieSlices, polar } from './chart-scales';

describe('the chart’s scales', () => {
  it.each([
    [0.7, 1],
    [1.3, 2],
    [2.2, 2.5],
    [3, 5],
    [7, 10],
    [23, 25],
    [0.042, 0.05],
    [0, 1],
  ])('rounds a step of %f up to the nice %f', (rough, nice) => {
    expect(niceStep(rough)).toBe(nice);
  });

  it('gives round ticks from zero that cover every value', () => {
    expect(niceTicks([3, 7, 12])).toEqual({
      min: 0,
      max: 12.5,
      step: 2.5,
      ticks: [0, 2.5, 5, 7.5, 10, 12.5],
    });
    expect(niceTicks([120, 480, 950]).ticks).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(niceTicks([0.1, 0.3]).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('takes negative values below zero, for bars and lines that go down', () => {
    const { min, max, ticks } = niceTicks([-3, 7]);
    expect(min).toBeLessThanOrEqual(-3);
    expect(max).toBeGreaterThanOrEqual(7);
    expect(ticks).toContain(0);
    expect(ticks).toEqual([-4, -2, 0, 2, 4, 6, 8]);
    expect(niceTicks([-40, -10]).ticks).toEqual([-40, -30, -20, -10, 0]);
  });

  it('still draws an axis when every value is zero, or there is none', () => {
    expect(niceTicks([0, 0]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks([]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('maps values onto a range, upside down for an SVG’s y', () => {
    const y = linearScale(-5, 15, 300, 0);
    expect(y(-5)).toBe(300);
    expect(y(0)).toBe(225);
    expect(y(15)).toBe(0);
  });

  it('cuts a pie clockwise from twelve o’clock, each slice its share', () => {
    const slices = pieSlices([1, 3, 0])!;
    expect(slices.map((slice) => slice.fraction)).toEqual([0.25, 0.75, 0]);
    expect(slices[0]).toMatchObject({ start: 0, end: Math.PI / 2 });
    expect(slices[1]!.end).toBeCloseTo(2 * Math.PI);
    expect(slices[2]!.start).toBe(slices[2]!.end);
  });

  it('has no slices when the values add up to nothing, so the block shows a note instead', () => {
    expect(pieSlices([0, 0])).toBeNull();
    expect(pieSlices([])).toBeNull();
    expect(pieSlices([-2, 0])).toBeNull();
  });

  it('draws a wedge from the centre, a large arc past half, and a whole pie as two arcs', () => {
    expect(polar(100, 100, 50, Math.PI / 2)).toEqual({ x: 150, y: 100 });
    expect(arcPath(100, 100, 50, 0, Math.PI / 2)).toBe('M100 100L100 50A50 50 0 0 1 150 100Z');
    expect(arcPath(100, 100, 50, 0, 1.5 * Math.PI)).toBe('M100 100L100 50A50 50 0 1 1 50 100Z');
    expect(arcPath(100, 100, 50, 0, 2 * Math.PI)).toBe('M100 50A50 50 0 1 1 100 150A50 50 0 1 1 100 50Z');
  });

  it('shows a small share with one decimal, so it does not read 0 %', () => {
    expect(percentDigits(0.042)).toBe(1);
    expect(percentDigits(0.42)).toBe(0);
    expect(percentDigits(0)).toBe(0);
  });
});
