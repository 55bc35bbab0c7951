import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { issueCrumb, verifyCrumb } from '../security/crumb';
import { setCrumbCookie } from './session/cookies';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Where a client may put the crumb: the data layer's query parameter, a header, or a form field. */
export function crumbFrom(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && typeof query.crumb === 'string') return query.crumb;
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body.crumb === 'string') return body.crumb;
  return undefined;
}

/**
 * Every state-changing request must carry a crumb bound to its session. A failure answers
 * crumbFail with a fresh crumb cookie, so the client can retry once (spec 000 §8).
 */
export const crumbPlugin = fp(async (app: FastifyInstance) => {
  // Callback style: reads pass through without a promise.
  app.addHook('preHandler', (request, reply, done) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.crumb === false) return done();
    if (verifyCrumb(app.secret, request.sessionId, crumbFrom(request))) return done();
    setCrumbCookie(reply, issueCrumb(app.secret, request.sessionId), app.config.secureCookies);
    done(new AppError('crumb_fail', 'crumb_fail', 'Your security token has expired. Please try again.'));
  });
});
