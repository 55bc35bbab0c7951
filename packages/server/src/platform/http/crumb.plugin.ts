import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#platform/errors/app-error';
import { issueCrumb, verifyCrumb } from '#platform/security/crumb';
import { presessionBinding, presessionTokens, setCrumbCookie } from '#platform/session/cookies';

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

/** Whether the request's crumb was issued to its session or, signed out, to this browser. */
export function requestCrumbVerifies(request: FastifyRequest): boolean {
  const crumb = crumbFrom(request);
  const secret = request.server.secret;
  if (request.sessionId) return verifyCrumb(secret, `s:${request.sessionId}`, crumb);
  return presessionTokens(request).some((token) => verifyCrumb(secret, `p:${token}`, crumb));
}

/**
 * A fresh crumb for this request's session, or before sign-in for this browser (setting its
 * pre-session cookie when needed); also set as the `crumb` cookie. Returned so that clients can
 * keep it in memory: a cookie of the same name tossed by a sibling host may shadow ours.
 */
export function freshCrumb(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId = request.sessionId,
): string {
  const binding = sessionId ? `s:${sessionId}` : `p:${presessionBinding(request, reply)}`;
  const crumb = issueCrumb(request.server.secret, binding);
  setCrumbCookie(request, reply, crumb);
  return crumb;
}

/**
 * Every state-changing request must carry a crumb bound to its session. A failure answers
 * crumbFail with a fresh crumb (cookie and body), so the client can retry once (spec 000 §8).
 */
export const crumbPlugin = fp(async (app: FastifyInstance) => {
  // Callback style: reads pass through without a promise.
  app.addHook('preHandler', (request, reply, done) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.crumb === false) return done();
    if (requestCrumbVerifies(request)) return done();
    const error = new AppError(
      'crumb_fail',
      'crumb_fail',
      'Your security token has expired. Please try again.',
    );
    error.extra = { crumb: freshCrumb(request, reply) };
    done(error);
  });
});
