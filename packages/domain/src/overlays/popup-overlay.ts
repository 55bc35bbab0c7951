import { isId } from '../ids';
import { POPUP_OVERLAY } from './popup-overlay-constants';

/** `none` hides the popup (spec 000 §5); the others are how it sits on the page. */
export const POPUP_OVERLAY_STYLES = ['none', 'card', 'banner'] as const;
export type PopupOverlayStyle = (typeof POPUP_OVERLAY_STYLES)[number];

export const POPUP_OVERLAY_CONTENT = ['newsletter', 'message'] as const;
export type PopupOverlayContentKind = (typeof POPUP_OVERLAY_CONTENT)[number];

export const POPUP_OVERLAY_TRIGGERS = ['delay', 'scroll'] as const;
export type PopupOverlayTrigger = (typeof POPUP_OVERLAY_TRIGGERS)[number];

export const POPUP_OVERLAY_LIMITS = {
  title: 120,
  text: 500,
  buttonText: 60,
  buttonUrl: 2000,
  successMessage: 300,
  /** Seconds after the page loads. */
  delaySeconds: { min: 0, max: 600 },
  /** Share of the page scrolled, in percent. */
  scrollPercent: { min: 1, max: 100 },
  /** Days between showings; -1 never again (POPUP_OVERLAY.neverAgain). */
  displayFrequency: { min: POPUP_OVERLAY.neverAgain, max: 365 },
  version: { min: 1, max: 1_000_000 },
} as const;

/**
 * The popup overlay's settings (spec 000 §3: style, enableMobile, version, showUntilSignup,
 * displayFrequency) with what it says and when it appears.
 */
export interface PopupOverlaySettings {
  style: PopupOverlayStyle;
  enableMobile: boolean;
  /** Raising it shows the popup again to visitors who closed or signed up to an older one. */
  version: number;
  /** After a sign-up the visitor never sees it again (until a new version). */
  showUntilSignup: boolean;
  /** Days after a visitor closed it before it shows again; 0 on their next page, -1 never again. */
  displayFrequency: number;
  trigger: PopupOverlayTrigger;
  delaySeconds: number;
  scrollPercent: number;
  content: PopupOverlayContentKind;
  title: string;
  text: string;
  /** The newsletter's button, or the message's. */
  buttonText: string;
  /** The message's button address; '' closes the popup. */
  buttonUrl: string;
  successMessage: string;
  /** The newsletter form's id, made by the server when the owner first saves the popup. */
  formId: string;
}

export const DEFAULT_POPUP_OVERLAY: PopupOverlaySettings = {
  style: 'none',
  enableMobile: true,
  version: 1,
  showUntilSignup: true,
  displayFrequency: 14,
  trigger: 'delay',
  delaySeconds: 5,
  scrollPercent: 50,
  content: 'newsletter',
  title: '',
  text: '',
  buttonText: '',
  buttonUrl: '',
  successMessage: '',
  formId: '',
};

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

function whole(value: unknown, range: { min: number; max: number }, fallback: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) return fallback;
  return Math.min(range.max, Math.max(range.min, value));
}

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.find((item) => item === value) ?? fallback;

/** Stored or sent settings read leniently: anything missing or unusable takes its default. */
export function readPopupOverlay(raw: unknown): PopupOverlaySettings {
  const value = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_POPUP_OVERLAY;
  const L = POPUP_OVERLAY_LIMITS;
  const buttonUrl = text(value.buttonUrl, L.buttonUrl);
  return {
    style: oneOf(POPUP_OVERLAY_STYLES, value.style, d.style),
    enableMobile: typeof value.enableMobile === 'boolean' ? value.enableMobile : d.enableMobile,
    version: whole(value.version, L.version, d.version),
    showUntilSignup: typeof value.showUntilSignup === 'boolean' ? value.showUntilSignup : d.showUntilSignup,
    displayFrequency: whole(value.displayFrequency, L.displayFrequency, d.displayFrequency),
    trigger: oneOf(POPUP_OVERLAY_TRIGGERS, value.trigger, d.trigger),
    delaySeconds: whole(value.delaySeconds, L.delaySeconds, d.delaySeconds),
    scrollPercent: whole(value.scrollPercent, L.scrollPercent, d.scrollPercent),
    content: oneOf(POPUP_OVERLAY_CONTENT, value.content, d.content),
    title: text(value.title, L.title),
    text: text(value.text, L.text),
    buttonText: text(value.buttonText, L.buttonText),
    buttonUrl: /^(\/(?!\/)|https?:\/\/)\S*$/i.test(buttonUrl) ? buttonUrl : '',
    successMessage: text(value.successMessage, L.successMessage),
    formId: isId(value.formId) ? value.formId : '',
  };
}

/** Whether the site has a popup at all: a style other than none (and a form for a newsletter). */
export const popupOverlayEnabled = (popup: PopupOverlaySettings): boolean =>
  popup.style !== 'none' && (popup.content !== 'newsletter' || popup.formId !== '');

/**
 * Local storage of the popup overlay (spec 001 §3: date closed, key, version, submitted): one item
 * under `key` holding the other three, so a visitor's answer is read and written at once.
 */
export const POPUP_OVERLAY_STORAGE = {
  key: 'atelier-popup-overlay',
  dateClosed: 'dateClosed',
  version: 'version',
  submitted: 'submitted',
} as const;

/** What the browser remembers of a visitor and the popup. */
export interface PopupOverlayMemory {
  /** The version the other two belong to. */
  version?: number;
  /** When the visitor last closed it, in milliseconds since the epoch. */
  dateClosed?: number;
  submitted?: boolean;
}

const DAY_MS = 86_400_000;

/**
 * Whether the popup may show to a visitor who remembers `memory` at `now` (spec 000 §3): a memory
 * of another version counts for nothing; after a sign-up it never shows while showUntilSignup;
 * after a close it waits displayFrequency days, and -1 means never again.
 */
export function popupDue(popup: PopupOverlaySettings, memory: PopupOverlayMemory, now: number): boolean {
  if (memory.version !== popup.version) return true;
  if (memory.submitted === true && popup.showUntilSignup) return false;
  if (typeof memory.dateClosed !== 'number') return true;
  if (popup.displayFrequency === POPUP_OVERLAY.neverAgain) return false;
  return now - memory.dateClosed >= popup.displayFrequency * DAY_MS;
}

/** The census events of the popup overlay (POST /api/census/overlay). */
export const POPUP_OVERLAY_EVENT = { shown: 'shown', closed: 'closed', submitted: 'submitted' } as const;
