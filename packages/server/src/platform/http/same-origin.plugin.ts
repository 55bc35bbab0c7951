import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#platform/errors/app-error';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that take posts from other origins by design: a payment provider's webhook
 * (`/api/.../webhook`), which proves itself by its signature. A route may also opt out with
 * `config: { sameOrigin: false }`.
 */
export const CROSS_ORIGIN_PATHS: readonly RegExp[] = [/^\/api\/(?:[\w-]+\/)+webhooks?(?:[/?]|$)/];

/**
 * Whether a browser sent this request from a page of the very origin it is addressed to. Sibling
 * sites under one parent domain are same-site to each other, so same-site is not enough. A request
 * carrying neither header does not come from a browser page (browsers send Origin with every
 * state-changing fetch and form post), and so cannot carry a victim's cookies against their will.
 */
export function fromOwnOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== requestOrigin(request)) return false;
  return true;
}

export const sameOriginPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || fromOwnOrigin(request)) return done();
    if (request.routeOptions.config?.sameOrigin === false) return done();
    const path = request.url;
    if (CROSS_ORIGIN_PATHS.some((pattern) => pattern.test(path))) return done();
    done(
      new AppError(
        'forbidden',
        'cross_origin',
        'This request came from another site and was refused. Open the page on this site and try again.',
      ),
    );
  });
});
