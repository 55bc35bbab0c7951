import { ContributorRole } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { can, ROLE_PERMISSIONS } from './permissions';

describe('role permissions', () => {
  it('lets a viewer only look', () => {
    expect(ROLE_PERMISSIONS[ContributorRole.viewer]).toEqual(['view']);
    expect(can(ContributorRole.viewer, 'pages')).toBe(false);
    expect(can(ContributorRole.viewer, 'publish')).toBe(false);
  });

  it('lets an editor change and publish pages but not domains, contributors or the store', () => {
    for (const allowed of ['pages', 'publish', 'design', 'seo'] as const)
      expect(can(ContributorRole.editor, allowed)).toBe(true);
    for (const refused of ['domains', 'contributors', 'store', 'storeSettings'] as const)
      expect(can(ContributorRole.editor, refused)).toBe(false);
  });

  it('lets a store manager run the store and nothing of the pages', () => {
    expect(can(ContributorRole.storeManager, 'store')).toBe(true);
    expect(can(ContributorRole.storeManager, 'pages')).toBe(false);
  });

  it('keeps the consent log to admins', () => {
    for (const [role, permissions] of Object.entries(ROLE_PERMISSIONS))
      expect(permissions.includes('consentLog'), `role ${role}`).toBe(Number(role) === ContributorRole.admin);
  });

  it('keeps code (adding Code blocks, changing their HTML) to admins', () => {
    for (const [role, permissions] of Object.entries(ROLE_PERMISSIONS))
      expect(permissions.includes('code'), `role ${role}`).toBe(Number(role) === ContributorRole.admin);
  });

  it('gives the admin everything and an unknown role or no role nothing', () => {
    expect(can(ContributorRole.admin, 'contributors')).toBe(true);
    expect(can(ContributorRole.none, 'view')).toBe(false);
    expect(can(null, 'view')).toBe(false);
  });
});
