import type { SiteContext } from '@atelier/domain';

export const SITE_ID = '0123456789abcdef01234567';
export const OWNER = { id: 'fedcba9876543210fedcba98', displayName: 'Ada', email: 'ada@example.com' };

/** A complete site context for a visitor; tests override what they exercise. */
export function siteContext(
  overrides: Partial<SiteContext> = {},
  website: Partial<SiteContext['website']> = {},
): SiteContext {
  return {
    website: {
      id: SITE_ID,
      identifier: 'shop',
      websiteType: 1,
      siteStatus: 1,
      developerMode: false,
      cloneable: false,
      baseUrl: 'https://shop.example.com',
      typekitId: null,
      templateId: 'studio',
      title: 'Shop',
      ...website,
    },
    websiteSettings: {
      disqusShortname: null,
      commentsEnabled: false,
      mobileInfoBarSettings: {},
      popupOverlaySettings: {},
      pinterestOverlayOptions: { mode: 'disabled' },
    },
    storeSettings: { expressCheckout: false, measurementStandard: 1 },
    tweakJSON: {},
    authenticatedAccount: null,
    websiteRoles: {},
    useEscapeKeyToLogin: false,
    cookieSettings: {},
    pageType: 1,
    collectionId: null,
    itemId: null,
    demoCollections: [],
    showAnnouncementBar: false,
    googleFonts: { includeName: [] },
    typekitFonts: [],
    rollups: {},
    ...overrides,
  };
}

/** A signed-in account holding `role` on the site. */
export const signedIn = (role: number | undefined, overrides: Partial<SiteContext> = {}): SiteContext =>
  siteContext({
    authenticatedAccount: OWNER,
    websiteRoles: role === undefined ? {} : { [SITE_ID]: role },
    ...overrides,
  });
