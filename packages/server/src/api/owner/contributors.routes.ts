import { ContributorRole, isContributorRole, ROLE_NAMES } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as invitations from '#modules/contributors/invitations.service';
import { defineError } from '#platform/errors/app-error';
import { parseInput } from '#platform/errors/validation';
import { ROLE_PERMISSIONS, requirePermission } from '#platform/tenancy/permissions';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';

const ContributorsErrors = {
  notFound: defineError({
    kind: 'not_found',
    code: 'contributors.not_found',
    message: 'This person is not a contributor.',
  }),
  invitationNotFound: defineError({
    kind: 'not_found',
    code: 'contributors.invitation_not_found',
    message: 'This invitation was already accepted or withdrawn.',
  }),
  lastAdmin: defineError({
    kind: 'invalid',
    code: 'contributors.last_admin',
    message: 'A site keeps at least one admin.',
  }),
};

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

  const list = (siteId: string) =>
    app.db
      .selectFrom('contributors')
      .innerJoin('accounts', 'accounts.id', 'contributors.account_id')
      .select(['accounts.id', 'accounts.email', 'accounts.display_name', 'contributors.role'])
      .where('contributors.website_id', '=', siteId)
      .orderBy('contributors.created_at')
      .execute()
      .then((rows) =>
        rows.map((r) => ({ accountId: r.id, email: r.email, displayName: r.display_name, role: r.role })),
      );

  const everyone = async (siteId: string) => ({
    contributors: await list(siteId),
    invitations: await invitations.pendingInvitations(app.db, siteId),
  });

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
    await app.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('contributors')
        .select('role')
        .where('website_id', '=', siteId)
        .where('account_id', '=', id)
        .executeTakeFirst();
      if (!row) throw ContributorsErrors.notFound();
      const admins = await trx
        .selectFrom('contributors')
        .select('account_id')
        .where('website_id', '=', siteId)
        .where('role', '=', ContributorRole.admin)
        .execute();
      if (row.role === ContributorRole.admin && admins.length <= 1) throw ContributorsErrors.lastAdmin();
      await trx
        .deleteFrom('contributors')
        .where('website_id', '=', siteId)
        .where('account_id', '=', id)
        .execute();
    });
    return { contributors: await list(siteId) };
  });
}
