import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sha256 } from '#platform/security/tokens';
import { sessionTokens } from './cookies';

/**
 * Resolves the session cookie to an account. Every cookie of the session's name is tried, but only
 * those signed for this host: a duplicate a sibling host tossed onto the parent domain is ignored
 * rather than locking the owner out. Requests without the cookie cost nothing here.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionId', null);
  // Callback style, so a visitor without a session cookie costs no promise at all.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.headers.cookie || !request.hostName) return done();
    const tokens = sessionTokens(request);
    if (tokens.length === 0) return done();
    resolveFirst(request, tokens).then(() => done(), done);
  });

  async function resolveFirst(request: FastifyRequest, tokens: string[]): Promise<void> {
    for (const token of tokens) if (await resolveSession(request, token)) return;
  }

  async function resolveSession(request: FastifyRequest, token: string): Promise<boolean> {
    const id = sha256(token);
    const row = await app.db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .select([
        'sessions.id as sessionId',
        'sessions.expires_at',
        'accounts.id',
        'accounts.email',
        'accounts.display_name',
      ])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
    if (!row || row.expires_at <= new Date().toISOString()) return false;
    request.sessionId = row.sessionId;
    request.account = { id: row.id, email: row.email, displayName: row.display_name };
    return true;
  }
});
