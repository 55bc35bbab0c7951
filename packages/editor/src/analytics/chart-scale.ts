/**
 * The arithmetic of the dashboard's charts, kept apart from the SVG so it can be checked by itself.
 * Every value charted is a count, so scales start at zero and steps are whole numbers.
 */

/** A step of 1, 2 or 5 times a power of ten (at least 1) that splits 0..max into about `count` parts. */
export function niceStep(max: number, count: number): number {
  if (!(max > 0) || !(count > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return Math.max(1, nice * power);
}

/** Axis ticks from 0 to the first step at or above `max`; an empty chart still gets 0 and 1. */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const top = max > 0 ? Math.max(step, Math.ceil(max / step) * step) : step;
  const ticks: number[] = [];
  for (let i = 0; i * step <= top; i++) ticks.push(i * step);
  return ticks;
}

/** Maps 0..domainMax onto from..to (to may be below from: SVG y grows downwards). */
export function scaleLinear(domainMax: number, from: number, to: number): (value: number) => number {
  if (!(domainMax > 0)) return () => from;
  return (value) => from + (Math.max(0, Math.min(value, domainMax)) / domainMax) * (to - from);
}

/** Length of a bar; anything above zero stays visible as a sliver however small. */
export function barLength(value: number, max: number, full: number, minVisible = 2): number {
  if (!(value > 0) || !(max > 0)) return 0;
  return Math.max(minVisible, (Math.min(value, max) / max) * full);
}

/**
 * Which of `count` points get an axis label, at most `maxLabels`, evenly spaced, always the first
 * and the last; a label too close to the last one gives way to it.
 */
export function labelIndices(count: number, maxLabels: number): number[] {
  if (count <= 0) return [];
  if (count === 1 || maxLabels <= 1) return [0];
  const step = Math.max(1, Math.ceil((count - 1) / (maxLabels - 1)));
  const indices: number[] = [];
  for (let i = 0; i < count - 1; i += step) indices.push(i);
  const last = count - 1;
  const previous = indices[indices.length - 1] ?? 0;
  if (indices.length > 1 && last - previous < step / 2) indices.pop();
  indices.push(last);
  return indices;
}

/** part / whole, or null when there is nothing to divide by. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * A rate such as conversion or click-through: acted on against shown, both counted over the same
 * visitors. Acting more often than shown only happens at a range's edge (shown the day before), so
 * a rate is at most 100 %, never more.
 */
export function rateOf(acted: number, shown: number): number | null {
  const share = shareOf(acted, shown);
  return share === null ? null : Math.min(1, share);
}

const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat();

/** "42.5%", or an en dash when there is no share to show. */
export const formatShare = (share: number | null): string =>
  share === null ? '–' : percentFormat.format(share);

export const formatCount = (value: number): string => countFormat.format(value);

/** A chart's accessible name: its title and its first few entries, then how many more there are. */
export function listTitle(title: string, entries: readonly string[], shown = 5): string {
  const more = entries.length > shown ? `, and ${entries.length - shown} more` : '';
  return `${title}: ${entries.slice(0, shown).join(', ')}${more}`;
}

/** A label cut to `max` characters with an ellipsis; the full text goes in a title. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`;
}
