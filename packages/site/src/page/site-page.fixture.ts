import type { SiteContext } from '@atelier/domain';
import type { SitePageInput } from './site-page-input';

export function siteContext(overrides: Partial<SiteContext> = {}): SiteContext {
  return {
    website: {
      id: '5f1e2d3c4b5a697887766554',
      identifier: 'bakery',
      websiteType: 1,
      siteStatus: 8,
      developerMode: false,
      cloneable: false,
      baseUrl: 'https://bakery.example.com',
      typekitId: null,
      templateId: 'studio',
      title: 'Corner Bakery',
    },
    websiteSettings: {
      disqusShortname: null,
      commentsEnabled: false,
      mobileInfoBarSettings: {},
      popupOverlaySettings: {},
      pinterestOverlayOptions: { mode: 'disabled' },
    },
    storeSettings: { expressCheckout: false, measurementStandard: 2 },
    tweakJSON: {},
    authenticatedAccount: null,
    websiteRoles: {},
    useEscapeKeyToLogin: false,
    cookieSettings: {},
    pageType: 2,
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

export function pageInput(overrides: Partial<SitePageInput> = {}): SitePageInput {
  return {
    lang: 'en',
    title: 'Home · Corner Bakery',
    context: siteContext(),
    assets: { css: '/assets/site-1a2b.css', boot: '/assets/boot-3c4d.js' },
    header: { title: 'Corner Bakery', tagline: 'Bread since 1921' },
    footer: { text: '© Corner Bakery\n12 High Street' },
    navigation: [
      { title: 'Home', path: '/', current: true },
      { title: 'Menu', path: '/menu', current: false },
      { title: 'Visit', path: '/visit', current: false },
    ],
    body: { kind: 'page', document: { sections: [] } },
    ...overrides,
  };
}
