import type { FastifyInstance, FastifyRequest } from 'fastify';
import { subscribersCsv } from '#modules/newsletter/newsletter.csv';
import { NewsletterErrors } from '#modules/newsletter/newsletter.errors';
import * as q from '#modules/newsletter/newsletter.queries';
import { SubscriberParams, SubscribersQuery } from '#modules/newsletter/newsletter.schemas';
import { subscriberToJson } from '#modules/newsletter/newsletter.service';
import { csvStream, pagesByKey } from '#platform/csv/csv';
import type { NewsletterSubscribersTable } from '#platform/db/schema';
import { parseInput } from '#platform/errors/validation';
import { requirePermission } from '#platform/tenancy/permissions';

/** The owner's list of newsletter subscribers (site host, `forms`). */
export async function newsletterSubscriberRoutes(app: FastifyInstance): Promise<void> {
  // Subscribers are people's addresses: reading them needs `forms`, as changing them does.
  app.addHook('preHandler', requirePermission(app, 'forms'));

  // An id that is not one of ours cannot name anything: the same 404 as an unknown id.
  const subscriberId = (request: FastifyRequest) => {
    const parsed = SubscriberParams.safeParse(request.params);
    if (!parsed.success) throw NewsletterErrors.subscriberNotFound();
    return parsed.data.id;
  };

  // A page at a time by key: `next` asks for the following page; the first page also counts the
  // list (up to 1,000: `totalCapped` past that).
  app.get('/api/config/newsletter/subscribers', async (request) => {
    const query = parseInput(SubscribersQuery, request.query);
    const page = { cursor: query.cursor ?? null, offset: query.offset, limit: query.limit };
    const { rows, next, count } = await q.listSubscribers(
      app.db,
      request.site!.id,
      query,
      page,
      !query.cursor,
    );
    return { subscribers: rows.map(subscriberToJson), next, ...count };
  });

  app.get('/api/config/newsletter/subscribers.csv', async (request, reply) => {
    const siteId = request.site!.id;
    // Streamed a page at a time by key: memory does not grow with the list.
    const pages = pagesByKey((after: NewsletterSubscribersTable | null, size) =>
      q.subscribersAfter(app.db, siteId, after, size),
    );
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('Cache-Control', 'private, no-store')
      .send(csvStream(subscribersCsv(pages)));
  });

  app.delete('/api/config/newsletter/subscribers/:id', async (request) => {
    const id = subscriberId(request);
    const siteId = request.site!.id;
    await q.unsubscribe(app.db, siteId, id, new Date().toISOString());
    const row = await q.subscriberById(app.db, siteId, id);
    if (!row) throw NewsletterErrors.subscriberNotFound();
    return { subscriber: subscriberToJson(row) };
  });
}
