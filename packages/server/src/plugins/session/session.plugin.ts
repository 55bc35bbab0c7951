import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sha256 } from '../../security/tokens';
import { SESSION_COOKIE } from './cookies';

/** Resolves the session cookie to an account. Requests without the cookie cost nothing here. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionId', null);
  // Callback style, so a visitor without a session cookie costs no promise at all.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return done();
    resolveSession(request, token).then(() => done(), done);
  });

  async function resolveSession(request: FastifyRequest, token: string): Promise<void> {
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
    if (!row || row.expires_at <= new Date().toISOString()) return;
    request.sessionId = row.sessionId;
    request.account = { id: row.id, email: row.email, displayName: row.display_name };
  }
});
