/**
 * Constants of spec 000 §9 and spec 001 §9 that only lazily loaded page code uses (tracking, error
 * reporting, measurement, block layout widths, the lightbox). They live apart from constants.ts,
 * which every page's boot code carries, so they travel with the chunks that need them.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export const COOKIE_LIFETIME_MS = {
  visit: 30 * MINUTE,
  /** "About 2 years": two years of days, leap days ignored. */
  visitor: 730 * DAY,
  cookieAllowed: 30 * DAY,
  analytics: 390 * DAY,
} as const;

export const ERROR_REPORTER = {
  maxSendsPerPage: 20,
  queueSize: 10,
  maxStackLength: 5000,
  sendDebounceMs: 1 * SECOND,
} as const;

export const TRACE_FLUSH_INTERVAL_MS = 30 * SECOND;

export const ANALYTICS_TIMEOUT_MS = 2500;

/** Paths on which no page view is recorded. */
export const UNTRACKED_PAGE_VIEW_PATHS = ['/search'] as const;

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

export const MEASUREMENT = {
  performanceSettingsTimeoutMs: 30 * SECOND,
  recordsFlushAfterLoadMs: 30 * SECOND,
  metricCollectionMaxMs: 60 * SECOND,
} as const;
