/**
 * Ours, not the specification's: the words of Events pages and the Calendar block (spec 000 §2
 * events list and calendar, spec 001 §3 block type calendar 26). `{page}` and `{pages}` count list
 * pages, `{zone}` is an IANA time zone, `{month}` a month as the page's language writes it.
 */
export const eventsMessages = {
  upcoming: 'Upcoming',
  past: 'Past',
  calendar: 'Calendar',
  views: 'Event views',
  noUpcoming: 'No upcoming events yet.',
  noPast: 'No past events.',
  noneThisMonth: 'No events this month.',
  allDay: 'All day',
  when: 'When',
  where: 'Where',
  timeZone: 'Times in {zone}',
  tickets: 'Tickets and sign-up',
  addToCalendar: 'Add to calendar (.ics)',
  allEvents: 'All events',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  earlier: 'Earlier',
  later: 'Later',
  pageOf: 'Page {page} of {pages}',
  monthCaption: 'Events in {month}',
  /** Only in an owner's preview: a Calendar block that shows no Events page. */
  chooseEventsPage: 'Choose an Events page in this Calendar block’s settings.',
} as const;
