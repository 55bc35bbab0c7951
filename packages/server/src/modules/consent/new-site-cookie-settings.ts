import {
  type CookieBannerServerSettings,
  cookieSettingsToServer,
  normaliseCookieBannerSettings,
} from '@atelier/domain';

/**
 * The cookie banner a new site starts with, built the way European guidance asks (EDPB guidelines
 * 05/2020 on consent, CNIL's recommendation on cookies): the banner shows, refusing is as easy and
 * as visible as accepting (Accept and Decline are two buttons of the same style and weight), and
 * under the restrictive policy nothing non-essential is set or sent before the visitor chooses.
 * Only new sites get these values; the spec's defaults for a missing value (spec 000 §5) stay as
 * they are, so a site that never saved its banner keeps what it had.
 */
export const NEW_SITE_COOKIE_SETTINGS: CookieBannerServerSettings = cookieSettingsToServer(
  normaliseCookieBannerSettings({
    isCookieBannerEnabled: true,
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    cookieBannerCtaVariant: 'BUTTON',
    isRestrictiveCookiePolicyEnabled: true,
  }),
);
