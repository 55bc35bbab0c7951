import type { SiteContext } from '@atelier/domain';

/** ContributorRole values of spec 001 §6 that give no way into the editor. */
export const VIEWER_ROLE = 10;
const NO_ROLE = 14;

/** Whether the signed-in account holds a role on this site that may open the editor (viewers may not). */
export function canEditSite(context: SiteContext | null): boolean {
  if (!context?.authenticatedAccount) return false;
  const role = context.websiteRoles?.[context.website.id];
  return role !== undefined && role !== VIEWER_ROLE && role !== NO_ROLE;
}

/** The configuration editor address showing the current page in its frame (spec 000 §2). */
export function editorAddress(where: Pick<Location, 'pathname' | 'search'>): string {
  return `/config/?frameUrl=${encodeURIComponent(where.pathname + where.search)}`;
}
