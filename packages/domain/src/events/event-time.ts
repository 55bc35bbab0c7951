/**
 * Events' times (modules/events): an event's start and end are wall-clock times in an IANA time
 * zone, as its owner means them ("10:00 in Paris"), kept as written; the instant each names is
 * worked out here with the platform's time-zone data (Intl), never with fixed offsets, so summer
 * time is right on either side of a change.
 */

/** `2030-05-04T10:00` (a timed event's start or end) or `2030-05-04` (an all-day event's day). */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
export const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The zone's canonical name (`europe/paris` → `Europe/Paris`), or null when it is no IANA zone. */
export function canonicalTimeZone(zone: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether `value` is a real calendar day (`2030-02-30` is not). */
export function isLocalDate(value: string): boolean {
  const m = LOCAL_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Whether `value` is a real day and time of day (`2030-05-04T24:00` is not). */
export function isLocalDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME.exec(value);
  return !!m && isLocalDate(value.slice(0, 10)) && Number(m[4]) < 24 && Number(m[5]) < 60;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock at an instant, as milliseconds of a UTC date with the same fields. */
function wallClockAt(instant: number, zone: string): number {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/**
 * The instant a wall-clock time names in a zone (`2030-05-04T10:00` or a day, its midnight). A time
 * a spring change skips is read with the offset before the change (02:30 → 03:30), an hour an autumn
 * change repeats as its first occurrence.
 */
export function zonedToInstant(local: string, zone: string): Date {
  const [date, time = '00:00'] = local.split('T');
  const [y, mo, d] = date!.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Offsets a day either side: no zone changes twice within two days.
  const DAY = 86_400_000;
  const offsets = [
    ...new Set([
      wallClockAt(asUtc - DAY, zone) - (asUtc - DAY),
      wallClockAt(asUtc + DAY, zone) - (asUtc + DAY),
    ]),
  ];
  const fits = offsets
    .map((offset) => asUtc - offset)
    .filter((instant) => wallClockAt(instant, zone) === asUtc);
  const instant = fits.length ? Math.min(...fits) : asUtc - Math.min(...offsets);
  return new Date(instant);
}

/** The wall-clock day and time in a zone at an instant: `2030-05-04T10:00`. */
export function instantToZoned(instant: Date, zone: string): string {
  return new Date(wallClockAt(instant.getTime(), zone)).toISOString().slice(0, 16);
}

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** `YYYY-MM` month arithmetic: the month `delta` months from `month`. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 7);
}

/** Whether `value` is a month `YYYY-MM` between the years 1900 and 2999. */
export const isMonth = (value: string): boolean => /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/.test(value);
