import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainVerifier } from '#modules/domains/domain-verifier';
import { DomainErrors } from '#modules/domains/domains.errors';
import {
  addDomain,
  domainDetails,
  isServedDomain,
  listDomains,
  normalizeHostname,
  removeDomain,
  setPrimaryDomain,
  verificationToken,
  verifyDomain,
} from '#modules/domains/domains.service';
import { parseInput } from '#platform/errors/validation';
import { requireReadOr } from '#platform/tenancy/permissions';
import { hostName } from '#platform/tenancy/tenancy.plugin';

const AddDomain = z.object({ hostname: z.string().max(300) });
const DomainParams = z.object({ hostname: z.string().max(300) });
const PrimaryDomain = z.object({ hostname: z.string().max(300).nullable() });
const AskQuery = z.object({ domain: z.string().max(300) });

/**
 * The custom domains of a site (site host, editing roles). A domain the owner adds serves the site
 * only once they proved it is theirs (a TXT record or a file on the domain, domain-verifier.ts).
 */
export async function domainRoutes(app: FastifyInstance): Promise<void> {
  const verifier: DomainVerifier =
    app.domainVerifier ??
    new DomainVerifier({ allowPrivateAddresses: app.config.domainProofPrivateAddresses });

  // Caddy's on_demand_tls `ask`: a certificate only for a domain some site proved. No sign-in: the
  // proxy asks, and the answer tells nobody more than DNS does.
  app.get('/api/domains/ask', async (request, reply) => {
    const query = AskQuery.safeParse(request.query);
    const domain = query.success ? hostName(query.data.domain) : '';
    const served = domain !== '' && (await isServedDomain(app.db, domain));
    return reply
      .status(served ? 200 : 404)
      .header('Cache-Control', 'no-store')
      .send({ domain, allowed: served });
  });

  await app.register(async (owner) => {
    owner.addHook('preHandler', requireReadOr(app, 'domains'));
    const answer = async (siteId: string) => ({
      domains: await listDomains(app.db, siteId),
      details: await domainDetails(app.db, siteId),
    });
    const normalized = (hostname: string) => {
      try {
        return normalizeHostname(hostname, app.config.appDomain);
      } catch {
        throw DomainErrors.notFound();
      }
    };

    owner.get('/api/config/domains', async (request) => answer(request.site!.id));

    owner.post('/api/config/domains', async (request, reply) => {
      const input = parseInput(AddDomain, request.body);
      const hostname = normalizeHostname(input.hostname, app.config.appDomain);
      const siteId = request.site!.id;
      await addDomain(app.db, siteId, hostname, verificationToken(app.secret, siteId, hostname));
      reply.status(201);
      return { hostname, ...(await answer(siteId)) };
    });

    owner.post('/api/config/domains/:hostname/verify', async (request) => {
      const hostname = normalized(parseInput(DomainParams, request.params).hostname);
      const method = await verifyDomain(app.db, request.site!.id, hostname, verifier);
      // Forgets this site's hosts and every remembered unknown host, here and in other processes.
      app.sites.invalidate(request.site!.id);
      return { hostname, method, ...(await answer(request.site!.id)) };
    });

    owner.put('/api/config/domains-primary', async (request) => {
      const input = parseInput(PrimaryDomain, request.body);
      const hostname = input.hostname === null ? null : normalized(input.hostname);
      await setPrimaryDomain(app.db, request.site!.id, hostname);
      app.sites.invalidate(request.site!.id);
      return answer(request.site!.id);
    });

    owner.delete('/api/config/domains/:hostname', async (request) => {
      const hostname = normalized(parseInput(DomainParams, request.params).hostname);
      await removeDomain(app.db, request.site!.id, hostname);
      app.sites.invalidate(request.site!.id);
      return answer(request.site!.id);
    });
  });
}
