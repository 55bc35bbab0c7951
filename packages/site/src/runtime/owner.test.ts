// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { canEditSite, editorAddress, VIEWER_ROLE } from './owner';
import { SITE_ID, signedIn, siteContext } from './site-context.test-support';

describe('canEditSite', () => {
  it.each([1, 2, 4, 8, 13])('is true for a signed-in account with role %i on this site', (role) => {
    expect(canEditSite(signedIn(role))).toBe(true);
  });

  it('is false for a viewer, a role of none, a role on another site only, a visitor and no context', () => {
    expect(VIEWER_ROLE).toBe(10);
    expect(canEditSite(signedIn(10))).toBe(false);
    expect(canEditSite(signedIn(14))).toBe(false);
    expect(canEditSite(signedIn(undefined, { websiteRoles: { ['f'.repeat(24)]: 1 } }))).toBe(false);
    expect(canEditSite(siteContext({ websiteRoles: { [SITE_ID]: 1 } }))).toBe(false);
    expect(canEditSite(null)).toBe(false);
  });
});

describe('editorAddress', () => {
  it('frames the current path and query', () => {
    expect(editorAddress({ pathname: '/shop/item one', search: '?size=m&c=1' })).toBe(
      '/config/?frameUrl=%2Fshop%2Fitem%20one%3Fsize%3Dm%26c%3D1',
    );
  });
});
