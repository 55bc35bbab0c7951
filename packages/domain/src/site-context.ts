/**
 * The context a published page carries as one JSON script (`<script id="site-context"
 * type="application/json">`), with the field names of spec 000 §1 and §3 "Other page context fields".
 */
export interface SiteContext {
  website: {
    id: string;
    identifier: string;
    /** WebsiteType enumeration value. */
    websiteType: number;
    /** SiteStatus enumeration value. */
    siteStatus: number;
    developerMode: boolean;
    cloneable: boolean;
    baseUrl: string;
    typekitId: string | null;
    title: string;
    /** The template the site was made from (spec 000 §3, §7 templateId); null when unknown. */
    templateId: string | null;
  };
  websiteSettings: {
    disqusShortname: string | null;
    commentsEnabled: boolean;
    mobileInfoBarSettings: Record<string, unknown>;
    popupOverlaySettings: Record<string, unknown>;
    pinterestOverlayOptions: { mode: string };
  };
  storeSettings: {
    expressCheckout: boolean;
    /** MeasurementUnit enumeration value: imperial 1, metric 2. */
    measurementStandard: number;
  };
  tweakJSON: Record<string, string>;
  /** The signed-in account, or null for a visitor. */
  authenticatedAccount: { id: string; displayName: string; email: string } | null;
  /** websiteId -> ContributorRole of the signed-in account on that site. */
  websiteRoles: Record<string, number>;
  useEscapeKeyToLogin: boolean;
  cookieSettings: Record<string, unknown>;
  /** PageType enumeration value of the page being shown. */
  pageType: number;
  collectionId: string | null;
  itemId: string | null;
  demoCollections: string[];
  showAnnouncementBar: boolean;
  googleFonts: { includeName: string[] };
  typekitFonts: { id: string; variations: string[] }[];
  /** Lazily loaded browser modules: module name -> script and style URLs. */
  rollups: Record<string, { js: string[]; css: string[] }>;
}

export const SITE_CONTEXT_SCRIPT_ID = 'site-context';
