import type { FastifyInstance } from 'fastify';
import { formsIn, SaveDraft } from '#modules/pages/page-document.schema';
import { PagesErrors } from '#modules/pages/pages.errors';
import { CreatePage, PageIdParams, ReorderPages, UpdatePage } from '#modules/pages/pages.schemas';
import * as pages from '#modules/pages/pages.service';
import { publishOnePage } from '#modules/pages/site-publish.service';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { reorderPages } from '#workflows/navigation/menu-order.workflow';
import { stylesPart } from '#workflows/sites/site-styles-part';

/** The owner's page routes on a site host (docs/api.md). Every route checks the role first. */
export async function pagesRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'pages'));
  const siteOf = (request: { site: { id: string } | null }) => request.site!.id;

  /** Navigation and titles appear on every page, so any page change re-renders the site. */
  async function siteChanged(siteId: string) {
    await bumpRenderGeneration(app.db, siteId, new Date().toISOString());
    app.sites.invalidate(siteId);
  }

  app.get('/api/config/pages', async (request) => ({
    pages: await pages.listPages(app.db, siteOf(request)),
  }));

  app.post('/api/config/pages', async (request, reply) => {
    const page = await pages.createPageWithinLimit(
      app.db,
      siteOf(request),
      parseInput(CreatePage, request.body),
      app.config.limits.pagesPerSite,
    );
    await siteChanged(siteOf(request));
    reply.status(201);
    return { page };
  });

  app.patch('/api/config/pages/:id', async (request) => {
    const { id } = parseInput(PageIdParams, request.params);
    const page = await pages.updatePage(app.db, siteOf(request), id, parseInput(UpdatePage, request.body));
    await siteChanged(siteOf(request));
    return { page };
  });

  app.delete('/api/config/pages/:id', async (request) => {
    const { id } = parseInput(PageIdParams, request.params);
    await pages.deletePage(app.db, siteOf(request), id);
    await siteChanged(siteOf(request));
    return { ok: true };
  });

  app.put('/api/config/pages-order', async (request) => {
    const result = await reorderPages(app.db, siteOf(request), parseInput(ReorderPages, request.body));
    await siteChanged(siteOf(request));
    return { pages: result };
  });

  app.get('/api/config/pages/:id/draft', async (request) => {
    const { id } = parseInput(PageIdParams, request.params);
    return pages.readDraft(app.db, siteOf(request), id);
  });

  app.put('/api/config/pages/:id/draft', async (request) => {
    const { id } = parseInput(PageIdParams, request.params);
    const input = parseInput(SaveDraft, request.body);
    const maxForms = app.config.limits.formsPerPage;
    if (formsIn(input.document) > maxForms) {
      const message = `A page holds at most ${maxForms} forms and newsletter sign-ups.`;
      throw PagesErrors.tooManyForms({ document: message }, `Invalid input. document: ${message}`);
    }
    return pages.saveDraft(app.db, siteOf(request), id, input.document, input.revision);
  });

  app.post('/api/config/pages/:id/publish', async (request) => {
    const { id } = parseInput(PageIdParams, request.params);
    const result = await publishOnePage(app.db, siteOf(request), id, request.account?.id ?? null, stylesPart);
    app.sites.invalidate(siteOf(request));
    return result;
  });
}
