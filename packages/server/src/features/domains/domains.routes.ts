import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../errors/validation';
import { requireReadOr } from '../../plugins/permissions';
import { DomainErrors } from './domains.errors';
import { addDomain, listDomains, normalizeHostname, removeDomain } from './domains.service';

const AddDomain = z.object({ hostname: z.string().max(300) });
const DomainParams = z.object({ hostname: z.string().max(300) });

/**
 * The custom domains of a site (site host, editing roles). Once the owner's DNS points a domain
 * at this server, requests with that Host header get the site.
 */
export async function domainRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireReadOr(app, 'domains'));

  app.get('/api/config/domains', async (request) => ({
    domains: await listDomains(app.db, request.site!.id),
  }));

  app.post('/api/config/domains', async (request, reply) => {
    const input = parseInput(AddDomain, request.body);
    const hostname = normalizeHostname(input.hostname, app.config.appDomain);
    await addDomain(app.db, request.site!.id, hostname);
    // Forgets this site's hosts and every remembered unknown host, here and in other processes.
    app.sites.invalidate(request.site!.id);
    reply.status(201);
    return { hostname, domains: await listDomains(app.db, request.site!.id) };
  });

  app.delete('/api/config/domains/:hostname', async (request) => {
    const { hostname } = parseInput(DomainParams, request.params);
    let normalized: string;
    try {
      normalized = normalizeHostname(hostname, app.config.appDomain);
    } catch {
      throw DomainErrors.notFound();
    }
    await removeDomain(app.db, request.site!.id, normalized);
    app.sites.invalidate(request.site!.id);
    return { domains: await listDomains(app.db, request.site!.id) };
  });
}
