import type { DayRange } from '../api/analytics.api';

export const RANGE_PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

/** The longest custom range: a year, leap day included, keeps the daily chart readable. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The owner's calendar day of `date` (local time), as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Milliseconds of midnight UTC of a YYYY-MM-DD day, or null for anything that is not a real day. */
function dayMs(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  // Date.UTC rolls 2025-02-30 over into March; a real day comes back unchanged.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {
    return null;
  }
  return ms;
}

export const isIsoDay = (day: string): boolean => dayMs(day) !== null;

/** Calendar arithmetic on YYYY-MM-DD days; UTC, so daylight-saving changes cannot skip a day. */
export function addDays(day: string, days: number): string {
  const ms = dayMs(day);
  if (ms === null) throw new RangeError(`Not a day: ${day}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function rangeLength(range: DayRange): number {
  const from = dayMs(range.from);
  const to = dayMs(range.to);
  if (from === null || to === null || to < from) return 0;
  return Math.round((to - from) / DAY_MS) + 1;
}

/** The last `days` days up to and including `today`. */
export function presetRange(days: number, today: string): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** A range the owner typed, or what is wrong with it. */
export function checkCustomRange(
  from: string,
  to: string,
  today: string,
): { range: DayRange; error?: undefined } | { range?: undefined; error: string } {
  if (!from || !to) return { error: 'Choose both a start and an end date.' };
  if (!isIsoDay(from) || !isIsoDay(to))
    return { error: 'Enter dates as YYYY-MM-DD, for example 2025-03-31.' };
  if (from > to) return { error: 'The start date must be on or before the end date.' };
  if (to > today) return { error: 'The end date cannot be in the future.' };
  if (rangeLength({ from, to }) > MAX_RANGE_DAYS) {
    return { error: `Choose a range of at most ${MAX_RANGE_DAYS} days.` };
  }
  return { range: { from, to } };
}

/** Every day of the range in order, both ends counted. */
export function daysOf(range: DayRange): string[] {
  const length = rangeLength(range);
  return Array.from({ length }, (_, i) => addDays(range.from, i));
}

/** The series with a zero entry for every day of the range the server left out (no traffic). */
export function fillSeries<T extends { day: string }>(
  series: readonly T[],
  range: DayRange,
  empty: (day: string) => T,
): T[] {
  const byDay = new Map(series.map((entry) => [entry.day, entry]));
  return daysOf(range).map((day) => byDay.get(day) ?? empty(day));
}

const shortFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** "Mar 31" (short) or "Mar 31, 2025" (long) in the owner's language; the day itself, not shifted. */
export function formatDay(day: string, style: 'short' | 'long' = 'short'): string {
  const ms = dayMs(day);
  if (ms === null) return day;
  return (style === 'short' ? shortFormat : longFormat).format(ms);
}

export function formatRange(range: DayRange): string {
  return `${formatDay(range.from, 'long')} – ${formatDay(range.to, 'long')}`;
}

// Seconds included: a log entry is told apart from its neighbours by its time.
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A stored ISO time in the owner's time zone; anything unreadable as it came. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}
