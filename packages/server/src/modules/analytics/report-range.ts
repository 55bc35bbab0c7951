import { AnalyticsErrors } from './analytics.errors';

/** Inclusive UTC days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

/** The time a YYYY-MM-DD day starts in UTC, or NaN when it is no calendar day (2023-02-30). */
function dayStart(day: string): number {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(day) ? time : Number.NaN;
}

/** Checks a range of calendar days, from before to, at most MAX_RANGE_DAYS long. */
export function dayRange(from: string, to: string): DayRange {
  const start = dayStart(from);
  const end = dayStart(to);
  if (!(start <= end) || (end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) throw AnalyticsErrors.badRange();
  return { from, to };
}
