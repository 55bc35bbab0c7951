import { sha256Hex } from '../sha256';

/** The colours of the bar, each a pair of the site's own palette (the Design panel's). */
export const ANNOUNCEMENT_BAR_COLOURS = ['accent', 'dark', 'light'] as const;
export type AnnouncementBarColours = (typeof ANNOUNCEMENT_BAR_COLOURS)[number];

export const ANNOUNCEMENT_BAR_LIMITS = { text: 200, linkText: 60, linkUrl: 2000 } as const;

/** The owner's announcement bar: a line of text with an optional link at the top of every page. */
export interface AnnouncementBarSettings {
  enabled: boolean;
  text: string;
  /** The link's words; the link shows only with both words and an address. */
  linkText: string;
  /** A site path (`/workshop`) or an http(s) address; '' for none. */
  linkUrl: string;
  colours: AnnouncementBarColours;
}

export const DEFAULT_ANNOUNCEMENT_BAR: AnnouncementBarSettings = {
  enabled: false,
  text: '',
  linkText: '',
  linkUrl: '',
  colours: 'accent',
};

/** Where a bar's link may point: a site path or an http(s) address (never `javascript:`). */
export function isAnnouncementLink(url: string): boolean {
  if (url === '') return true;
  if (url.length > ANNOUNCEMENT_BAR_LIMITS.linkUrl || /\s/.test(url)) return false;
  if (/^\/(?!\/)/.test(url)) return true;
  return /^https?:\/\/[^/?#]+/i.test(url);
}

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** Stored or sent settings read leniently: anything missing or unusable takes its default. */
export function readAnnouncementBar(raw: unknown): AnnouncementBarSettings {
  const value = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const linkUrl = text(value.linkUrl, ANNOUNCEMENT_BAR_LIMITS.linkUrl);
  const colours = ANNOUNCEMENT_BAR_COLOURS.find((c) => c === value.colours) ?? 'accent';
  return {
    enabled: value.enabled === true,
    text: text(value.text, ANNOUNCEMENT_BAR_LIMITS.text),
    linkText: text(value.linkText, ANNOUNCEMENT_BAR_LIMITS.linkText),
    linkUrl: isAnnouncementLink(linkUrl) ? linkUrl : '',
    colours,
  };
}

/** Whether visitors see the bar: on, with something to say. */
export const announcementBarShown = (bar: AnnouncementBarSettings): boolean => bar.enabled && bar.text !== '';

/**
 * A short hash of what the bar says: a visitor's dismissal holds for this revision only, so a new
 * announcement shows again in the same visit.
 */
export const announcementBarRevision = (bar: AnnouncementBarSettings): string =>
  sha256Hex(JSON.stringify([bar.text, bar.linkText, bar.linkUrl])).slice(0, 12);

/** Session storage of the visit's dismissal: the revision dismissed. */
export const ANNOUNCEMENT_BAR_DISMISSED_KEY = 'atelier-announcement-bar-dismissed';
