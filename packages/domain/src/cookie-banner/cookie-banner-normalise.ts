import { cookieBannerMessages } from '../message-groups/widgets';
import type { CookieBannerServerSettings, CookieBannerSettings } from './cookie-banner-settings';

type CtaVariant = CookieBannerSettings['cookieBannerCtaVariant'];
type Variant = CookieBannerSettings['cookieBannerVariant'];
type Position = CookieBannerSettings['cookieBannerPosition'];
type Theme = CookieBannerSettings['cookieBannerTheme'];
type AcceptType = CookieBannerSettings['cookieBannerAcceptType'];

export const COOKIE_BANNER_CTA_VARIANTS: readonly CtaVariant[] = ['TEXT', 'BUTTON', 'ICON'];
export const COOKIE_BANNER_VARIANTS: readonly Variant[] = ['BAR', 'POPUP'];
export const COOKIE_BANNER_BAR_POSITIONS: readonly Position[] = ['TOP', 'BOTTOM'];
export const COOKIE_BANNER_POPUP_POSITIONS: readonly Position[] = [
  'TOP_LEFT',
  'TOP_RIGHT',
  'BOTTOM_LEFT',
  'BOTTOM_RIGHT',
];
export const COOKIE_BANNER_THEMES: readonly Theme[] = ['LIGHT', 'DARK'];
export const COOKIE_BANNER_ACCEPT_TYPES: readonly AcceptType[] = ['OPT_IN', 'OPT_IN_AND_OUT'];

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const flag = (value: unknown, fallback = false): boolean => (typeof value === 'boolean' ? value : fallback);

/** A text the owner left blank (missing, not a string, or only spaces) takes the default. */
const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

/**
 * Whether rich text shows nothing: no characters once tags and (non-breaking) spaces are gone. The
 * editor leaves an empty paragraph behind when the owner clears the text (spec 000 §3).
 */
export function isEmptyRichText(html: unknown): boolean {
  if (typeof html !== 'string') return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, ' ')
      .trim() === ''
  );
}

/**
 * Spec 000 §5: a position the variant does not have moves to the nearest one it has. A bar given a
 * top corner goes to the top, anything else to the bottom; a pop-up given TOP goes to the top-left
 * corner, anything else to the bottom-left.
 */
function position(variant: Variant, value: unknown): Position {
  if (variant === 'BAR') {
    if (COOKIE_BANNER_BAR_POSITIONS.includes(value as Position)) return value as Position;
    return value === 'TOP_LEFT' || value === 'TOP_RIGHT' ? 'TOP' : 'BOTTOM';
  }
  if (COOKIE_BANNER_POPUP_POSITIONS.includes(value as Position)) return value as Position;
  return value === 'TOP' ? 'TOP_LEFT' : 'BOTTOM_LEFT';
}

const record = (raw: unknown): Record<string, unknown> =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};

/**
 * Complete, valid client settings from anything (stored JSON, an editor draft, a forced preview),
 * with the defaults of spec 000 §5 for every value that is missing or unknown. The banner stays off
 * unless it is explicitly on, and so do the policies.
 */
export function normaliseCookieBannerSettings(raw: unknown): CookieBannerSettings {
  const input = record(raw);
  const variant = oneOf(input.cookieBannerVariant, COOKIE_BANNER_VARIANTS, 'BAR');
  return {
    isCookieBannerEnabled: flag(input.isCookieBannerEnabled),
    cookieBannerText: isEmptyRichText(input.cookieBannerText)
      ? cookieBannerMessages.text
      : (input.cookieBannerText as string),
    cookieBannerCtaText: text(input.cookieBannerCtaText, cookieBannerMessages.ctaText),
    cookieBannerOptOutCtaText: text(input.cookieBannerOptOutCtaText, cookieBannerMessages.optOutCtaText),
    cookieBannerCtaVariant: oneOf(input.cookieBannerCtaVariant, COOKIE_BANNER_CTA_VARIANTS, 'ICON'),
    cookieBannerVariant: variant,
    cookieBannerPosition: position(variant, input.cookieBannerPosition),
    cookieBannerTheme: oneOf(input.cookieBannerTheme, COOKIE_BANNER_THEMES, 'DARK'),
    cookieBannerAcceptType: oneOf(input.cookieBannerAcceptType, COOKIE_BANNER_ACCEPT_TYPES, 'OPT_IN'),
    isRestrictiveCookiePolicyEnabled: flag(input.isRestrictiveCookiePolicyEnabled),
    isRestrictiveCookiePolicyAbsolute: flag(input.isRestrictiveCookiePolicyAbsolute),
    isVisitorDataRestricted: flag(input.isVisitorDataRestricted),
  };
}

/**
 * Client settings from the stored server settings (spec 000 §3): the restrictive policy is
 * `isAnalyticsCookiesDisabled`, and visitor data is restricted when the activity log is off. A site
 * that never saved the activity-log switch keeps its log on, as a new site does.
 */
export function cookieSettingsFromServer(raw: unknown): CookieBannerSettings {
  const input = record(raw);
  const { isAnalyticsCookiesDisabled, isActivityLogEnabled, ...shared } = input;
  return normaliseCookieBannerSettings({
    ...shared,
    isRestrictiveCookiePolicyEnabled: flag(isAnalyticsCookiesDisabled),
    isVisitorDataRestricted: !flag(isActivityLogEnabled, true),
  });
}

/** The inverse of cookieSettingsFromServer: what the server stores for normalised client settings. */
export function cookieSettingsToServer(settings: CookieBannerSettings): CookieBannerServerSettings {
  const { isRestrictiveCookiePolicyEnabled, isVisitorDataRestricted, ...shared } = settings;
  return {
    ...shared,
    isAnalyticsCookiesDisabled: isRestrictiveCookiePolicyEnabled,
    isActivityLogEnabled: !isVisitorDataRestricted,
  };
}
