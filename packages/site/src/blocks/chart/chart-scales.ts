/**
 * The chart block's geometry, pure and unit-tested: nice axis ticks, linear scales and pie slices.
 * Everything is computed on the server; the browser only draws the SVG.
 */

export interface Ticks {
  /** The axis' ends: the first and last tick, covering every value and zero. */
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/** 1, 2, 2.5, 5 or 10 times a power of ten, the smallest such at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Removes the binary noise of `n * step` (0.30000000000000004 becomes 0.3). */
const tidy = (value: number) => Number.parseFloat(value.toPrecision(12));

/**
 * Round ticks for an axis showing `values` and zero (bars grow from zero), at most about `count`
 * intervals: [-3, 7] gives -5, 0, 5, 10 at most; all zero gives 0 and 1.
 */
export function niceTicks(values: readonly number[], count = 5): Ticks {
  const finite = values.filter(Number.isFinite);
  let low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  if (low === high) high = low + 1;
  const step = niceStep((high - low) / Math.max(1, count));
  low = Math.floor(tidy(low / step)) * step;
  high = Math.ceil(tidy(high / step)) * step;
  const ticks: number[] = [];
  for (let index = 0; tidy(low + index * step) <= tidy(high); index += 1)
    ticks.push(tidy(low + index * step));
  return { min: ticks[0]!, max: ticks.at(-1)!, step, ticks };
}

/** Maps [domainMin, domainMax] onto [rangeStart, rangeEnd] (an SVG's y grows downwards: swap them). */
export function linearScale(
  domainMin: number,
  domainMax: number,
  rangeStart: number,
  rangeEnd: number,
): (value: number) => number {
  const span = domainMax - domainMin || 1;
  return (value) => rangeStart + ((value - domainMin) / span) * (rangeEnd - rangeStart);
}

export interface PieSlice {
  index: number;
  value: number;
  /** The slice's share of the whole, 0 to 1. */
  fraction: number;
  /** Angles in radians, clockwise from twelve o'clock. */
  start: number;
  end: number;
}

/**
 * The slices of a pie, in order from twelve o'clock; null when the values add up to nothing, so
 * the block shows a note instead of an empty circle. Negative values count as nothing.
 */
export function pieSlices(values: readonly number[]): PieSlice[] | null {
  const positive = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = positive.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return null;
  let angle = 0;
  return positive.map((value, index) => {
    const fraction = value / total;
    const start = angle;
    angle += fraction * 2 * Math.PI;
    return { index, value, fraction, start, end: angle };
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A point on a circle, clockwise from twelve o'clock. */
export function polar(cx: number, cy: number, radius: number, angle: number): { x: number; y: number } {
  return { x: round(cx + radius * Math.sin(angle)), y: round(cy - radius * Math.cos(angle)) };
}

/**
 * The SVG path of a slice from `start` to `end`: a wedge from the centre. A whole circle cannot be
 * one arc, so a slice of all of it is drawn as two half arcs.
 */
export function arcPath(cx: number, cy: number, radius: number, start: number, end: number): string {
  if (end - start >= 2 * Math.PI - 1e-9) {
    const top = polar(cx, cy, radius, 0);
    const bottom = polar(cx, cy, radius, Math.PI);
    return `M${top.x} ${top.y}A${radius} ${radius} 0 1 1 ${bottom.x} ${bottom.y}A${radius} ${radius} 0 1 1 ${top.x} ${top.y}Z`;
  }
  const from = polar(cx, cy, radius, start);
  const to = polar(cx, cy, radius, end);
  const large = end - start > Math.PI ? 1 : 0;
  return `M${cx} ${cy}L${from.x} ${from.y}A${radius} ${radius} 0 ${large} 1 ${to.x} ${to.y}Z`;
}

/** Digits a share shows: one below 10 %, so that a small slice does not read 0 %, else none. */
export const percentDigits = (fraction: number): number => (fraction > 0 && fraction < 0.1 ? 1 : 0);
