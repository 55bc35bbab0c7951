import { newId, nextDay, zonedToInstant } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB, EventsTable } from '#platform/db/schema';
import { EventsErrors } from './events.errors';
import { type EventRecord, rowToEvent } from './events.model';
import * as q from './events.queries';
import type { EventInput } from './events.schemas';

type Db = Kysely<DB> | Transaction<DB>;

/** Addresses under an Events page that are its own views, never an event's. */
export const RESERVED_EVENT_SLUGS = new Set(['past', 'calendar']);

export interface EventsPage {
  id: string;
  slug: string;
  title: string;
  published: boolean;
}

const toPage = (row: {
  id: string;
  slug: string;
  title: string;
  published_version: number | null;
}): EventsPage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  published: row.published_version !== null,
});

/** The site's Events page by id, or a 404 (another site's page, or a page of another kind). */
export async function requireEventsPage(db: Db, siteId: string, pageId: string): Promise<EventsPage> {
  const row = await q.eventsPageRow(db, siteId, pageId);
  if (!row) throw EventsErrors.pageNotFound();
  return toPage(row);
}

/** The site's Events page by id, or null; published ones only unless `drafts`. */
export async function eventsPageWithId(
  db: Db,
  siteId: string,
  pageId: string,
  drafts: boolean,
): Promise<EventsPage | null> {
  const row = await q.eventsPageRow(db, siteId, pageId);
  if (!row || (!drafts && row.published_version === null)) return null;
  return toPage(row);
}

export async function eventsPageAt(db: Db, siteId: string, slug: string, drafts: boolean) {
  const row = await q.eventsPageBySlug(db, siteId, slug, drafts);
  return row ? toPage(row) : null;
}

export function eventSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug && !RESERVED_EVENT_SLUGS.has(slug) ? slug : 'event';
}

/** The stored columns of an input: wall-clock times kept, and the instants they name. */
function columnsOf(input: EventInput, now: string) {
  const startsAt = zonedToInstant(input.start, input.timeZone).toISOString();
  // An all-day event lasts to the end of its last day: the next day's midnight there.
  const endsAt = zonedToInstant(input.allDay ? nextDay(input.end) : input.end, input.timeZone).toISOString();
  return {
    title: input.title,
    all_day: input.allDay ? 1 : 0,
    start_local: input.start,
    end_local: input.end,
    time_zone: input.timeZone,
    starts_at: startsAt,
    ends_at: endsAt,
    location: input.location,
    description: input.description ? JSON.stringify(input.description) : null,
    media_id: input.mediaId,
    link: input.link,
    status: input.status,
    updated_at: now,
    // A saved event may end later than before: the events clock sees its end pass again.
    passed_at: null,
  };
}

async function checkImage(db: Db, siteId: string, mediaId: string | null) {
  if (mediaId && !(await q.siteImage(db, siteId, mediaId)))
    throw EventsErrors.invalidInput(
      { mediaId: 'Choose an image from this site’s media library.' },
      'Invalid input. mediaId: Choose an image from this site’s media library.',
    );
}

/** Inserts the row at the first free slug of its page: `title`, `title-2`, … */
async function insertWithFreeSlug(db: Db, row: EventsTable): Promise<EventRecord> {
  const wanted = row.slug;
  for (let n = 1; n <= 20; n++) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    if (await q.insertIfSlugFree(db, { ...row, slug })) return rowToEvent({ ...row, slug });
  }
  const slug = `${wanted}-${newId().slice(0, 6)}`;
  if (await q.insertIfSlugFree(db, { ...row, slug })) return rowToEvent({ ...row, slug });
  throw EventsErrors.invalidInput({ title: 'Too many events share this title.' });
}

export async function listEvents(db: Db, siteId: string, pageId: string): Promise<EventRecord[]> {
  await requireEventsPage(db, siteId, pageId);
  return (await q.eventsOfPage(db, siteId, pageId)).map(rowToEvent);
}

export async function findEvent(db: Db, siteId: string, id: string): Promise<EventRecord> {
  const row = await q.eventById(db, siteId, id);
  if (!row) throw EventsErrors.notFound();
  return rowToEvent(row);
}

export async function createEvent(
  db: Db,
  siteId: string,
  pageId: string,
  input: EventInput,
): Promise<EventRecord> {
  await requireEventsPage(db, siteId, pageId);
  await checkImage(db, siteId, input.mediaId);
  const now = new Date().toISOString();
  return insertWithFreeSlug(db, {
    id: newId(),
    website_id: siteId,
    page_id: pageId,
    slug: eventSlug(input.title),
    created_at: now,
    ...columnsOf(input, now),
  });
}

/** Saves every field of an event; its address stays what it was, so links to it keep working. */
export async function updateEvent(
  db: Db,
  siteId: string,
  id: string,
  input: EventInput,
): Promise<EventRecord> {
  const before = await findEvent(db, siteId, id);
  await checkImage(db, siteId, input.mediaId);
  const result = await q.updateEventRow(db, siteId, id, columnsOf(input, new Date().toISOString()));
  if (Number(result.numUpdatedRows) !== 1) throw EventsErrors.notFound();
  return { ...(await findEvent(db, siteId, id)), slug: before.slug };
}

/** A draft copy of an event on the same page, "Copy of …", at an address of its own. */
export async function duplicateEvent(db: Db, siteId: string, id: string): Promise<EventRecord> {
  const source = await q.eventById(db, siteId, id);
  if (!source) throw EventsErrors.notFound();
  const now = new Date().toISOString();
  const title = `Copy of ${source.title}`.slice(0, 200);
  return insertWithFreeSlug(db, {
    ...source,
    id: newId(),
    title,
    slug: eventSlug(title),
    status: 'draft',
    created_at: now,
    updated_at: now,
    passed_at: null,
  });
}

export async function deleteEvent(db: Db, siteId: string, id: string): Promise<EventRecord> {
  const event = await findEvent(db, siteId, id);
  const result = await q.deleteEventRow(db, siteId, id);
  if (Number(result.numDeletedRows) !== 1) throw EventsErrors.notFound();
  return event;
}

/** One page of a list for visitors: upcoming (soonest first) or past (latest first). */
export async function eventList(
  db: Db,
  pageId: string,
  which: 'upcoming' | 'past',
  now: Date,
  page: number,
  perPage: number,
): Promise<{ events: EventRecord[]; total: number }> {
  const at = now.toISOString();
  const rows =
    which === 'upcoming'
      ? await q.upcomingRows(db, pageId, at, (page - 1) * perPage, perPage)
      : await q.pastRows(db, pageId, at, (page - 1) * perPage, perPage);
  return { events: rows.map(rowToEvent), total: await q.countRows(db, pageId, at, which) };
}

export const eventsBetween = async (db: Db, pageId: string, from: Date, to: Date) =>
  (await q.rowsBetween(db, pageId, from.toISOString(), to.toISOString())).map(rowToEvent);

export const publishedEvent = async (db: Db, pageId: string, slug: string) => {
  const row = await q.publishedRowBySlug(db, pageId, slug);
  return row ? rowToEvent(row) : null;
};

export const nextEventEnd = (db: Db, pageId: string, now: Date) => q.nextEnd(db, pageId, now.toISOString());
