import {
  DICTIONARIES,
  dictionariesFor,
  pageCookieSettings,
  type SiteContext,
  type SiteLanguage,
} from '@atelier/domain';
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
  /** The page's language: the cookie banner's texts are its translations (`cookie.<field>`). */
  language?: SiteLanguage;
  /** Whether the page shows the announcement bar, and the popup's rules (render/overlay-parts.ts). */
  overlays?: { showAnnouncementBar: boolean; popup: Record<string, unknown> };
}

/** The banner's words an owner writes, translated per language under `cookie.<field>`. */
const COOKIE_TEXT_FIELDS = ['cookieBannerText', 'cookieBannerCtaText', 'cookieBannerOptOutCtaText'] as const;
/** Each field's default in the dictionaries: the spec's English, and every language's own. */
const COOKIE_DEFAULT_KEYS = {
  cookieBannerText: 'text',
  cookieBannerCtaText: 'ctaText',
  cookieBannerOptOutCtaText: 'optOutCtaText',
} as const;

/**
 * The page's cookie settings in its language: the banner's words translated where the owner did,
 * the revision that of the primary text, so a choice made on a page in one language holds on a page
 * in another (it is one question, asked in two languages).
 */
function cookieSettingsIn(site: SiteRecord, language: SiteLanguage | undefined) {
  const settings = pageCookieSettings(site.cookieSettings);
  const tag = language?.tag ?? site.locale;
  const texts = language && !language.primary ? site.siteTexts[tag] : undefined;
  const translated = { ...settings };
  const english = DICTIONARIES.en.cookieBanner;
  const own = dictionariesFor(tag).cookieBanner;
  for (const field of COOKIE_TEXT_FIELDS) {
    const text = texts?.[`cookie.${field}`]?.text;
    if (text?.trim()) translated[field] = text;
    // A text the owner left at the spec's English default reads as the page language's default, so
    // the browser needs no English to recognise it.
    else if (settings[field] === english[COOKIE_DEFAULT_KEYS[field]])
      translated[field] = own[COOKIE_DEFAULT_KEYS[field]];
  }
  return translated;
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
      popupOverlaySettings: input.overlays?.popup ?? {},
      pinterestOverlayOptions: { mode: 'disabled' },
    },
    storeSettings: site.storeSettings,
    tweakJSON: site.tweakJSON,
    authenticatedAccount: input.account,
    websiteRoles: input.websiteRoles,
    useEscapeKeyToLogin: site.useEscapeKeyToLogin,
    // Stored with server field names; the page gets client names, normalised, with the revision.
    cookieSettings: cookieSettingsIn(site, input.language),
    pageType: input.pageType,
    collectionId: input.collectionId,
    itemId: input.itemId ?? null,
    demoCollections: [],
    showAnnouncementBar: input.overlays?.showAnnouncementBar ?? false,
    googleFonts: { includeName: [] },
    typekitFonts: [],
    rollups,
  };
}
