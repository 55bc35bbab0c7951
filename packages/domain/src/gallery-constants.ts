/** Gallery constants of spec 001 §4 and §9. Durations in ms; speeds as the spec gives them, in seconds. */

// The parts a visitor's browser uses stand alone, so its code carries none of the rest.
export const IMAGE_LOAD_CONCURRENCY = { desktop: 16, mobile: 1 } as const;
export const RESIZE_DEBOUNCE_MS = { gallery: 100, default: 300, global: 150 } as const;
export const AUTOPLAY_TIMEOUT_MS = { stacked: 5000, generic: 1000 } as const;
/** Zoom of the ken-burns transition, alternating in and out per index. */
export const KEN_BURNS_ZOOM = 1.075;

export const GALLERY = {
  imageLoadConcurrency: IMAGE_LOAD_CONCURRENCY,
  resizeDebounceMs: RESIZE_DEBOUNCE_MS,
  autoplayTimeoutMs: AUTOPLAY_TIMEOUT_MS,
  kenBurnsZoom: KEN_BURNS_ZOOM,
  maxThumbnailMargin: 5,
  /** Video thumbnails in the thumbnail strip use 16:9. */
  videoThumbnailRatio: 16 / 9,
  smugmug: { maxGalleries: 20, maxGallerySize: 50 },
} as const;

export const CAROUSEL = {
  defaultPerRow: 3,
  /** Percent of the width. */
  defaultGutter: 1,
  /** Below each width in px, a larger configured per-row count drops to the given number. */
  perRowBelowWidth: [
    { belowWidth: 480, perRow: 2 },
    { belowWidth: 724, perRow: 3 },
  ],
} as const;

export const GRID = { defaultPerRow: 4, padding: 20, lightbox: true } as const;

/** Autogrid and autocolumns; behaviour 'min' floors the column count, anything else rounds up. */
export const AUTO_COLUMNS = { columnWidth: 250 } as const;
export const AUTO_ROWS = { rowHeight: 250, gutter: 20 } as const;

export const STRIP = { speedSeconds: 0.5, preload: 1, defaultAlignment: 'middle', defaultVSize: 10 } as const;

export const STACKED = {
  speedSeconds: 1,
  preload: 1,
  clickBehaviour: 'next',
  /** The fade-out lasts this many times the speed. */
  fadeOutFactor: 1.2,
} as const;

export const TOUCH = {
  swipeThresholdPx: 50,
  swipeWithinMs: 250,
  longPressMs: 250,
  /** A long press moves only past 1/2.25 of the width. */
  longPressWidthDivisor: 2.25,
  newSwipe: {
    axisLockPx: 10,
    narrowBelowWidth: 767,
    transitionSeconds: { narrow: { min: 0.2, max: 0.4 }, wide: { min: 0.3, max: 0.5 } },
    /** Moves past this fraction of the width or this velocity. */
    moveWidthFraction: 0.5,
    moveVelocity: 1,
  },
  scrollSwipeSeconds: 0.4,
  swipeScrollAnimationSeconds: 0.28,
} as const;

export const SCROLL_HELPER = { defaultOffset: 30, minDurationMs: 50 } as const;
