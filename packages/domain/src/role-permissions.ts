import { ContributorRole } from './catalogues/contributor-role';

/**
 * What a contributor may do on a site. Spec 001 §6 names the roles and the permission areas but
 * not which role holds which; docs/permissions.md is the table, and this is its one copy in code.
 */
export type SitePermission =
  /**
   * Read the editor's view of the site: pages, drafts, history, settings. Never people's data:
   * orders, submissions, subscribers, mail and the consent log need the permission that covers them.
   */
  | 'view'
  /** Change pages, blocks, navigation and their search settings. */
  | 'pages'
  /** Make drafts live, restore a past version. */
  | 'publish'
  /** Site styles, templates, header and footer. */
  | 'design'
  /** Site-wide search defaults. */
  | 'seo'
  /** Form inboxes, subscribers, the outbox: reading them too, since they hold visitors' personal data. */
  | 'forms'
  | 'analytics'
  /** Title, cookie banner and other general settings. */
  | 'settings'
  | 'domains'
  /** Invite and remove contributors, change roles. */
  | 'contributors'
  /** Products, inventory and orders; reading orders too, since they hold customers' personal data. */
  | 'store'
  /** Payments, shipping, taxes and other store settings. */
  | 'storeSettings'
  /** Read the consent log: each visitor's answer to the cookie banner, the owner's proof of consent. */
  | 'consentLog'
  /**
   * Write blog posts (drafts, and sending them for review); putting a post live, scheduling it or
   * changing a live one needs `publish` too (docs/permissions.md).
   */
  | 'posts'
  /**
   * The site's members and member areas: reading the members too (their addresses, names, areas
   * and orders are people's data), adding and removing their access, the areas themselves.
   */
  | 'members'
  /**
   * Add Code blocks and change their HTML: a script on the site's pages acts for the site
   * (docs/permissions.md). Editing the rest of a page that holds one, moving or removing it, needs
   * `pages` only.
   */
  | 'code'
  /**
   * The donors: their names, addresses, messages and gifts (people's data), resending a receipt,
   * and the organisation's details printed on tax receipts (docs/permissions.md).
   */
  | 'donations';

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
  'consentLog',
  'posts',
  'members',
  'code',
  'donations',
];

export const ROLE_PERMISSIONS: Readonly<Record<number, readonly SitePermission[]>> = {
  [R.admin]: EVERYTHING,
  [R.editor]: [
    'view',
    'pages',
    'publish',
    'design',
    'seo',
    'forms',
    'analytics',
    'settings',
    'members',
    'posts',
  ],
  [R.storeManager]: ['view', 'store', 'storeSettings', 'donations'],
  [R.reporting]: ['view', 'analytics'],
  [R.billing]: ['view'],
  [R.moderator]: ['view', 'forms'],
  // Writes posts and sends them for review; an editor or admin puts them live.
  [R.campaignsEditor]: ['view', 'forms', 'posts'],
  // A viewer sees the site as its owner does but never changes anything (spec 000 §2).
  [R.viewer]: ['view'],
};

export function can(role: number | null, permission: SitePermission): boolean {
  return role !== null && (ROLE_PERMISSIONS[role]?.includes(permission) ?? false);
}

/** The roles an owner hands out, as they are named to people (docs/permissions.md). */
export const ROLE_NAMES: Readonly<Record<number, string>> = {
  [R.admin]: 'admin',
  [R.editor]: 'editor',
  [R.storeManager]: 'store manager',
  [R.reporting]: 'reporting',
  [R.billing]: 'billing',
  [R.moderator]: 'moderator',
  [R.campaignsEditor]: 'campaigns editor',
  [R.viewer]: 'viewer',
};
