import { cookieBannerUiMessages } from '../../cookie-banner/cookie-banner-messages';
import { cookieBannerMessages } from '../../message-groups/cookie-banner';

/**
 * The cookie banner's fallback texts (used while the owner wrote none) and its accessible names. The
 * texts an owner writes are translated with the site's own translations, not here.
 */
export const cookieBanner = {
  ctaText: cookieBannerMessages.ctaText,
  optOutCtaText: cookieBannerMessages.optOutCtaText,
  text: cookieBannerMessages.text,
  regionLabel: cookieBannerUiMessages.regionLabel,
  close: cookieBannerUiMessages.close,
  closeLabel: cookieBannerUiMessages.closeLabel,
} as const;
