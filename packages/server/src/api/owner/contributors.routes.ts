import { isContributorRole, ROLE_NAMES } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ContributorsErrors } from '#modules/contributors/contributors.errors';
import * as contributors from '#modules/contributors/contributors.service';
import * as invitations from '#modules/contributors/invitations.service';
import { parseInput } from '#platform/errors/validation';
import { ROLE_PERMISSIONS, requirePermission } from '#platform/tenancy/permissions';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';

/** Roles an owner can give: those with a permission table entry (docs/permissions.md). */
const Role = z
  .number()
  .int()
  .refine(
    (role) => isContributorRole(role) && ROLE_PERMISSIONS[role] !== undefined,
    'Choose one of the roles.',
  );
const Invite = z.object({
  email: z.string().trim().toLowerCase().email('Enter an email address.').max(320),
  role: Role,
});
const AccountParams = z.object({ id: z.string().regex(/^[0-9a-f]{24,64}$/, 'Not an account id.') });
const InvitationParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'Not an invitation id.') });

/** Who may work on the site, with which role (spec 001 §6). */
export async function contributorsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requirePermission(app, 'contributors'));
  const siteOf = (request: { site: { id: string } | null }) => request.site!.id;

  const list = (siteId: string) => contributors.listContributors(app.db, siteId);

  const everyone = (siteId: string) => contributors.listPeople(app.db, siteId);

  app.get('/api/config/contributors', async (request) => everyone(siteOf(request)));

  /**
   * Invites by email: the link mailed lets the person sign in, or sign up, and join with the role.
   * Nobody joins without accepting, and the answer is the same whether or not the address has an
   * account, so it tells nobody which addresses are registered.
   */
  const invite = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = parseInput(Invite, request.body);
    const site = request.site!;
    await invitations.invite(app.db, app.mail, app.secret, {
      siteId: site.id,
      siteTitle: site.title,
      email: input.email,
      role: input.role,
      roleName: ROLE_NAMES[input.role] ?? 'contributor',
      invitedBy: request.account?.id ?? null,
      origin: requestOrigin(request),
    });
    reply.status(201);
    return everyone(site.id);
  };

  app.post('/api/config/invitations', invite);
  // The same call at the contributors' own address: adding someone is always an invitation they accept.
  app.post('/api/config/contributors', invite);

  app.delete('/api/config/invitations/:id', async (request) => {
    const { id } = parseInput(InvitationParams, request.params);
    if (!(await invitations.revoke(app.db, siteOf(request), id)))
      throw ContributorsErrors.invitationNotFound();
    return everyone(siteOf(request));
  });

  app.delete('/api/config/contributors/:id', async (request) => {
    const { id } = parseInput(AccountParams, request.params);
    const siteId = siteOf(request);
    await contributors.removeContributor(app.db, siteId, id);
    return { contributors: await list(siteId) };
  });
}
