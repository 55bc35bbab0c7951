/**
 * How long the runtime's cookies last (spec 000 §9). Apart from page-feature-constants.ts because the
 * cookie banner's choice needs it on a first visit, and the rest of those constants would come along.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const COOKIE_LIFETIME_MS = {
  visit: 30 * MINUTE,
  /** "About 2 years": two years of days, leap days ignored. */
  visitor: 730 * DAY,
  cookieAllowed: 30 * DAY,
  analytics: 390 * DAY,
} as const;
