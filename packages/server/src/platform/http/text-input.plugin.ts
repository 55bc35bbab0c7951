import { containsNul, NUL_CHARACTER_MESSAGE, nulPath } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#platform/errors/app-error';

/** The field a NUL character sits in, named as the route's own validation would name it. */
function nulField(request: FastifyRequest): string | null {
  // Only %00 decodes to NUL in a path or query (Node refuses a raw NUL in the request line).
  if (request.url.includes('%00')) {
    const field = nulPath(request.params) ?? nulPath(request.query);
    if (field !== null) return field;
  }
  if (request.body === undefined || !containsNul(request.body)) return null;
  return nulPath(request.body) || 'body';
}

export const nulCharacterError = (field: string): AppError =>
  new AppError('invalid', 'nul_character', `Invalid input. ${field}: ${NUL_CHARACTER_MESSAGE}`, {
    [field]: NUL_CHARACTER_MESSAGE,
  });

/**
 * Every text a request brings (path parameters, query, parsed body, JSON documents included) is
 * refused with a 400 naming the field when it holds a NUL character. PostgreSQL text cannot store
 * U+0000, so without this one engine would answer 500 where the other stores it; checking here,
 * before any route, makes both answer the same.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = nulField(request);
    done(field === null ? undefined : nulCharacterError(field));
  });
});
