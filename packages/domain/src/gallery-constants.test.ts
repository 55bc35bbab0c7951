import { describe, expect, it } from 'vitest';
import {
  AUTO_COLUMNS,
  AUTO_ROWS,
  CAROUSEL,
  GALLERY,
  GRID,
  SCROLL_HELPER,
  STACKED,
  STRIP,
  TOUCH,
} from './gallery-constants';

describe('gallery constants (spec 001 §4 and §9)', () => {
  it('pins the gallery-wide values', () => {
    expect(GALLERY).toEqual({
      imageLoadConcurrency: { desktop: 16, mobile: 1 },
      resizeDebounceMs: { gallery: 100, default: 300, global: 150 },
      autoplayTimeoutMs: { stacked: 5000, generic: 1000 },
      kenBurnsZoom: 1.075,
      maxThumbnailMargin: 5,
      videoThumbnailRatio: 16 / 9,
      smugmug: { maxGalleries: 20, maxGallerySize: 50 },
    });
  });

  it('pins the designs', () => {
    expect(CAROUSEL).toEqual({
      defaultPerRow: 3,
      defaultGutter: 1,
      perRowBelowWidth: [
        { belowWidth: 480, perRow: 2 },
        { belowWidth: 724, perRow: 3 },
      ],
    });
    expect(GRID).toEqual({ defaultPerRow: 4, padding: 20, lightbox: true });
    expect(AUTO_COLUMNS).toEqual({ columnWidth: 250 });
    expect(AUTO_ROWS).toEqual({ rowHeight: 250, gutter: 20 });
    expect(STRIP).toEqual({ speedSeconds: 0.5, preload: 1, defaultAlignment: 'middle', defaultVSize: 10 });
    expect(STACKED).toEqual({ speedSeconds: 1, preload: 1, clickBehaviour: 'next', fadeOutFactor: 1.2 });
  });

  it('pins touch handling', () => {
    expect(TOUCH).toEqual({
      swipeThresholdPx: 50,
      swipeWithinMs: 250,
      longPressMs: 250,
      longPressWidthDivisor: 2.25,
      newSwipe: {
        axisLockPx: 10,
        narrowBelowWidth: 767,
        transitionSeconds: { narrow: { min: 0.2, max: 0.4 }, wide: { min: 0.3, max: 0.5 } },
        moveWidthFraction: 0.5,
        moveVelocity: 1,
      },
      scrollSwipeSeconds: 0.4,
      swipeScrollAnimationSeconds: 0.28,
    });
    expect(SCROLL_HELPER).toEqual({ defaultOffset: 30, minDurationMs: 50 });
  });
});
