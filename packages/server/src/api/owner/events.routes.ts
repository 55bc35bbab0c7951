import type { FastifyInstance } from 'fastify';
import { type EventRecord, eventToJson } from '#modules/events/events.model';
import { EventIdParams, EventInput, EventsPageParams } from '#modules/events/events.schemas';
import * as events from '#modules/events/events.service';
import { EVENTS_PASSED_JOB } from '#modules/events/events-clock';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';

/**
 * The owner's events of an Events page (modules/events, docs/api.md): reading needs `view`,
 * changing needs `pages` (docs/permissions.md). A change re-renders the site's cached pages: the
 * Events page and any Calendar block may show the event.
 */
export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'pages'));
  const siteOf = (request: { site: { id: string } | null }) => request.site!.id;

  const json = async (siteId: string, event: EventRecord) => {
    const page = await events.requireEventsPage(app.db, siteId, event.pageId);
    return eventToJson(event, `/${page.slug}`);
  };
  async function changed(siteId: string) {
    await bumpRenderGeneration(app.db, siteId, new Date().toISOString(), 'site');
    app.sites.invalidate(siteId);
    // The events clock looks again for the next end (the saved event's may be sooner).
    app.jobs.wake(EVENTS_PASSED_JOB);
  }

  app.get('/api/config/pages/:pageId/events', async (request) => {
    const { pageId } = parseInput(EventsPageParams, request.params);
    const page = await events.requireEventsPage(app.db, siteOf(request), pageId);
    const list = await events.listEvents(app.db, siteOf(request), pageId);
    return { events: list.map((event) => eventToJson(event, `/${page.slug}`)) };
  });

  app.post('/api/config/pages/:pageId/events', async (request, reply) => {
    const { pageId } = parseInput(EventsPageParams, request.params);
    const input = parseInput(EventInput, request.body);
    const event = await events.createEvent(app.db, siteOf(request), pageId, input);
    await changed(siteOf(request));
    reply.status(201);
    return { event: await json(siteOf(request), event) };
  });

  app.get('/api/config/events/:id', async (request) => {
    const { id } = parseInput(EventIdParams, request.params);
    return { event: await json(siteOf(request), await events.findEvent(app.db, siteOf(request), id)) };
  });

  app.put('/api/config/events/:id', async (request) => {
    const { id } = parseInput(EventIdParams, request.params);
    const input = parseInput(EventInput, request.body);
    const event = await events.updateEvent(app.db, siteOf(request), id, input);
    await changed(siteOf(request));
    return { event: await json(siteOf(request), event) };
  });

  app.post('/api/config/events/:id/duplicate', async (request, reply) => {
    const { id } = parseInput(EventIdParams, request.params);
    const event = await events.duplicateEvent(app.db, siteOf(request), id);
    reply.status(201);
    return { event: await json(siteOf(request), event) };
  });

  app.delete('/api/config/events/:id', async (request) => {
    const { id } = parseInput(EventIdParams, request.params);
    await events.deleteEvent(app.db, siteOf(request), id);
    await changed(siteOf(request));
    return { ok: true };
  });
}
