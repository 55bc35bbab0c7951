import { describe, expect, it } from 'vitest';
import * as base from './constants';
import { IMAGE_LOADER } from './image-loader-constants';
import * as later from './page-feature-constants';
import { VIDEO } from './video/video-constants';

const c = { ...base, ...later };
const DAY_MS = 86_400_000;

describe('spec 000 §9 constants', () => {
  it('pins the error reporter limits', () => {
    expect(c.ERROR_REPORTER).toEqual({
      maxSendsPerPage: 20,
      queueSize: 10,
      maxStackLength: 5000,
      sendDebounceMs: 1000,
    });
  });

  it('pins timings', () => {
    expect(c.DATA_LAYER_RETRY_DELAY_MS).toBe(200);
    expect(c.TRACE_FLUSH_INTERVAL_MS).toBe(30_000);
    expect(c.ANALYTICS_TIMEOUT_MS).toBe(2500);
    expect(c.WAIT_POLL_INTERVAL_MS).toBe(100);
    expect(c.IDLE_CALLBACK_SLICE_MS).toBe(50);
    expect(c.THROTTLE).toEqual({ historySize: 22, waitFactor: 2 });
    expect(c.ACCORDION_ANIMATION_MS).toBe(250);
    expect(c.MAP_OPTION_DEBOUNCE_MS).toBe(60);
  });

  it('pins cookie lifetimes: visit 30 minutes, visitor about 2 years, banner 30 days, analytics 390 days', () => {
    expect(c.COOKIE_LIFETIME_MS.visit).toBe(30 * 60_000);
    expect(c.COOKIE_LIFETIME_MS.visitor).toBe(730 * DAY_MS);
    expect(c.COOKIE_LIFETIME_MS.cookieAllowed).toBe(30 * DAY_MS);
    expect(c.COOKIE_LIFETIME_MS.analytics).toBe(390 * DAY_MS);
  });

  it('pins cookie and storage names', () => {
    expect(c.COOKIE_NAME).toEqual({
      visitorRecord: 'ss_cvr',
      visit: 'ss_cvt',
      crumb: 'crumb',
      hasCart: 'hasCart',
      cart: 'CART',
      lastSite: 'ss_lastid',
      cookieAllowed: 'ss_cookieAllowed',
      analyticsId: 'SS_ANALYTICS_ID',
      sessionId: 'SS_SESSION_ID',
    });
    expect(c.STORAGE_FLAG).toEqual({ firstSession: 'SS_IS_FIRST_SESSION', hasLanded: 'SS_HAS_LANDED' });
  });

  it('clears exactly the listed cookies under the restrictive policy', () => {
    expect(c.RESTRICTIVE_POLICY_COOKIES).toEqual([
      'ss_cid',
      'ss_cpvisit',
      'ss_cvisit',
      'ss_cvr',
      'ss_cvt',
      'SS_MATTR',
      'SS_MID',
      'SS_lastvisit',
      'user_segment',
    ]);
  });

  it('pins layout thresholds, keys and layers', () => {
    expect(c.COOKIE_BANNER_VERSION).toBe(2);
    expect(c.LAYOUT_WIDTH_PX).toEqual({
      narrowImageBlockBelow: 415,
      narrowNewsletterFormBelow: 320,
      mobileInfoBarAtMost: 1024,
      bookingTwoColumnAtMost: 750,
      compactCaptchaBelow: 320,
    });
    expect(c.SCALED_TEXT).toEqual({ minimum: '.75rem', minimumFontClassAtMostPx: 13 });
    expect(c.ACTIVATION_KEY_CODES).toEqual({ enter: 13, space: 32 });
    expect(c.POPUP_OVERLAY).toEqual({ zIndexBase: 30000, neverAgain: -1 });
    expect(c.BLOCK_ANIMATION).toEqual({
      loadedAtVisibleRatio: 0.5,
      observerThresholds: [0, 0.1, 0.25, 0.5, 1],
    });
    expect(c.SHAPE_SIZES).toEqual([100, 150, 67]);
    expect(c.UNTRACKED_PAGE_VIEW_PATHS).toEqual(['/search']);
    expect(c.QUERY_FLAG).toEqual({
      screenshot: 'sqsscreenshot',
      noMotion: 'nomotion',
      logout: 'logout',
      noRedirect: 'noredirect',
    });
  });

  it('pins the marquee defaults and bounds', () => {
    expect(c.MARQUEE).toEqual({
      defaults: {
        waveFrequency: 1,
        waveIntensity: 0,
        animationDirection: 'left',
        animationSpeed: 1,
        pausedOnHover: false,
      },
      minWidthPx: 50,
      pathSegmentLengthPx: { min: 250, max: 1000 },
      resampleStepPx: 3,
    });
  });
});

