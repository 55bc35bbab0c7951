import type { FastifyInstance } from 'fastify';
import { storeCookieSettings, storedCookieSettings } from '#modules/consent/consent.queries';
import { ConsentLogCsvQuery, ConsentLogQuery } from '#modules/consent/consent.schemas';
import { consentLogCsv, consentLogPage, timeRange } from '#modules/consent/consent-log';
import { mergeSettings, parseSettingsBody, serverSettings } from '#modules/consent/cookie-banner-settings';
import { csvStream } from '#platform/csv/csv';
import { parseInput } from '#platform/errors/validation';
import { requirePermission, requireReadOr } from '#platform/tenancy/permissions';

const PRIVATE = 'private, no-store';

/**
 * The owner's cookie banner settings (any role reads them, `settings` changes them) and consent log
 * (`consentLog`, admins only: each entry is one person's answer at a precise time, the owner's proof
 * of consent; docs/permissions.md says why).
 */
export async function consentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(bannerRoutes);
  await app.register(consentLogRoutes);
}

async function bannerRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'settings'));

  app.get('/api/config/cookie-banner', async (request, reply) => {
    reply.header('Cache-Control', PRIVATE);
    return { settings: serverSettings(await storedCookieSettings(app.db, request.site!.id)) };
  });

  app.put('/api/config/cookie-banner', async (request, reply) => {
    const siteId = request.site!.id;
    const patch = parseSettingsBody(request.body);
    const settings = mergeSettings(await storedCookieSettings(app.db, siteId), patch);
    await storeCookieSettings(app.db, siteId, settings);
    // Published pages carry the banner: the next request renders them with the new one.
    app.sites.invalidate(siteId);
    reply.header('Cache-Control', PRIVATE);
    return { settings };
  });
}

async function consentLogRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requirePermission(app, 'consentLog'));

  app.get('/api/config/consent-log', async (request, reply) => {
    const query = parseInput(ConsentLogQuery, request.query);
    const range = timeRange(query.from, query.to);
    reply.header('Cache-Control', PRIVATE);
    return consentLogPage(app.db, request.site!.id, range, query.limit, query.offset);
  });

  app.get('/api/config/consent-log.csv', async (request, reply) => {
    const query = parseInput(ConsentLogCsvQuery, request.query);
    // Streamed a page at a time by key: memory does not grow with the log.
    const csv = csvStream(consentLogCsv(app.db, request.site!.id, timeRange(query.from, query.to)));
    const span = [query.from, query.to].filter(Boolean).join('-to-');
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="consent-log${span ? `-${span}` : ''}.csv"`)
      .header('Cache-Control', PRIVATE)
      .send(csv);
  });
}
