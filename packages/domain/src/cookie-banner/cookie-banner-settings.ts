/** Cookie banner settings (spec 000 §3 "Cookie banner settings"), as the page and the banner use them. */
export interface CookieBannerSettings {
  isCookieBannerEnabled: boolean;
  /** Rich text as HTML; an empty paragraph counts as empty, and empty means the default text. */
  cookieBannerText: string;
  cookieBannerCtaText: string;
  cookieBannerOptOutCtaText: string;
  cookieBannerCtaVariant: 'TEXT' | 'BUTTON' | 'ICON';
  cookieBannerVariant: 'BAR' | 'POPUP';
  cookieBannerPosition: 'TOP' | 'BOTTOM' | 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';
  cookieBannerTheme: 'LIGHT' | 'DARK';
  cookieBannerAcceptType: 'OPT_IN' | 'OPT_IN_AND_OUT';
  /** Nothing non-essential is set or sent before the visitor accepts. */
  isRestrictiveCookiePolicyEnabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
  /** Visitor data (address, agent, visitor ids) is neither stored nor shown in analytics. */
  isVisitorDataRestricted: boolean;
}

/**
 * The same settings as the server stores and the configuration API speaks them: the restrictive
 * policy is `isAnalyticsCookiesDisabled`, and visitor-data restriction is the inverse of
 * `isActivityLogEnabled` (spec 000 §3).
 */
export interface CookieBannerServerSettings
  extends Omit<CookieBannerSettings, 'isRestrictiveCookiePolicyEnabled' | 'isVisitorDataRestricted'> {
  isAnalyticsCookiesDisabled: boolean;
  isActivityLogEnabled: boolean;
}

/** Values of ss_cookieAllowed: the visitor's choice on the banner. */
export const COOKIE_CHOICE = { accepted: 'true', declined: 'false' } as const;