describe('spec 001 §9 constants', () => {
  it('pins the lightbox', () => {
    expect(c.LIGHTBOX).toEqual({
      speedMs: 600,
      overlayOpacity: 0.95,
      overlayFadeMs: 300,
      padding: 100,
      navigationThrottleMs: 200,
      edgeClickMargin: 0.02,
      navHoverFadeMs: 500,
    });
  });

  it('pins popups, tooltips, text shrink and video', () => {
    expect(c.POPUP).toEqual({ informationAutoHideMs: 2000, width: 350, padding: 20, hideFallbackMs: 600 });
    expect(c.TOOLTIP).toEqual({ showDelayMs: 1200, width: 250, mouseOffset: 15, edgeMargin: 20 });
    expect(c.TEXT_SHRINK).toEqual({ minFontSize: 11, resizeDebounceMs: 100 });
    expect(VIDEO).toEqual({ resizeTimeoutMs: 1000, intrinsicRatioPercent: 56.3 });
  });

  it('pins the image loader, map and measurement', () => {
    expect(IMAGE_LOADER).toEqual({
      widths: [2500, 1500, 1000, 750, 500, 300, 100],
      lazyLoadMarginPx: 200,
      defaultFocalPoint: { x: 0.5, y: 0.5 },
    });
    expect(c.MAP).toEqual({ defaultZoom: 12, loadTimeoutMs: 30000, markerPin: { width: 48, height: 64 } });
    expect(c.MEASUREMENT).toEqual({
      performanceSettingsTimeoutMs: 30000,
      recordsFlushAfterLoadMs: 30000,
      metricCollectionMaxMs: 60000,
    });
    expect(c.TWEEN_DEFAULT_DURATION_MS).toBe(300);
    expect(c.RELATIVE_TIME).toEqual({ refreshMs: 5000, justNowBelowSeconds: 60 });
  });

  it('pins the breakpoints', () => {
    expect(c.BREAKPOINTS).toEqual({
      desktopWidths: [800, 1024],
      tabletHeights: [1024, 1366],
      phoneMaxHeight: 926,
      mobileMaxWidth: 432,
      desktopMinWidth: 433,
    });
  });

  it('pins the limits', () => {
    expect(c.LIMITS).toEqual({
      maxBlocksPerLayout: 60,
      maxAlbumTracks: 60,
      maxUserOrderableCollectionItems: 250,
      nestedCategories: 10000,
      maxProductsPerCollection: 200,
      maxTagLength: 50,
      maxCategoryLength: 25,
      defaultSliderAspectRatio: 50,
      cartCountDisplayCap: 100,
    });
    expect(c.BYTES_PER_MEGABYTE).toBe(1_000_000);
    expect(c.FILE_SIZE_STEP).toBe(1024);
    expect(c.FILE_SIZE_UNITS.at(-1)).toBe('YB');
  });

  it('pins loading time-outs and toggles', () => {
    expect(c.CHUNK_LOAD).toEqual({
      timeoutMs: 120000,
      errorName: 'ChunkLoadError',
      cssErrorCode: 'CSS_CHUNK_LOAD_FAILED',
    });
    expect(c.FOLLOW_SCRIPT_TIMEOUT_MS).toBe(10000);
    expect(c.SESSION_RECORDING).toEqual({ minCoresExclusive: 2, disabledUserId: 'automated-mock-id' });
    expect(c.FEATURE_TOGGLE_ON).toBe('true');
  });
});
