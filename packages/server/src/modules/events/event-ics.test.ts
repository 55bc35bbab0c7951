import { describe, expect, it } from 'vitest';
import { escapeText, eventIcs, foldLine } from './event-ics';
import type { EventRecord } from './events.model';

const event = (over: Partial<EventRecord> = {}): EventRecord => ({
  id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  pageId: 'f'.repeat(24),
  slug: 'wheel-workshop',
  title: 'Wheel workshop; throwing, trimming',
  allDay: false,
  start: '2030-07-15T10:00',
  end: '2030-07-15T12:30',
  timeZone: 'Europe/Paris',
  startsAt: '2030-07-15T08:00:00.000Z',
  endsAt: '2030-07-15T10:30:00.000Z',
  location: '12 Rue de la Poterie, Lyon',
  description: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Bring an apron.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Clay included\\all levels.' }] },
    ],
  },
  mediaId: null,
  link: 'https://tickets.example/wheel',
  status: 'published',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-02T03:04:05.000Z',
  ...over,
});

/** Unfolds and splits an iCalendar text into its content lines. */
const unfold = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('an event as an iCalendar file (RFC 5545)', () => {
  it('writes VCALENDAR and VEVENT with UID, DTSTAMP, zoned times, SUMMARY, LOCATION and DESCRIPTION', () => {
    const ics = eventIcs(event(), {
      host: 'studio.example',
      url: 'https://studio.example/events/wheel-workshop',
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:a1b2c3d4e5f6a1b2c3d4e5f6@studio.example');
    expect(lines).toContain('DTSTAMP:20300102T030405Z');
    expect(lines).toContain('DTSTART;TZID=Europe/Paris:20300715T100000');
    expect(lines).toContain('DTEND;TZID=Europe/Paris:20300715T123000');
    expect(lines).toContain('SUMMARY:Wheel workshop\\; throwing\\, trimming');
    expect(lines).toContain('LOCATION:12 Rue de la Poterie\\, Lyon');
    expect(lines).toContain(
      'DESCRIPTION:Bring an apron.\\nClay included\\\\all levels.\\n\\nhttps://tickets.example/wheel',
    );
    // The zone it names is described, with Paris's summer change of 2030 (31 March, 02:00).
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toContain('TZID:Europe/Paris');
    const daylight = zone.indexOf('DTSTART:20300331T020000');
    expect(daylight).toBeGreaterThan(0);
    expect(zone[daylight - 1]).toBe('BEGIN:DAYLIGHT');
    expect(zone[daylight + 1]).toBe('TZOFFSETFROM:+0100');
    expect(zone[daylight + 2]).toBe('TZOFFSETTO:+0200');
    expect(lines.at(-2)).toBe('END:VEVENT');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('gives an all-day event DATE values, its end the day after its last', () => {
    const lines = unfold(
      eventIcs(event({ allDay: true, start: '2030-07-15', end: '2030-07-16' }), {
        host: 'h',
        url: 'https://h/e',
      }),
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20300715');
    expect(lines).toContain('DTEND;VALUE=DATE:20300717');
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(escapeText('a\nb')).toBe('a\\nb');
  });
});
