import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { visitorPages } from '#render/public-pages';

/** A readiness check that has not answered by then has failed: a probe must not hang on it. */
const CHECK_TIMEOUT_MS = 2000;

type Check = 'ok' | 'failed';

async function within(check: Promise<unknown>, ms: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('failed'), ms);
  });
  try {
    return await Promise.race([check.then((): Check => 'ok'), timeout]);
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Same-length digests, so the comparison takes the same time whatever the token sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The operator's routes on the platform host: liveness, readiness and the Prometheus metrics. No
 * session and no cookies; nothing here is cached.
 */
export async function opsRoutes(app: FastifyInstance): Promise<void> {
  // Only on the platform host or an IP address (probes and scrapers address a process by its IP;
  // no site is), as a route constraint: on any other host these paths are the published pages' (a
  // site may have a page called metrics), which the catch-all answers.
  const escaped = app.config.appDomain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const platformHost = `(?:${escaped}|\\d{1,3}(?:\\.\\d{1,3}){3}|\\[[0-9a-f:.]{2,45}\\])`;
  const onPlatformHost = { constraints: { host: new RegExp(`^${platformHost}(?::\\d{1,5})?$`, 'i') } };
  const pages = visitorPages(app);

  // The process is up and its event loop answers.
  app.get('/healthz', onPlatformHost, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  // Ready for traffic: the database answers a trivial query and, when configured, Redis a PING.
  app.get('/readyz', onPlatformHost, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const [database, redis] = await Promise.all([
      within(sql`select 1`.execute(app.db), CHECK_TIMEOUT_MS),
      app.config.redisUrl
        ? within(app.redis ? app.redis.ping() : Promise.reject(new Error('no client')), CHECK_TIMEOUT_MS)
        : null,
    ]);
    const checks: Record<string, Check> = redis ? { database, redis } : { database };
    const failed = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    if (failed.length === 0) return { status: 'ok', checks };
    return reply.status(503).send({ status: 'unavailable', failed, checks });
  });

  // Prometheus's scrape: only with METRICS_TOKEN set and sent as a bearer token; otherwise the
  // answer is the platform host's for any absent path.
  const expected = app.config.metricsToken ? digest(app.config.metricsToken) : null;
  app.get('/metrics', onPlatformHost, async (request, reply) => {
    const metrics = app.metrics;
    if (!expected || !metrics) return pages.sendNoSite(request, reply);
    const header = request.headers.authorization ?? '';
    const sent = /^Bearer /i.test(header) ? header.slice('Bearer '.length).trim() : '';
    if (!timingSafeEqual(digest(sent), expected)) return pages.sendNoSite(request, reply);
    reply.header('Cache-Control', 'no-store').header('Content-Type', metrics.contentType);
    return metrics.text();
  });
}
