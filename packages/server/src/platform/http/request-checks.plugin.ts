import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';
import { firstRefusal } from './request-checks';

/**
 * Runs the request checks (request-checks.ts) before every route; a route may opt out of one
 * check by name in its config (`config: { sameOrigin: false }`).
 */
export const requestChecksPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const refusal = firstRefusal(
      {
        method: request.method,
        url: request.url,
        headers: request.headers,
        origin: () => requestOrigin(request),
      },
      (check) =>
        (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[check.name] ===
        false,
    );
    done(refusal ?? undefined);
  });
});
