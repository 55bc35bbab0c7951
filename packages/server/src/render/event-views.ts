import { addMonths, instantToZoned, nextDay } from '@atelier/domain';
import type { CalendarDay, EventCard, MonthCalendarView } from '@atelier/site';
import type { EventRecord } from '#modules/events/events.model';

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** When an event is, in its own zone and the page's language: a day range all-day, else a time range. */
export function whenText(event: EventRecord, tag: string): string {
  if (event.allDay) {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' });
    return event.start === event.end
      ? format.format(dayDate(event.start))
      : format.formatRange(dayDate(event.start), dayDate(event.end));
  }
  const format = new Intl.DateTimeFormat(tag, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timeZone,
  });
  return format.formatRange(new Date(event.startsAt), new Date(event.endsAt));
}

export const eventHref = (pagePath: string, event: EventRecord) => `${pagePath}/${event.slug}`;

export const eventCard = (event: EventRecord, pagePath: string, tag: string): EventCard => ({
  title: event.title,
  href: eventHref(pagePath, event),
  startIso: event.startsAt,
  whenText: whenText(event, tag),
  location: event.location,
  ...(event.mediaId ? { image: { mediaId: event.mediaId, alt: '' } } : {}),
});

/** The days an event covers on its own calendar: its first to its last (a timed event's end day). */
function eventDays(event: EventRecord): [string, string] {
  if (event.allDay) return [event.start, event.end];
  const first = event.start.slice(0, 10);
  // Ending at midnight does not reach into the next day.
  const endLocal = event.end.endsWith('T00:00')
    ? instantToZoned(new Date(Date.parse(event.endsAt) - 60_000), event.timeZone)
    : event.end;
  return [first, endLocal.slice(0, 10) < first ? first : endLocal.slice(0, 10)];
}

/** The UTC instants that bound a month's events whatever their zones (a day either side). */
export function monthBounds(month: string): { from: Date; to: Date } {
  return {
    from: new Date(Date.parse(`${month}-01T00:00:00Z`) - 86_400_000),
    to: new Date(Date.parse(`${addMonths(month, 1)}-01T00:00:00Z`) + 86_400_000),
  };
}

/**
 * A month as weeks from Monday, each event on the days it covers as its own zone writes them, with
 * the links to the months before and after (`monthHref`).
 */
export function monthCalendar(options: {
  month: string;
  events: EventRecord[];
  now: Date;
  tag: string;
  pagePath: string;
  pageTitle: string;
  monthHref: (month: string) => string;
}): MonthCalendarView {
  const { month, tag } = options;
  const first = dayDate(`${month}-01`);
  const lead = (first.getUTCDay() + 6) % 7;
  const last = addMonths(month, 1);
  const today = options.now.toISOString().slice(0, 10);
  const dayLabel = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' });
  const timeFormat = (zone: string) => new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: zone });
  const covered = options.events.map((event) => ({ event, days: eventDays(event) }));
  const cells: CalendarDay[] = Array.from({ length: lead }, () => ({
    day: null,
    number: 0,
    label: '',
    today: false,
    events: [],
  }));
  for (let day = `${month}-01`; day < `${last}-01`; day = nextDay(day)) {
    cells.push({
      day,
      number: Number(day.slice(8)),
      label: dayLabel.format(dayDate(day)),
      today: day === today,
      events: covered
        .filter(({ days }) => days[0] <= day && day <= days[1])
        .map(({ event, days }) => ({
          title: event.title,
          href: eventHref(options.pagePath, event),
          timeText:
            event.allDay || days[0] !== day
              ? ''
              : timeFormat(event.timeZone).format(new Date(event.startsAt)),
        })),
    });
  }
  while (cells.length % 7) cells.push({ day: null, number: 0, label: '', today: false, events: [] });
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const short = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  // 6 January 2025 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const date = dayDate(`2025-01-${String(6 + i).padStart(2, '0')}`);
    return { short: short.format(date), long: long.format(date) };
  });
  return {
    month,
    monthText: new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      first,
    ),
    weekdays,
    weeks,
    previousHref: options.monthHref(addMonths(month, -1)),
    nextHref: options.monthHref(addMonths(month, 1)),
    pagePath: options.pagePath,
    pageTitle: options.pageTitle,
  };
}

/** schema.org `Event` data of an event's page. */
export function eventJsonLd(event: EventRecord, url: string, image: string | undefined, organizer: string) {
  const date = (local: string, iso: string) => (event.allDay ? local : iso);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: date(event.start, event.startsAt),
    endDate: date(event.end, event.endsAt),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url,
    ...(event.location
      ? { location: { '@type': 'Place', name: event.location, address: event.location } }
      : {}),
    ...(image ? { image: [image] } : {}),
    ...(event.link ? { offers: { '@type': 'Offer', url: event.link } } : {}),
    organizer: { '@type': 'Organization', name: organizer },
  };
}
