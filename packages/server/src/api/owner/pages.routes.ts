import type { FastifyInstance } from 'fastify';
import { findArea } from '#modules/members/member-areas.queries';
import { LinkInput } from '#modules/navigation/navigation.schemas';
import { addLink, readMenu } from '#modules/navigation/navigation.service';
import { checkCalendarPages } from '#modules/pages/calendar-block.check';
import { checkCodeChanges } from '#modules/pages/code-guard';
import { formsIn, SaveDraft } from '#modules/pages/page-document.schema';
import { PagesErrors } from '#modules/pages/pages.errors';
import {
  CreatePage,
  CreateStorePage,
  NewPageKind,
  PageIdParams,
  ReorderPages,
  UpdatePage,
} from '#modules/pages/pages.schemas';
import * as pages from '#modules/pages/pages.service';
import { publishOnePage } from '#modules/pages/site-publish.service';
import { parseInput } from '#platform/errors/validation';
import { roleOn } from '#platform/tenancy/authorization';
import { requireReadOr } from '#platform/tenancy/permissions';
import { bumpRenderGeneration, type RenderReach } from '#platform/tenancy/render-generation';
import { reorderPages } from '#workflows/navigation/menu-order.workflow';
import { stylesPart } from '#workflows/sites/site-styles-part';

/** The owner's page routes on a site host (docs/api.md). Every route checks the role first. */
export async function pagesRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'pages'));
  const siteOf = (request: { site: { id: string } | null }) => request.site!.id;

  /**
   * Navigation and titles appear on every page, so a change of a published page re-renders the
   * site; a page visitors cannot see yet (a new page, a copy, a draft's settings) changes none of
   * theirs, and only dates the owner's edit (reach `pages`: no page's version moved).
   */
  async function siteChanged(siteId: string, reach: RenderReach = 'site') {
    await bumpRenderGeneration(app.db, siteId, new Date().toISOString(), reach);
    app.sites.invalidate(siteId);
  }
  const reachOf = (published: boolean): RenderReach => (published ? 'site' : 'pages');

  app.get('/api/config/pages', async (request) => ({
    pages: await pages.listPages(app.db, siteOf(request)),
  }));

  /**
   * Add page: a page of blocks (kind `page`, the default), a store page listing products (`store`),
   * or a link in the menu to another address (`link`, the same as POST /api/config/navigation/links).
   */
  /** A member area of this very site (modules/members), never another's. */
  const mustBeArea = async (siteId: string, areaId: string) => {
    if (!(await findArea(app.db, siteId, areaId)))
      throw PagesErrors.invalidInput(
        { memberAreaId: 'Choose a member area of this site.' },
        'Invalid input. memberAreaId: Choose a member area of this site.',
      );
  };

  app.post('/api/config/pages', async (request, reply) => {
    const { kind } = parseInput(NewPageKind, request.body);
    const siteId = siteOf(request);
    if (kind === 'link') {
      const id = await addLink(app.db, siteId, parseInput(LinkInput, request.body));
      await siteChanged(siteId);
      const items = await readMenu(app.db, siteId);
      reply.status(201);
      return { link: items.find((item) => item.id === id), items };
    }
    const input =
      kind === 'store'
        ? { kind, ...parseInput(CreateStorePage, request.body) }
        : { kind, ...parseInput(CreatePage, request.body) };
    if ('memberAreaId' in input && input.memberAreaId) await mustBeArea(siteId, input.memberAreaId);
    const page = await pages.createPageWithinLimit(app.db, siteId, input, app.config.limits.pagesPerSite);
    await siteChanged(siteId, reachOf(page.publishedVersion !== null));
    reply.status(201);
    return { page };
  });

  app.patch('/api/config/pages/:id', async (request) => {
    const { id } = parseInput(PageIdParams, request.params);
    const input = parseInput(UpdatePage, request.body);
    if (input.memberAreaId) await mustBeArea(siteOf(request), input.memberAreaId);
    const page = await pages.updatePage(app.db, siteOf(request), id, input);
    await siteChanged(siteOf(request), reachOf(page.publishedVersion !== null));
    return { page };
  });

  app.delete('/api/config/pages/:id', async (request) => {
    const { id } = parseInput(PageIdParams, request.params);
    const { wasPublished } = await pages.deletePage(app.db, siteOf(request), id);
    await siteChanged(siteOf(request), reachOf(wasPublished));
    return { ok: true };
  });

  /** A draft copy of a page, out of the menu: the owner gives it its place when it is ready. */
  app.post('/api/config/pages/:id/duplicate', async (request, reply) => {
    const { id } = parseInput(PageIdParams, request.params);
    const siteId = siteOf(request);
    const page = await pages.duplicatePage(app.db, siteId, id, app.config.limits.pagesPerSite);
    await siteChanged(siteId, reachOf(page.publishedVersion !== null));
    reply.status(201);
    return { page };
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
    // A script on the site's pages acts for the site: only the `code` permission adds or changes one.
    const role = () => roleOn(app, siteOf(request), request.account!.id);
    await checkCodeChanges(app.db, siteOf(request), id, role, input.document);
    // A Calendar block shows an Events page of this site, or none yet.
    await checkCalendarPages(app.db, siteOf(request), input.document);
    return pages.saveDraft(app.db, siteOf(request), id, input.document, input.revision);
  });

  app.post('/api/config/pages/:id/publish', async (request) => {
    const { id } = parseInput(PageIdParams, request.params);
    const result = await publishOnePage(app.db, siteOf(request), id, request.account?.id ?? null, stylesPart);
    app.sites.invalidate(siteOf(request));
    return result;
  });
}
