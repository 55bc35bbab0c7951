/**
 * Constants of spec 000 §9 that only tracking code uses (error reporting, traces, analytics and
 * measurement): apart from page-feature-constants.ts so the tracking chunk carries them alone.
 */

const SECOND = 1000;

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

export const MEASUREMENT = {
  performanceSettingsTimeoutMs: 30 * SECOND,
  recordsFlushAfterLoadMs: 30 * SECOND,
  metricCollectionMaxMs: 60 * SECOND,
} as const;
