import { memberGuard } from './catalogue';

/** Base permission levels on a site (spec 001 §6), the only permissions the spec numbers. */
export const BasePermission = {
  noSitePermissions: 0,
  config: 1,
  admin: 2,
} as const;
export type BasePermission = (typeof BasePermission)[keyof typeof BasePermission];

export const isBasePermission = /* @__PURE__ */ memberGuard(BasePermission);

// The spec gives names but no numbers for the permissions below, so they are identified by name.
// Groups the spec closes with "and others" may grow.

/** Areas of the configuration editor a permission can open. */
export const CONFIG_AREA_PERMISSIONS = [
  'contentManager',
  'settings',
  'activity',
  'commerce',
  'newsletter',
  'crm',
  'marketing',
  'scheduling',
] as const;
export type ConfigAreaPermission = (typeof CONFIG_AREA_PERMISSIONS)[number];

/** Fine-grained settings permissions. */
export const SETTINGS_PERMISSIONS = [
  'general',
  'locale',
  'domain',
  'billing',
  'support',
  'labs',
  'userAccounts',
  'removeWebsite',
] as const;
export type SettingsPermission = (typeof SETTINGS_PERMISSIONS)[number];

export const COMMERCE_PERMISSIONS = [
  'orders',
  'storeSettings',
  'shipping',
  'coupons',
  'taxes',
  'inventory',
  'donations',
  'accounting',
  'discounts',
  'payments',
  'pointOfSale',
  'productReviews',
] as const;
export type CommercePermission = (typeof COMMERCE_PERMISSIONS)[number];

/** Read and write for each of subscribers, groups, messages and settings. */
export const NEWSLETTER_PERMISSIONS = [
  'subscribersRead',
  'subscribersWrite',
  'groupsRead',
  'groupsWrite',
  'messagesRead',
  'messagesWrite',
  'settingsRead',
  'settingsWrite',
] as const;
export type NewsletterPermission = (typeof NEWSLETTER_PERMISSIONS)[number];

/** Permissions of internal staff, never of site contributors. */
export const ADMIN_PERMISSIONS = [
  'grantAccess',
  'billingRead',
  'billingWrite',
  'billingRefund',
  'loginAs',
  'suspend',
  'removeSite',
  'twoFactor',
  'fraudDetection',
  'extensionsConsole',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];
