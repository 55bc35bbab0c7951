import type { FastifyInstance } from 'fastify';
import { LinkInput, LinkParams, LinkPatch, MenuOrder } from '#modules/navigation/navigation.schemas';
import * as menu from '#modules/navigation/navigation.service';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { saveMenuOrder } from '#workflows/navigation/menu-order.workflow';

/**
 * The main navigation: the order and nesting of its pages and the owner's links to other
 * addresses. Which page is in the menu at all stays with the page (its navigation).
 */
export async function navigationRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'pages'));
  const siteOf = (request: { site: { id: string } | null }) => request.site!.id;

  /** The menu shows on every page, so every change re-renders the site. */
  async function changed(siteId: string) {
    await bumpRenderGeneration(app.db, siteId, new Date().toISOString());
    app.sites.invalidate(siteId);
    return { items: await menu.readMenu(app.db, siteId) };
  }

  app.get('/api/config/navigation', async (request) => ({
    items: await menu.readMenu(app.db, siteOf(request)),
  }));

  app.put('/api/config/navigation', async (request) => {
    await saveMenuOrder(app.db, siteOf(request), parseInput(MenuOrder, request.body));
    return changed(siteOf(request));
  });

  app.post('/api/config/navigation/links', async (request, reply) => {
    await menu.addLink(app.db, siteOf(request), parseInput(LinkInput, request.body));
    reply.status(201);
    return changed(siteOf(request));
  });

  app.patch('/api/config/navigation/links/:id', async (request) => {
    const { id } = parseInput(LinkParams, request.params);
    await menu.changeLink(app.db, siteOf(request), id, parseInput(LinkPatch, request.body));
    return changed(siteOf(request));
  });

  app.delete('/api/config/navigation/links/:id', async (request) => {
    const { id } = parseInput(LinkParams, request.params);
    await menu.removeLink(app.db, siteOf(request), id);
    return changed(siteOf(request));
  });
}
