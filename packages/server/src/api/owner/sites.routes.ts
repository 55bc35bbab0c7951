import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findTemplate, SITE_TEMPLATES } from '#content/templates/site-templates';
import { SitesErrors } from '#modules/sites/sites.errors';
import { findSiteByIdentifier, roleOf } from '#modules/sites/sites.queries';
import { CreateSite, HeaderFooter, SiteIdParams, UpdateSite } from '#modules/sites/sites.schemas';
import * as sites from '#modules/sites/sites.service';
import { parseInput } from '#platform/errors/validation';
import { ROLE_PERMISSIONS, requireReadOr } from '#platform/tenancy/permissions';
import { requestAddresses } from '#render/editor-address';
import { createSite } from '#workflows/sites/create-site.workflow';
import { mintHandoff } from '#workflows/sites/editor-handoff.workflow';

/** The role a site's creator holds on it: admin (spec 001 §6). */
const OWNER_ROLE = 1;

/** The platform home's site list, creation and editor hand-off (app host only). */
export async function platformRoutes(app: FastifyInstance): Promise<void> {
  const addresses = (request: FastifyRequest) => requestAddresses(request, app.config.appDomain);
  app.addHook('preHandler', async (request) => {
    if (request.hostKind !== 'app') throw SitesErrors.appHostOnly();
    if (!request.account && request.url !== '/api/platform/templates') throw SitesErrors.loginRequired();
  });

  app.get('/api/platform/templates', async () => ({
    templates: SITE_TEMPLATES.map(({ id, name, description }) => ({
      id,
      name,
      description,
      // Shot from a site made from the template (e2e/template-pictures.ts).
      picture: `/assets/demo/template-${id}.webp`,
    })),
  }));

  app.get('/api/platform/sites', async (request) => ({
    sites: await sites.listSites(app.db, request.account!.id, addresses(request)),
  }));

  app.post('/api/platform/sites', async (request, reply) => {
    const input = parseInput(CreateSite, request.body);
    if (!findTemplate(input.templateId))
      throw SitesErrors.unknownTemplate({ templateId: 'Choose one of the templates.' });
    if (await findSiteByIdentifier(app.db, input.identifier)) {
      throw SitesErrors.identifierTaken({ identifier: 'This site address is already taken.' });
    }
    let created: { id: string };
    try {
      created = await createSite(app.db, {
        ownerId: request.account!.id,
        ...input,
        maxSites: app.config.limits.sitesPerOwner,
      });
    } catch (error) {
      if (/unique|duplicate key/i.test(String(error))) {
        throw SitesErrors.identifierTaken({ identifier: 'This site address is already taken.' });
      }
      throw error;
    }
    // The new site alone, as the list would show it: the owner's other sites are not read.
    reply.status(201);
    return {
      site: sites.siteSummary(
        { id: created.id, identifier: input.identifier, title: input.title, role: OWNER_ROLE },
        addresses(request),
      ),
    };
  });

  app.post('/api/platform/sites/:id/handoff', async (request) => {
    const { id } = parseInput(SiteIdParams, request.params);
    return mintHandoff(app.db, id, {
      accountId: request.account!.id,
      sessionId: request.sessionId,
      at: addresses(request),
      now: app.jobs.clock.now(),
    });
  });
}

/** One site's settings, header and footer (site host, editing roles). */
export async function siteConfigRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'settings'));

  app.get('/api/config/site', async (request) => {
    const role = await roleOf(app.db, request.site!.id, request.account!.id);
    // The editor shows read-only screens for what the role may only look at.
    const permissions = role ? (ROLE_PERMISSIONS[role.role] ?? []) : [];
    return { site: sites.siteToJson(request.site!), role: role?.role ?? null, permissions };
  });

  app.patch('/api/config/site', async (request) => {
    const site = await sites.updateSite(app.db, request.site!.id, parseInput(UpdateSite, request.body));
    app.sites.invalidate(site.id);
    return { site: sites.siteToJson(site) };
  });

  app.get('/api/site-header-footer', async (request) => ({
    header: request.site!.header,
    footer: request.site!.footer,
  }));

  app.put('/api/site-header-footer', async (request) => {
    const result = await sites.updateHeaderFooter(
      app.db,
      request.site!.id,
      parseInput(HeaderFooter, request.body),
    );
    app.sites.invalidate(request.site!.id);
    return result;
  });
}
