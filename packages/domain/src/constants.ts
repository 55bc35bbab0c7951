/** Business constants of spec 000 §9 and spec 001 §9 that server and browser share. */

const SECOND = 1000;

/** Cookie names (spec 000 §3). */
export const COOKIE_NAME = {
  visitorRecord: 'ss_cvr',
  visit: 'ss_cvt',
  crumb: 'crumb',
  hasCart: 'hasCart',
  cart: 'CART',
  lastSite: 'ss_lastid',
  cookieAllowed: 'ss_cookieAllowed',
  analyticsId: 'SS_ANALYTICS_ID',
  sessionId: 'SS_SESSION_ID',
} as const;

/** Browser storage flags kept per visitor session. */
export const STORAGE_FLAG = {
  firstSession: 'SS_IS_FIRST_SESSION',
  hasLanded: 'SS_HAS_LANDED',
} as const;

/** Tracking cookies cleared while the restrictive cookie policy is on. */
export const RESTRICTIVE_POLICY_COOKIES = [
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
] as const;

export const COOKIE_BANNER_VERSION = 2;

export const DATA_LAYER_RETRY_DELAY_MS = 200;
export const WAIT_POLL_INTERVAL_MS = 100;
export const IDLE_CALLBACK_SLICE_MS = 50;

/** The throttle keeps the last 22 run durations and waits twice their average between runs. */
export const THROTTLE = { historySize: 22, waitFactor: 2 } as const;

/** Query flags the visitor runtime reads; each is on when its value is 'true'. */
export const QUERY_FLAG = {
  screenshot: 'sqsscreenshot',
  noMotion: 'nomotion',
  logout: 'logout',
  noRedirect: 'noredirect',
} as const;

export const SCALED_TEXT = { minimum: '.75rem', minimumFontClassAtMostPx: 13 } as const;

/** Key codes that activate a donation button besides a click. */
export const ACTIVATION_KEY_CODES = { enter: 13, space: 32 } as const;

// The popup overlay's constants (spec 000 §9) live in ./overlays/popup-overlay-constants.ts: only
// the popup's lazy chunk needs them in the browser, and the boot chunk need not export them.
export { POPUP_OVERLAY } from './overlays/popup-overlay-constants';

// Popups, tooltips, text shrink, the tween helper and relative time (spec 001 §9) live in
// ./widget-constants.ts: only the lazy chunks of the site's widgets need them in the browser.
export { POPUP, RELATIVE_TIME, TEXT_SHRINK, TOOLTIP, TWEEN_DEFAULT_DURATION_MS } from './widget-constants';

export const BLOCK_ANIMATION = {
  loadedAtVisibleRatio: 0.5,
  observerThresholds: [0, 0.1, 0.25, 0.5, 1],
} as const;

export const ACCORDION_ANIMATION_MS = 250;
export const MAP_OPTION_DEBOUNCE_MS = 60;

export { MARQUEE } from './marquee-constants';

/** Shape sizing values by shape group. */
export const SHAPE_SIZES = [100, 150, 67] as const;

// Tracking, error reporting, measurement, layout widths and the lightbox live in
// ./page-feature-constants.ts, VIDEO (spec 001 §9) in ./video/video-constants.ts: the video chunk carries it, not every page's boot code.

export const MAP = {
  defaultZoom: 12,
  loadTimeoutMs: 30 * SECOND,
  markerPin: { width: 48, height: 64 },
} as const;

export const BREAKPOINTS = {
  desktopWidths: [800, 1024],
  tabletHeights: [1024, 1366],
  phoneMaxHeight: 926,
  mobileMaxWidth: 432,
  desktopMinWidth: 433,
} as const;

export const LIMITS = {
  maxBlocksPerLayout: 60,
  maxAlbumTracks: 60,
  maxUserOrderableCollectionItems: 250,
  nestedCategories: 10000,
  maxProductsPerCollection: 200,
  maxTagLength: 50,
  maxCategoryLength: 25,
  defaultSliderAspectRatio: 50,
  /** The cart count shows "100+" above this. */
  cartCountDisplayCap: 100,
} as const;

export const BYTES_PER_MEGABYTE = 1_000_000;
/** File sizes are displayed in steps of 1024, from bytes up to yottabytes. */
export const FILE_SIZE_STEP = 1024;
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

export const CHUNK_LOAD = {
  timeoutMs: 120 * SECOND,
  errorName: 'ChunkLoadError',
  cssErrorCode: 'CSS_CHUNK_LOAD_FAILED',
} as const;
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10 * SECOND;

export const SESSION_RECORDING = {
  /** Runs only on devices with more cores than this. */
  minCoresExclusive: 2,
  /** A recording id with this value switches recording off. */
  disabledUserId: 'automated-mock-id',
} as const;

/** A feature toggle is on only when its variant is exactly this string. */
export const FEATURE_TOGGLE_ON = 'true';
