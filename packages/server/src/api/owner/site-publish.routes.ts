import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as publishing from '#modules/pages/site-publish.service';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';
import { reviewWholeSite, stylesPart } from '#workflows/sites/site-styles-part';

const VersionParams = z.object({ number: z.coerce.number().int('Not a version number.').min(1).max(1e9) });

/** Publishing the whole site, its review and its history (docs/api.md). */
export async function sitePublishRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'publish'));
  const siteOf = (request: { site: { id: string } | null }) => request.site!.id;

  app.get('/api/config/publish', async (request) => ({
    review: await reviewWholeSite(app.db, siteOf(request)),
  }));

  app.post('/api/config/publish', async (request) => {
    const result = await publishing.publishSite(
      app.db,
      siteOf(request),
      request.account?.id ?? null,
      undefined,
      stylesPart,
    );
    app.sites.invalidate(siteOf(request));
    return result;
  });

  app.get('/api/config/site-versions', async (request) => ({
    versions: await publishing.listVersions(app.db, siteOf(request)),
  }));

  app.get('/api/config/site-versions/:number', async (request) => {
    const { number } = parseInput(VersionParams, request.params);
    return { version: await publishing.readVersion(app.db, siteOf(request), number) };
  });

  app.post('/api/config/site-versions/:number/restore', async (request) => {
    const { number } = parseInput(VersionParams, request.params);
    const versions = await publishing.restoreVersion(
      app.db,
      siteOf(request),
      number,
      request.account?.id ?? null,
      stylesPart,
    );
    app.sites.invalidate(siteOf(request));
    return { versions };
  });
}
