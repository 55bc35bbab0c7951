/**
 * Constants of spec 000 §9 and spec 001 §9 that only lazily loaded page code uses (tracking, error
 * reporting, measurement, block layout widths, the lightbox). They live apart from constants.ts,
 * which every page's boot code carries, so they travel with the chunks that need them.
 */

export { COOKIE_LIFETIME_MS } from './cookie-lifetimes';
export {
  ANALYTICS_TIMEOUT_MS,
  ERROR_REPORTER,
  MEASUREMENT,
  TRACE_FLUSH_INTERVAL_MS,
  UNTRACKED_PAGE_VIEW_PATHS,
} from './tracking-constants';

/** Container widths in px at which blocks change layout. */
export const LAYOUT_WIDTH_PX = {
  narrowImageBlockBelow: 415,
  narrowNewsletterFormBelow: 320,
  mobileInfoBarAtMost: 1024,
  bookingTwoColumnAtMost: 750,
  compactCaptchaBelow: 320,
} as const;

export const LIGHTBOX = {
  speedMs: 600,
  overlayOpacity: 0.95,
  overlayFadeMs: 300,
  padding: 100,
  navigationThrottleMs: 200,
  /** Clicks this close to the window edge, as a fraction of its width, do not navigate. */
  edgeClickMargin: 0.02,
  navHoverFadeMs: 500,
} as const;
