import { type CookieBannerSettings, cookieBannerUiMessages } from '@atelier/domain';
import type { BannerWords } from './cookie-banner-language';
import { richText } from './cookie-banner-text';

/** How the visitor made their choice, as the consent log records it. */
export type ConsentMethod = 'accept-button' | 'decline-button' | 'keyboard' | 'close';

export interface CookieBannerHandlers {
  onChoice(allowed: boolean, method: ConsentMethod): void;
}

export const COOKIE_BANNER_CLASS = 'atelier-cookie-banner';
/** Where an announcement bar renders; a top bar joins it there instead of pushing it down. */
export const ANNOUNCEMENT_BAR_AREA = '[data-announcement-bar-area]';

const C = COOKIE_BANNER_CLASS;
const ICON = { accept: 'M5 12.5l4.5 4.5L19 7.5', refuse: 'M6 6l12 12M18 6L6 18' };

/**
 * The banner as a visitor sees it, for normalised settings, without touching the page: no cookie,
 * request or placement. The runtime places it and records the choice; the editor's live preview
 * renders the same element (with the styles of cookie-banner-style.ts). With OPT_IN the second
 * control closes without accepting; with OPT_IN_AND_OUT it declines. Both look and weigh the same
 * as the accept control. Escape inside the banner closes it without accepting too.
 */
export function createCookieBannerElement(
  settings: CookieBannerSettings,
  doc: Document,
  handlers: CookieBannerHandlers,
  /** The page language's strings (loadBannerWords); English without. */
  language: BannerWords | null = null,
): HTMLElement {
  const ui = (key: keyof typeof cookieBannerUiMessages) =>
    language?.words[key] ?? cookieBannerUiMessages[key];
  const optOut = settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT';
  const icons = settings.cookieBannerCtaVariant === 'ICON';
  const banner = doc.createElement('div');
  banner.className = [
    '',
    settings.cookieBannerVariant,
    settings.cookieBannerPosition,
    settings.cookieBannerTheme,
    `cta-${settings.cookieBannerCtaVariant}`,
    settings.cookieBannerAcceptType,
  ]
    .map((value) => (value ? `${C}--${value.toLowerCase().replace(/_/g, '-')}` : C))
    .join(' ');
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', ui('regionLabel'));
  banner.innerHTML = `<div class="${C}__text"></div><div class="${C}__actions"><button type="button" data-choice="accept"></button><button type="button" data-choice="${optOut ? 'decline' : 'close'}"></button></div>`;
  // The owner's words and the product's defaults both arrive in the page's language (site-context.ts).
  banner.firstChild!.appendChild(richText(settings.cookieBannerText, doc));

  const [accept, refuse] = banner.querySelectorAll('button');
  const label = (control: HTMLButtonElement, text: string, name: string, icon: string, allowed: boolean) => {
    // An icon is decoration named by the label; a visible text names its control, unless a longer
    // label (starting with that text, for speech control) says more.
    if (icons)
      control.innerHTML = `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="${icon}" fill="none" stroke="currentColor" stroke-width="2.5"/></svg>`;
    else control.textContent = text;
    if (icons || name !== text) control.setAttribute('aria-label', name);
    control.onclick = () =>
      handlers.onChoice(allowed, allowed ? 'accept-button' : optOut ? 'decline-button' : 'close');
  };
  const acceptText = settings.cookieBannerCtaText;
  const declineText = settings.cookieBannerOptOutCtaText;
  label(accept!, acceptText, acceptText, ICON.accept, true);
  if (optOut) label(refuse!, declineText, declineText, ICON.refuse, false);
  else label(refuse!, ui('close'), ui('closeLabel'), ICON.refuse, false);

  banner.onkeydown = (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Handled here, so the page's own Escape shortcuts (editor, login) do not fire as well.
    event.preventDefault();
    handlers.onChoice(false, 'keyboard');
  };
  return banner;
}

/**
 * Puts the banner where spec 000 §4 places it: a top bar in the announcement-bar area when the page
 * has one; otherwise at the top of the page, before the header, so it comes first in reading and
 * keyboard order (bottom bars and pop-ups are positioned by their styles); or in the body.
 */
export function placeCookieBanner(banner: HTMLElement, settings: CookieBannerSettings, doc: Document): void {
  const area = settings.cookieBannerPosition === 'TOP' && doc.querySelector(ANNOUNCEMENT_BAR_AREA);
  const header = doc.querySelector('body > header, .site-header');
  if (area) area.prepend(banner);
  else if (header) header.before(banner);
  else doc.body.prepend(banner);
}
