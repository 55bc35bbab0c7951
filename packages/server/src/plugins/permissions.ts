import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { roleOn } from './authorization';

/**
 * What a contributor may do on a site. Spec 001 §6 names the roles and the permission areas but
 * not which role holds which; docs/permissions.md is the table, and this is its one copy in code.
 */
export type SitePermission =
  /** Read the editor's view of the site: pages, drafts, history, settings. */
  | 'view'
  /** Change pages, blocks, navigation and their search settings. */
  | 'pages'
  /** Make drafts live, restore a past version. */
  | 'publish'
  /** Site styles, templates, header and footer. */
  | 'design'
  /** Site-wide search defaults. */
  | 'seo'
  /** Form inboxes, subscribers, the outbox. */
  | 'forms'
  | 'analytics'
  /** Title, cookie banner and other general settings. */
  | 'settings'
  | 'domains'
  /** Invite and remove contributors, change roles. */
  | 'contributors'
  /** Products, inventory and orders. */
  | 'store'
  /** Payments, shipping, taxes and other store settings. */
  | 'storeSettings';

const R = ContributorRole;
const EVERYTHING: readonly SitePermission[] = [
  'view',
  'pages',
  'publish',
  'design',
  'seo',
  'forms',
  'analytics',
  'settings',
  'domains',
  'contributors',
  'store',
  'storeSettings',
];

export const ROLE_PERMISSIONS: Readonly<Record<number, readonly SitePermission[]>> = {
  [R.admin]: EVERYTHING,
  [R.editor]: ['view', 'pages', 'publish', 'design', 'seo', 'forms', 'analytics', 'settings'],
  [R.storeManager]: ['view', 'store', 'storeSettings'],
  [R.reporting]: ['view', 'analytics'],
  [R.billing]: ['view'],
  [R.moderator]: ['view', 'forms'],
  [R.campaignsEditor]: ['view', 'forms'],
  // A viewer sees the site as its owner does but never changes anything (spec 000 §2).
  [R.viewer]: ['view'],
};

export function can(role: number | null, permission: SitePermission): boolean {
  return role !== null && (ROLE_PERMISSIONS[role]?.includes(permission) ?? false);
}

/**
 * Guards a site-host config route with one permission; any feature (the store included) calls
 * it the same way: `app.addHook('preHandler', requirePermission(app, 'store'))`.
 */
export function requirePermission(app: FastifyInstance, permission: SitePermission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.account) throw new AppError('login_required', 'auth.login_required', 'Sign in to continue.');
    if (request.hostKind !== 'site' || !request.site) {
      throw new AppError('not_found', 'site.not_found', 'There is no site at this address.');
    }
    const role = await roleOn(app, request.site.id, request.account.id);
    if (!can(role, permission)) {
      throw new AppError('forbidden', 'site.forbidden', 'Your account does not have access to this site.');
    }
  };
}

/** Read routes need 'view'; anything else needs the permission named. */
export function requireReadOr(app: FastifyInstance, write: SitePermission) {
  const read = requirePermission(app, 'view');
  const change = requirePermission(app, write);
  return (request: FastifyRequest) =>
    request.method === 'GET' || request.method === 'HEAD' ? read(request) : change(request);
}
