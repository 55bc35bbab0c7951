import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CommonErrors } from '#platform/errors/common.errors';

/** Contributor roles (spec 001 §6) that may change a site's content and settings. */
export const EDITING_ROLES: readonly number[] = [1, 4];

export async function roleOn(
  app: FastifyInstance,
  websiteId: string,
  accountId: string,
): Promise<number | null> {
  const row = await app.db
    .selectFrom('contributors')
    .select('role')
    .where('website_id', '=', websiteId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/**
 * Guards a site-host config route: signed in, on a site host, with one of the roles. An account
 * with no role on this site learns nothing about it beyond the refusal.
 */
export function requireSiteRole(app: FastifyInstance, roles: readonly number[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.account) throw CommonErrors.loginRequired();
    if (request.hostKind !== 'site' || !request.site) {
      throw CommonErrors.siteNotFound();
    }
    const role = await roleOn(app, request.site.id, request.account.id);
    if (role === null || !roles.includes(role)) {
      throw CommonErrors.siteForbidden();
    }
  };
}
