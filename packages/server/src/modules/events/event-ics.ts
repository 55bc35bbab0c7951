import { nextDay } from '@atelier/domain';
import { docPlainText, type EventRecord } from './events.model';

/**
 * An event as an iCalendar file (RFC 5545): one VCALENDAR with the VTIMEZONE its times name and
 * one VEVENT. Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 character); text
 * values are escaped (§3.3.11).
 */
export function eventIcs(event: EventRecord, options: { host: string; url: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atelier//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(event.allDay ? [] : vtimezone(event.timeZone, event.startsAt, event.endsAt)),
    'BEGIN:VEVENT',
    `UID:${event.id}@${options.host}`,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    ...(event.allDay
      ? [
          `DTSTART;VALUE=DATE:${compactDay(event.start)}`,
          `DTEND;VALUE=DATE:${compactDay(nextDay(event.end))}`,
        ]
      : [
          `DTSTART;TZID=${event.timeZone}:${compactLocal(event.start)}`,
          `DTEND;TZID=${event.timeZone}:${compactLocal(event.end)}`,
        ]),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...descriptionLine(event),
    `URL:${options.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

function descriptionLine(event: EventRecord): string[] {
  const text = [docPlainText(event.description), event.link ? event.link : ''].filter(Boolean).join('\n\n');
  return text ? [`DESCRIPTION:${escapeText(text)}`] : [];
}

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation's leading space is one of its 75
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');
const compactLocal = (local: string) => `${local.replace(/[-:]/g, '')}00`;
const utcStamp = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** The zone's offset from UTC at an instant, in minutes. */
const formats = new Map<string, Intl.DateTimeFormat>();

function offsetMinutes(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  const format =
    formats.get(zone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
  formats.set(zone, format);
  for (const part of format.formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

const formatOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

const DAY = 86_400_000;

/**
 * The VTIMEZONE of a zone around an event: each change of offset from the January before its
 * start to the December after its end, found day by day and then to the minute, as a STANDARD
 * (the offset falls) or DAYLIGHT (it rises) part; a zone without changes gets one STANDARD part.
 */
export function vtimezone(zone: string, startsAt: string, endsAt: string): string[] {
  const from = Date.UTC(new Date(startsAt).getUTCFullYear() - 1, 0, 1);
  const to = Date.UTC(new Date(endsAt).getUTCFullYear() + 1, 11, 31);
  const parts: string[] = [];
  const initial = offsetMinutes(from, zone);
  let offset = initial;
  for (let t = from + DAY; t <= to; t += DAY) {
    const next = offsetMinutes(t, zone);
    if (next === offset) continue;
    let low = t - DAY;
    let high = t;
    while (high - low > 60_000) {
      const mid = Math.floor((low + high) / 2 / 60_000) * 60_000;
      if (offsetMinutes(mid, zone) === offset) low = mid;
      else high = mid;
    }
    // DTSTART is the local time of the change on the clock before it.
    const local = new Date(high + offset * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
    const kind = next > offset ? 'DAYLIGHT' : 'STANDARD';
    parts.push(
      `BEGIN:${kind}`,
      `DTSTART:${local}`,
      `TZOFFSETFROM:${formatOffset(offset)}`,
      `TZOFFSETTO:${formatOffset(next)}`,
      `END:${kind}`,
    );
    offset = next;
  }
  if (parts.length === 0)
    parts.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${formatOffset(initial)}`,
      `TZOFFSETTO:${formatOffset(initial)}`,
      'END:STANDARD',
    );
  return ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...parts, 'END:VTIMEZONE'];
}
