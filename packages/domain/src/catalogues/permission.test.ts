import { describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSIONS,
  BasePermission,
  COMMERCE_PERMISSIONS,
  CONFIG_AREA_PERMISSIONS,
  isBasePermission,
  NEWSLETTER_PERMISSIONS,
  SETTINGS_PERMISSIONS,
} from './permission';

describe('BasePermission', () => {
  it('is no site permissions 0, config 1, admin 2 as in the spec', () => {
    expect(BasePermission).toEqual({ noSitePermissions: 0, config: 1, admin: 2 });
  });

  it('recognises base permission values only', () => {
    expect(isBasePermission(0)).toBe(true);
    expect(isBasePermission(3)).toBe(false);
  });
});

// Spec 001 §6 "Permission catalogue", one list per line of the spec.
describe('named permissions', () => {
  it('lists the eight config areas', () => {
    expect(CONFIG_AREA_PERMISSIONS).toEqual([
      'contentManager',
      'settings',
      'activity',
      'commerce',
      'newsletter',
      'crm',
      'marketing',
      'scheduling',
    ]);
  });

  it('lists the named fine-grained settings', () => {
    expect(SETTINGS_PERMISSIONS).toEqual([
      'general',
      'locale',
      'domain',
      'billing',
      'support',
      'labs',
      'userAccounts',
      'removeWebsite',
    ]);
  });

  it('lists the twelve commerce permissions', () => {
    expect(COMMERCE_PERMISSIONS).toEqual([
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
    ]);
  });

  it('gives newsletter read and write for subscribers, groups, messages and settings', () => {
    const expected = ['subscribers', 'groups', 'messages', 'settings'].flatMap((area) => [
      `${area}Read`,
      `${area}Write`,
    ]);
    expect(NEWSLETTER_PERMISSIONS).toEqual(expected);
  });

  it('lists the named staff permissions', () => {
    expect(ADMIN_PERMISSIONS).toEqual([
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
    ]);
  });

  it('has no duplicate inside a group', () => {
    for (const group of [
      CONFIG_AREA_PERMISSIONS,
      SETTINGS_PERMISSIONS,
      COMMERCE_PERMISSIONS,
      ADMIN_PERMISSIONS,
    ]) {
      expect(new Set(group).size).toBe(group.length);
    }
  });
});
