import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eventsSitemapRows } from '#modules/events/events.queries';
import * as q from '#modules/seo/seo.queries';
import { SiteSeoInput } from '#modules/seo/seo.schemas';
import { robotsTxt, sitemapXml } from '#modules/seo/sitemap';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { blogSitemapPages } from '#render/blog-lookup';
import { languageSitemapXml } from '#render/language-sitemap';
import { visibleLanguages } from '#render/page-language';

const baseUrl = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? ''}`;

/** sitemap.xml and robots.txt of each site, and the owner's search defaults. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const noSite = (request: FastifyRequest) => request.hostKind !== 'site' || !request.site;

  app.get('/sitemap.xml', async (request, reply) => {
    if (noSite(request)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const pages = [
      ...(await q.openPublishedPages(app.db, request.site!.id)),
      ...(await q.storeSitemapPages(app.db, request.site!.id, new Date())),
      ...(await blogSitemapPages(app.db, request.site!.id)),
      ...(await eventsSitemapRows(app.db, request.site!.id)),
    ];
    // A site in several languages lists each page's address in each, with its alternates.
    const xml =
      visibleLanguages(request.site!).length > 1
        ? await languageSitemapXml(app.db, request.site!, baseUrl(request), pages)
        : sitemapXml(baseUrl(request), pages);
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(xml);
  });

  app.get('/robots.txt', async (request, reply) => {
    if (noSite(request)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(robotsTxt(baseUrl(request)));
  });

  await app.register(async (config) => {
    config.addHook('preHandler', requireReadOr(app, 'seo'));

    config.get('/api/config/seo', async (request) => {
      const row = await q.readSiteSeo(app.db, request.site!.id);
      return { seo: JSON.parse(row?.settings ?? '{}') };
    });

    config.put('/api/config/seo', async (request) => {
      const input = parseInput(SiteSeoInput, request.body);
      await app.db.transaction().execute(async (trx) => {
        await q.writeSiteSeo(trx, request.site!.id, JSON.stringify(input));
        await bumpRenderGeneration(trx, request.site!.id);
      });
      app.sites.invalidate(request.site!.id);
      return { seo: input };
    });
  });
}
