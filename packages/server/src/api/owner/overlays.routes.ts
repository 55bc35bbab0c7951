import type { FastifyInstance } from 'fastify';
import { popupOverlayReport } from '#modules/analytics/overlay-report';
import { PopupReportQuery } from '#modules/overlays/overlays.schemas';
import {
  parseAnnouncementBarBody,
  parsePopupOverlayBody,
  saveAnnouncementBar,
  savePopupOverlay,
  siteOverlays,
} from '#modules/overlays/overlays.service';
import { parseInput } from '#platform/errors/validation';
import { requirePermission, requireReadOr } from '#platform/tenancy/permissions';

const PRIVATE = 'private, no-store';

/**
 * The owner's announcement bar and popup overlay (any role reads them, `settings` changes them),
 * and the popup's conversion (`analytics`). A save reaches published pages on the next request.
 */
export async function overlaysRoutes(app: FastifyInstance): Promise<void> {
  await app.register(settingsRoutes);
  await app.register(reportRoutes);
}

async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'settings'));

  app.get('/api/config/announcement-bar', async (request, reply) => {
    reply.header('Cache-Control', PRIVATE);
    return { settings: (await siteOverlays(app.db, request.site!.id)).announcementBar };
  });

  app.put('/api/config/announcement-bar', async (request, reply) => {
    const siteId = request.site!.id;
    const settings = await saveAnnouncementBar(app.db, siteId, parseAnnouncementBarBody(request.body));
    app.sites.invalidate(siteId);
    reply.header('Cache-Control', PRIVATE);
    return { settings };
  });

  app.get('/api/config/popup-overlay', async (request, reply) => {
    reply.header('Cache-Control', PRIVATE);
    return { settings: (await siteOverlays(app.db, request.site!.id)).popupOverlay };
  });

  app.put('/api/config/popup-overlay', async (request, reply) => {
    const siteId = request.site!.id;
    const settings = await savePopupOverlay(app.db, siteId, parsePopupOverlayBody(request.body));
    app.sites.invalidate(siteId);
    reply.header('Cache-Control', PRIVATE);
    return { settings };
  });
}

async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requirePermission(app, 'analytics'));

  app.get('/api/config/popup-overlay/report', async (request, reply) => {
    const range = parseInput(PopupReportQuery, request.query);
    reply.header('Cache-Control', PRIVATE);
    return { report: await popupOverlayReport(app.db, request.site!.id, range) };
  });
}
