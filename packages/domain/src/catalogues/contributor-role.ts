import { memberGuard } from './catalogue';

/** Contributor roles on a website (spec 001 §6). Number 5 is not assigned. */
export const ContributorRole = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
  none: 14,
} as const;
export type ContributorRole = (typeof ContributorRole)[keyof typeof ContributorRole];

export const isContributorRole = /* @__PURE__ */ memberGuard(ContributorRole);

/**
 * True when the account holds roles and every one is viewer: such accounts are still counted by
 * analytics and never sent to the editor (spec 000 §2 and §6).
 */
export function hasOnlyViewerRole(websiteRoles: Readonly<Record<string, number>>): boolean {
  const roles = Object.values(websiteRoles);
  return roles.length > 0 && roles.every((role) => role === VIEWER_ROLE);
}

/** ContributorRole.viewer, as a number so the visitor's tracking code need not carry the catalogue. */
export const VIEWER_ROLE: ContributorRole = 10;
