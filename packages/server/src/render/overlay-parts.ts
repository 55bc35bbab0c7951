import {
  type AnnouncementBarSettings,
  announcementBarRevision,
  announcementBarShown,
  type PopupOverlaySettings,
  popupOverlayEnabled,
} from '@atelier/domain';
import type { AnnouncementBarView, SitePageInput } from '@atelier/site';

export interface PageOverlays {
  announcementBar: AnnouncementBarSettings;
  popupOverlay: PopupOverlaySettings;
}

/** The bar as pages show it, or undefined when it is off or says nothing. */
export function announcementBarView(overlays: PageOverlays | undefined): AnnouncementBarView | undefined {
  const bar = overlays?.announcementBar;
  if (!bar || !announcementBarShown(bar)) return undefined;
  return {
    text: bar.text,
    ...(bar.linkText && bar.linkUrl ? { link: { text: bar.linkText, href: bar.linkUrl } } : {}),
    colours: bar.colours,
    revision: announcementBarRevision(bar),
  };
}

/**
 * The popup on this page, or undefined: never on the not-found page or the lock screen (spec 000
 * §5), and never in the editor's frame, where the owner edits the page under it.
 */
export function pagePopup(
  overlays: PageOverlays | undefined,
  body: SitePageInput['body'],
  editing: boolean,
): PopupOverlaySettings | undefined {
  const popup = overlays?.popupOverlay;
  if (!popup || !popupOverlayEnabled(popup) || editing) return undefined;
  if (body.kind === 'not-found' || body.kind === 'lock') return undefined;
  return popup;
}

/** What the page context carries of the popup (websiteSettings.popupOverlaySettings): its rules, not its words. */
export function popupContextSettings(popup: PopupOverlaySettings | undefined): Record<string, unknown> {
  if (!popup) return {};
  const {
    title: _t,
    text: _x,
    buttonText: _b,
    buttonUrl: _u,
    successMessage: _s,
    formId: _f,
    ...rules
  } = popup;
  return rules;
}
