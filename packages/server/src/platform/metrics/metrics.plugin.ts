import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queuedMailCount } from '#platform/mail/mail.queries';
import { Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus metrics (platform/metrics), or null when METRICS_TOKEN is unset: nothing is counted. */
    metrics: Metrics | null;
  }
}

/**
 * app.metrics, when the config has a METRICS_TOKEN: every framework request is counted by its
 * route pattern and status class and timed, when its answer has gone. The paths answered before the
 * framework are counted by app.ts's server (Metrics.fastPaths), the jobs by Metrics.counted.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  if (!app.config.metricsToken) {
    app.decorate('metrics', null);
    return;
  }
  const metrics = new Metrics({ pageCache: app.pageCache, queuedMail: () => queuedMailCount(app.db) });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.countRequest(request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onClose', async () => metrics.close());
});
