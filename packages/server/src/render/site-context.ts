import { pageCookieSettings, type SiteContext } from '@atelier/domain';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import type { SessionAccount } from '#types';
import type { SiteAssetManifest } from './assets';

export interface ContextInput {
  site: SiteRecord;
  baseUrl: string;
  account: SessionAccount | null;
  websiteRoles: Record<string, number>;
  pageType: number;
  collectionId: string | null;
  /** The content item shown on a page of type 50 (a product's page), else null. */
  itemId?: string | null;
  behaviours: string[];
  manifest: SiteAssetManifest;
}

/** The page context of spec 000 §1 and §3, with only the behaviours this page's blocks need. */
export function buildSiteContext(input: ContextInput): SiteContext {
  const { site } = input;
  const rollups: SiteContext['rollups'] = {};
  for (const name of input.behaviours) {
    const js = input.manifest.behaviours[name];
    if (js) rollups[name] = { js: [js], css: [] };
  }
  return {
    website: {
      id: site.id,
      identifier: site.identifier,
      websiteType: site.websiteType,
      siteStatus: site.siteStatus,
      developerMode: site.developerMode,
      cloneable: site.cloneable,
      baseUrl: input.baseUrl,
      typekitId: null,
      title: site.title,
      templateId: site.templateId,
    },
    websiteSettings: {
      disqusShortname: null,
      commentsEnabled: false,
      mobileInfoBarSettings: {},
      popupOverlaySettings: {},
      pinterestOverlayOptions: { mode: 'disabled' },
    },
    storeSettings: site.storeSettings,
    tweakJSON: site.tweakJSON,
    authenticatedAccount: input.account,
    websiteRoles: input.websiteRoles,
    useEscapeKeyToLogin: site.useEscapeKeyToLogin,
    // Stored with server field names; the page gets client names, normalised, with the revision.
    cookieSettings: { ...pageCookieSettings(site.cookieSettings) },
    pageType: input.pageType,
    collectionId: input.collectionId,
    itemId: input.itemId ?? null,
    demoCollections: [],
    showAnnouncementBar: false,
    googleFonts: { includeName: [] },
    typekitFonts: [],
    rollups,
  };
}
