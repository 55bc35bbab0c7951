import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type ErrorKind } from '#platform/errors/app-error';
import { frameworkClientError } from '#platform/errors/common.errors';

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  login_required: 401,
  crumb_fail: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
};

/** The status and JSON body an AppError is answered with, wherever it is answered. */
export function appErrorAnswer(error: AppError): { status: number; body: Record<string, unknown> } {
  const body: Record<string, unknown> = { error: error.message, code: error.code };
  if (error.fields) body.errors = error.fields;
  if (error.kind === 'login_required') body.loginRequired = true;
  if (error.kind === 'crumb_fail') body.crumbFail = true;
  if (error.kind === 'forbidden') body.authorizationFail = true;
  if (error.extra) Object.assign(body, error.extra);
  return { status: STATUS[error.kind], body };
}

/** What an unexpected failure is answered with: it names no internals. */
export const INTERNAL_ERROR_BODY = {
  error: 'Internal server error. Please try again later.',
  code: 'internal',
  cleaned: true,
} as const;

function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  const { status, body } = appErrorAnswer(error);
  if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one place where an error becomes an HTTP status. Bad input of any kind (unparseable JSON,
 * wrong content type, a body too large) is a 4xx with a clear message; only our own faults are 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    const client = frameworkClientError(error as FastifyError);
    if (client) return reply.status(client.status).send(client.body);
    request.log.error({ err: error }, 'request failed');
    return (
      reply
        .status(500)
        // cleaned: the answer names no internals, so the site runtime shows its generic text.
        .send(INTERNAL_ERROR_BODY)
    );
  });
});

export { sendAppError };
