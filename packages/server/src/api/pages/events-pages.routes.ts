import { emptyDocument, isMonth, PageType } from '@atelier/domain';
import { srcsetWidths } from '@atelier/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eventIcs } from '#modules/events/event-ics';
import type { EventRecord } from '#modules/events/events.model';
import * as events from '#modules/events/events.service';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';
import { eventCard, eventJsonLd, monthBounds, monthCalendar, whenText } from '#render/event-views';
import { mediaLookupFor } from '#render/media-lookup';
import { pageLanguageOf } from '#render/page-language';
import { sendScreen } from '#render/plain-page';
import { ownerPreview } from './storefront-pages.routes';

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ICS = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.ics$/;
/** Events a list page shows. */
export const EVENTS_PER_PAGE = 10;
const ListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).optional().catch(1).default(1),
});

/**
 * Answers an address under an Events page (spec 000 §2 events list and calendar): `/{page}` its
 * upcoming events, `/{page}/past`, `/{page}/calendar[/YYYY-MM]` a month, `/{page}/{event}` an event
 * and `/{page}/{event}.ics` its calendar file. True once answered; false when no Events page lives
 * at the first segment (the published pages' catch-all goes on). "Now" is the job runner's clock;
 * the answers without a query are cached, and the events clock (events-clock.ts) renders them afresh
 * when an event ends or a day begins.
 */
export async function answerEvents(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  /** The address asked for when it is not `path`: a language's (`/fr/ateliers`), cached under it. */
  address: string = path,
): Promise<boolean> {
  if (!request.site) return false;
  const [first, second, third, ...more] = path.slice(1).split('/');
  if (!first || !SEGMENT.test(first) || first === 'home' || more.length) return false;
  const siteId = request.site.id;
  const preview = await ownerPreview(app, request);
  const page = await events.eventsPageAt(app.db, siteId, first, preview);
  if (!page) return false;
  const now = app.jobs.clock.now();
  const tag = pageLanguageOf(request).tag;
  const pagePath = `/${page.slug}`;
  const origin = requestOrigin(request);
  const plain = Object.keys(request.query ?? {}).length === 0;

  const sendList = async (which: 'upcoming' | 'past') => {
    const { page: number } = ListQuery.parse(request.query ?? {});
    const listPath = which === 'upcoming' ? pagePath : `${pagePath}/past`;
    const { events: shown, total } = await events.eventList(
      app.db,
      page.id,
      which,
      now,
      number,
      EVENTS_PER_PAGE,
    );
    const pages = Math.max(1, Math.ceil(total / EVENTS_PER_PAGE));
    const at = (n: number) => (n === 1 ? listPath : `${listPath}?page=${n}`);
    const media = await mediaLookupFor(
      app.db,
      siteId,
      emptyDocument(),
      shown.flatMap((e) => e.mediaId ?? []),
    );
    await sendScreen(reply, {
      title: page.title,
      view: {
        screen: 'events',
        pageTitle: page.title,
        pagePath,
        which,
        events: shown.map((event) => eventCard(event, pagePath, tag)),
        page: number,
        pages,
        ...(number > 1 ? { previousHref: at(number - 1) } : {}),
        ...(number < pages ? { nextHref: at(number + 1) } : {}),
        media,
      },
      index: true,
      jsonLd: shown.map((event) =>
        eventJsonLd(event, `${origin}${pagePath}/${event.slug}`, undefined, request.site!.title),
      ),
      // Cached like any page: an event saved, or ended on the events clock, renders it afresh.
      cachePath: plain ? address : undefined,
    });
    return true;
  };

  const sendMonth = async (month: string) => {
    const { from, to } = monthBounds(month);
    const inMonth = await events.eventsBetween(app.db, page.id, from, to);
    const calendar = monthCalendar({
      month,
      events: inMonth,
      now,
      tag,
      pagePath,
      pageTitle: page.title,
      monthHref: (other) => `${pagePath}/calendar/${other}`,
    });
    await sendScreen(reply, {
      title: `${calendar.monthText} · ${page.title}`,
      view: { screen: 'events-calendar', pageTitle: page.title, pagePath, calendar },
      // A new day moves today's mark (and the current month): the events clock renders it afresh.
      cachePath: plain ? address : undefined,
    });
    return true;
  };

  const sendEvent = async (event: EventRecord) => {
    const media = await mediaLookupFor(app.db, siteId, emptyDocument(), event.mediaId ? [event.mediaId] : []);
    const image = event.mediaId ? media[event.mediaId] : undefined;
    const imageUrl =
      image?.kind === 'image' && image.width
        ? `${image.url}${srcsetWidths(image.width).at(-1)!.file}.${image.fallback ?? 'jpeg'}`
        : undefined;
    const url = `${origin}${pagePath}/${event.slug}`;
    await sendScreen(reply, {
      title: event.title,
      view: {
        screen: 'event',
        pageTitle: page.title,
        pagePath,
        title: event.title,
        startIso: event.startsAt,
        endIso: event.endsAt,
        whenText: whenText(event, tag),
        timeZone: event.timeZone,
        allDay: event.allDay,
        location: event.location,
        description: event.description,
        link: event.link,
        icsHref: `${pagePath}/${event.slug}.ics`,
        ...(event.mediaId ? { image: { mediaId: event.mediaId, alt: image?.alt ?? '' } } : {}),
        media,
      },
      pageType: PageType.contentItem,
      itemId: event.id,
      index: true,
      description: `${whenText(event, tag)}${event.location ? ` · ${event.location}` : ''}`,
      jsonLd: [eventJsonLd(event, url, imageUrl ? `${origin}${imageUrl}` : undefined, request.site!.title)],
      image: imageUrl,
      // An event's page is the same whenever it is seen: cached until the site changes.
      cachePath: plain ? address : undefined,
    });
    return true;
  };

  if (second === undefined) return sendList('upcoming');
  if (second === 'past' && third === undefined) return sendList('past');
  if (second === 'calendar') {
    if (third === undefined) return sendMonth(now.toISOString().slice(0, 7));
    return isMonth(third) ? sendMonth(third) : false;
  }
  if (third !== undefined) return false;
  const ics = ICS.exec(second);
  const event = await events.publishedEvent(app.db, page.id, ics ? ics[1]! : second);
  if (!event) return false;
  if (!ics) return sendEvent(event);
  const host = new URL(origin).hostname;
  await reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${event.slug}.ics"`)
    .header('Cache-Control', 'no-cache')
    .send(eventIcs(event, { host, url: `${origin}${pagePath}/${event.slug}` }));
  return true;
}
