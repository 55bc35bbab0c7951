import { BlockType, type PageDocument } from '@atelier/domain';
import { type CalendarLookup, calendarPageId, documentBlocks, OWNER_PREVIEW } from '@atelier/site';
import type { Kysely } from 'kysely';
import * as events from '#modules/events/events.service';
import type { DB } from '#platform/db/schema';
import { monthBounds, monthCalendar } from './event-views';

/** Calendar blocks a page may hold that are each drawn (the rest show nothing). */
const MAX_CALENDARS = 10;

/**
 * The months a page's Calendar blocks (type 26) show, by the Events page each names: the month of
 * `now` (the job runner's clock, UTC, as the Events page's own calendar), with that page's
 * published events, its links to the months before and after on the page's own calendar. A page
 * not published (or not an Events page of the site) is left out, and its block shows nothing; an
 * owner's preview finds a page not published yet too, and is marked so. Undefined without blocks.
 */
export async function calendarLookupFor(
  db: Kysely<DB>,
  siteId: string,
  document: PageDocument,
  options: { preview: boolean; tag: string; now: Date },
): Promise<CalendarLookup | undefined> {
  const blocks = documentBlocks(document).filter((block) => block.type === BlockType.calendar);
  if (blocks.length === 0) return undefined;
  const lookup: CalendarLookup = options.preview ? { [OWNER_PREVIEW]: true } : {};
  const ids = [...new Set(blocks.flatMap((block) => calendarPageId(block.settings) ?? []))];
  const month = options.now.toISOString().slice(0, 7);
  const { from, to } = monthBounds(month);
  for (const pageId of ids.slice(0, MAX_CALENDARS)) {
    const page = await events.eventsPageWithId(db, siteId, pageId, options.preview);
    if (!page) continue;
    const pagePath = `/${page.slug}`;
    lookup[pageId] = monthCalendar({
      month,
      events: await events.eventsBetween(db, page.id, from, to),
      now: options.now,
      tag: options.tag,
      pagePath,
      pageTitle: page.title,
      monthHref: (other) => `${pagePath}/calendar/${other}`,
    });
  }
  return lookup;
}
