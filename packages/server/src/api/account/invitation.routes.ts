import { newId } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as authQueries from '#modules/auth/auth.queries';
import * as auth from '#modules/auth/auth.service';
import { InvitationErrors } from '#modules/contributors/contributors.errors';
import * as invitations from '#modules/contributors/invitations.service';
import { parseInput } from '#platform/errors/validation';
import { freshCrumb } from '#platform/http/crumb.plugin';
import { hashPassword } from '#platform/security/password';
import { setSessionCookie } from '#platform/session/cookies';

const Token = z.string().min(20, 'Not an invitation link.').max(200, 'Not an invitation link.');
const Accept = z.object({
  token: Token,
  password: z.string().min(10, 'Use at least 10 characters.').max(200).optional(),
  displayName: z.string().trim().min(1, 'Enter your name.').max(100).optional(),
});

/**
 * Accepting an invitation (modules/contributors/invitations.service.ts): the mailed link opens the
 * editor on the site's host, which reads the invitation here and accepts it for the signed-in
 * account, or opens an account for the invited address first. The token came by mail to that
 * address, so the new account's address counts as confirmed.
 */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  async function invitationOf(request: FastifyRequest, token: string) {
    const row = await invitations.findByToken(app.db, app.secret, token);
    if (!row || request.hostKind !== 'site' || request.site?.id !== row.website_id)
      throw InvitationErrors.invalid();
    return row;
  }

  app.get('/api/invitations/:token', async (request, reply) => {
    const { token } = parseInput(z.object({ token: Token }), request.params);
    const row = await invitationOf(request, token);
    reply.header('Cache-Control', 'no-store');
    const account = await authQueries.findAccountByEmail(app.db, row.email);
    return { invitation: invitations.invitationDetailsToJson(row, account !== undefined) };
  });

  app.post('/api/invitations/accept', async (request, reply) => {
    const input = parseInput(Accept, request.body);
    const row = await invitationOf(request, input.token);
    let crumb: string | undefined;
    let account = request.account;
    if (request.account) {
      if (request.account.email.toLowerCase() !== row.email) throw InvitationErrors.otherAccount();
    } else {
      if (!input.password || !input.displayName) throw InvitationErrors.signInFirst();
      if (await authQueries.findAccountByEmail(app.db, row.email)) throw InvitationErrors.accountExists();
      const id = newId();
      await authQueries.insertAccount(app.db, {
        id,
        email: row.email,
        passwordHash: await hashPassword(input.password),
        displayName: input.displayName,
        verifiedAt: new Date().toISOString(),
      });
      await auth.endSession(app.db, request.sessionId);
      const session = await auth.startSession(app.db, {
        id,
        email: row.email,
        displayName: input.displayName,
      });
      setSessionCookie(request, reply, session.token);
      crumb = freshCrumb(request, reply, session.sessionId);
      account = session.account;
    }
    if (!account || !(await invitations.acceptFor(app.db, row.id, account.id)))
      throw InvitationErrors.invalid();
    return { accepted: true, role: row.role, account, crumb };
  });
}
