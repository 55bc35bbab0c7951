import type { MediaLookup } from '../../blocks/image/media-context';

/** One event in a list or a calendar day, its date and time already written in the page's language. */
export interface EventCard {
  title: string;
  href: string;
  /** ISO instant it starts (the `<time>` element's machine value). */
  startIso: string;
  /** When it is, in its own time zone and the page's language ("Mon 15 July 2030, 10:00–12:30"). */
  whenText: string;
  location: string;
  image?: { mediaId: string; alt: string };
}

/** An Events page's upcoming or past list, a page at a time. */
export interface EventsListScreenProps {
  pageTitle: string;
  pagePath: string;
  which: 'upcoming' | 'past';
  events: EventCard[];
  page: number;
  pages: number;
  /** The neighbouring pages of this list, where there are some. */
  previousHref?: string;
  nextHref?: string;
  media: MediaLookup;
}

/** One day cell of a month calendar; `day` null for the padding before the 1st and after the last. */
export interface CalendarDay {
  day: string | null;
  number: number;
  /** The day as the page's language writes it in full ("Monday 15 July 2030"). */
  label: string;
  today: boolean;
  events: { title: string; href: string; timeText: string }[];
}

/** A month of an Events page as a table: weeks of seven days, with links to the months around it. */
export interface MonthCalendarView {
  /** `YYYY-MM`. */
  month: string;
  /** The month as the page's language writes it ("July 2030"). */
  monthText: string;
  /** Weekday names from Monday: short (column heads) and long (their abbr). */
  weekdays: { short: string; long: string }[];
  weeks: CalendarDay[][];
  previousHref: string;
  nextHref: string;
  /** The Events page's list. */
  pagePath: string;
  pageTitle: string;
}

export interface EventsCalendarScreenProps {
  pageTitle: string;
  pagePath: string;
  calendar: MonthCalendarView;
}

/** One event's page. */
export interface EventScreenProps {
  pageTitle: string;
  pagePath: string;
  title: string;
  startIso: string;
  endIso: string;
  whenText: string;
  timeZone: string;
  allDay: boolean;
  location: string;
  /** ProseMirror JSON, the Text block's document; null when none. */
  description: unknown;
  link: string | null;
  icsHref: string;
  image?: { mediaId: string; alt: string };
  media: MediaLookup;
}
