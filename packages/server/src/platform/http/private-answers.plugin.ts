import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Paths whose answers belong to one signed-in account: its sites, settings, inboxes and session. */
const PRIVATE_PREFIXES = ['/api/config/', '/api/platform/', '/api/auth/', '/api/site-header-footer'];

export const isPrivatePath = (url: string): boolean =>
  url.startsWith('/api/') && PRIVATE_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Owner-specific answers are never kept by a browser or a shared cache: set before the route runs,
 * so errors and every route added later carry it too. A route may still say more.
 */
export const privateAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (isPrivatePath(request.url)) reply.header('Cache-Control', 'private, no-store');
    done();
  });
});
