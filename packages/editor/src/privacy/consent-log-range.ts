import { formatCount } from '../analytics/chart-scale';
import { isIsoDay } from '../analytics/date-range';

export const PAGE_SIZE = 50;

/** Inclusive days as YYYY-MM-DD; an empty end leaves that side open. */
export interface ConsentRange {
  from: string;
  to: string;
}

export const ALL_TIME: ConsentRange = { from: '', to: '' };

/** The filter as typed, or what is wrong with it. Either end may stay empty. */
export function checkConsentRange(
  typed: ConsentRange,
): { range: ConsentRange; error?: undefined } | { range?: undefined; error: string } {
  const from = typed.from.trim();
  const to = typed.to.trim();
  if ((from && !isIsoDay(from)) || (to && !isIsoDay(to))) {
    return { error: 'Enter dates as YYYY-MM-DD, for example 2025-03-31.' };
  }
  if (from && to && from > to) return { error: 'The start date must be on or before the end date.' };
  return { range: { from, to } };
}

/** "Showing 51–100 of 312" for a page of `count` entries starting at `offset`. */
export function pageSummary(offset: number, count: number, total: number): string {
  if (count === 0) return `Showing 0 of ${formatCount(total)}`;
  return `Showing ${formatCount(offset + 1)}–${formatCount(offset + count)} of ${formatCount(total)}`;
}
