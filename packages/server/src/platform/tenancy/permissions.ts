import { can, type SitePermission } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CommonErrors } from '#platform/errors/common.errors';
import { roleOn } from './authorization';

export { can, ROLE_PERMISSIONS, type SitePermission } from '@atelier/domain';

/**
 * Guards a site-host config route with one permission; any feature (the store included) calls
 * it the same way: `app.addHook('preHandler', requirePermission(app, 'store'))`.
 */
export function requirePermission(app: FastifyInstance, permission: SitePermission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.account) throw CommonErrors.loginRequired();
    if (request.hostKind !== 'site' || !request.site) {
      throw CommonErrors.siteNotFound();
    }
    const role = await roleOn(app, request.site.id, request.account.id);
    if (!can(role, permission)) {
      throw CommonErrors.siteForbidden();
    }
  };
}

/**
 * Read routes need 'view'; anything else needs the permission named. Only for routes whose answers
 * show the site itself: a route that shows people's data (orders, submissions, subscribers, mail,
 * the consent log) takes `requirePermission` with the permission that covers that data, for
 * reading as for changing (docs/permissions.md).
 */
export function requireReadOr(app: FastifyInstance, write: SitePermission) {
  const read = requirePermission(app, 'view');
  const change = requirePermission(app, write);
  return (request: FastifyRequest) =>
    request.method === 'GET' || request.method === 'HEAD' ? read(request) : change(request);
}
