import { describe, expect, it } from 'vitest';
import { BlockVariant } from '../catalogues/block-variant';
import { lightboxClickAction } from '../lightbox-rules';
import { LIGHTBOX } from '../page-feature-constants';
import { galleryDesign } from './gallery-design';
import { documentAtSlide } from './gallery-document';
import {
  autoplayAllowed,
  galleryKeyAction,
  lockAxis,
  newSwipeMoves,
  newSwipeSeconds,
  swipeDirection,
  swipeReleaseMoves,
} from './gallery-input';
import { aspectRatioOf, galleryLayout } from './gallery-settings';
import {
  checkColumnWidth,
  checkSnapPoints,
  checkStripAlignment,
  checkSwipeBoundaries,
  transitionNamed,
} from './gallery-validation';

describe('designs', () => {
  it('maps the gallery variants to their designs and keeps the design value otherwise', () => {
    expect(galleryDesign({ variant: BlockVariant.gallerySlideshow })).toBe('slideshow');
    expect(galleryDesign({ variant: 1002, design: 'grid' })).toBe('carousel');
    expect(galleryDesign({ variant: 1003 })).toBe('grid');
    expect(galleryDesign({ variant: 1004 })).toBe('stacked');
    expect(galleryDesign({ variant: 1005, design: 'list' })).toBe('list');
    expect(galleryDesign({ design: 'autogrid' })).toBe('autogrid');
  });

  it('maps designs to layouts', () => {
    expect(galleryLayout('stacked')).toBe('base');
    expect(galleryLayout('slider')).toBe('strip');
    expect(galleryLayout('slideshow')).toBe('stacked');
    for (const same of ['grid', 'autogrid', 'autocolumns', 'carousel', 'list']) {
      expect(galleryLayout(same)).toBe(same);
    }
    expect(galleryLayout('mosaic')).toBe('base');
    expect(galleryLayout('')).toBe('base');
  });

  it("reads 'Auto' as no fixed aspect ratio", () => {
    expect(aspectRatioOf('Auto')).toBeUndefined();
    expect(aspectRatioOf('4:3')).toBe(0.75);
    expect(aspectRatioOf('1:1')).toBe(1);
  });
});

describe('validation', () => {
  it('accepts a positive columnWidth, parsing numeric strings', () => {
    expect(checkColumnWidth(250)).toEqual({ ok: true, value: 250 });
    expect(checkColumnWidth('300')).toEqual({ ok: true, value: 300 });
    for (const bad of [0, -5, 'wide', '', null, Number.NaN]) expect(checkColumnWidth(bad).ok).toBe(false);
  });

  it('accepts strip alignments start, middle and end only', () => {
    for (const good of ['start', 'middle', 'end']) expect(checkStripAlignment(good).ok).toBe(true);
    expect(checkStripAlignment('center').ok).toBe(false);
  });

  it('accepts swipe boundaries none, hard or inertial, each', () => {
    expect(checkSwipeBoundaries(['none', 'hard', 'inertial'])).toEqual({
      ok: true,
      value: ['none', 'hard', 'inertial'],
    });
    expect(checkSwipeBoundaries(['hard', 'soft']).ok).toBe(false);
  });

  it('accepts snapPoints as a percentage or none', () => {
    expect(checkSnapPoints('25%')).toEqual({ ok: true, value: 0.25 });
    expect(checkSnapPoints('none')).toEqual({ ok: true, value: null });
    expect(checkSnapPoints('25').ok).toBe(false);
    expect(checkSnapPoints(25).ok).toBe(false);
  });

  it('throws for an unknown transition', () => {
    expect(transitionNamed('ken-burns')).toBe('ken-burns');
    expect(() => transitionNamed('wipe')).toThrow('Could not find transition named wipe');
  });
});

describe('keys', () => {
  const free = { typing: false, inMotion: false, onScreen: true };
  it('goes back on 37 and forward on 39', () => {
    expect(galleryKeyAction(37, free)).toBe('previous');
    expect(galleryKeyAction(39, free)).toBe('next');
    expect(galleryKeyAction(40, free)).toBeNull();
  });
  it('ignores keys while typing, in motion or off-screen', () => {
    expect(galleryKeyAction(39, { ...free, typing: true })).toBeNull();
    expect(galleryKeyAction(39, { ...free, inMotion: true })).toBeNull();
    expect(galleryKeyAction(39, { ...free, onScreen: false })).toBeNull();
  });
});

describe('touch', () => {
  it('counts a swipe of 50 px within 250 ms', () => {
    expect(swipeDirection(-50, 0, 250)).toBe('next');
    expect(swipeDirection(60, 5, 100)).toBe('previous');
    expect(swipeDirection(-49, 0, 100)).toBeNull();
    expect(swipeDirection(-80, 0, 251)).toBeNull();
    expect(swipeDirection(-60, 90, 100)).toBeNull();
  });

  it('needs more than 1/2.25 of the width after a long press over 250 ms', () => {
    expect(swipeReleaseMoves(60, 450, 200)).toBe(true);
    expect(swipeReleaseMoves(200, 450, 300)).toBe(false);
    expect(swipeReleaseMoves(201, 450, 300)).toBe(true);
  });

  it('locks the new-swipe axis at 10 px', () => {
    expect(lockAxis(9, 3)).toBeNull();
    expect(lockAxis(10, 3)).toBe('x');
    expect(lockAxis(4, -12)).toBe('y');
  });

  it('moves a new-swipe past half the width or above velocity 1', () => {
    expect(newSwipeMoves(201, 400, 0.2)).toBe(true);
    expect(newSwipeMoves(200, 400, 0.2)).toBe(false);
    expect(newSwipeMoves(30, 400, -1.2)).toBe(true);
  });

  it('settles in 0.2-0.4 s under 767 px wide, else 0.3-0.5 s', () => {
    expect(newSwipeSeconds(766, 0)).toBeCloseTo(0.2);
    expect(newSwipeSeconds(766, 1)).toBeCloseTo(0.4);
    expect(newSwipeSeconds(767, 0)).toBeCloseTo(0.3);
    expect(newSwipeSeconds(1200, 1)).toBeCloseTo(0.5);
  });
});

describe('lightbox clicks', () => {
  it('goes next on the right half, previous on the left, and ignores the 2% edges', () => {
    expect(lightboxClickAction(600, 1000)).toBe('next');
    expect(lightboxClickAction(400, 1000)).toBe('previous');
    expect(lightboxClickAction(19, 1000)).toBeNull();
    expect(lightboxClickAction(981, 1000)).toBeNull();
    expect(lightboxClickAction(20, 1000)).toBe('previous');
  });
  it('keeps the constants of spec 001 §9', () => {
    expect(LIGHTBOX).toMatchObject({
      speedMs: 600,
      overlayOpacity: 0.95,
      overlayFadeMs: 300,
      padding: 100,
      navigationThrottleMs: 200,
      edgeClickMargin: 0.02,
      navHoverFadeMs: 500,
    });
  });
});

describe('autoplay', () => {
  it('is off with nomotion=true or reduced motion', () => {
    expect(autoplayAllowed('?nomotion=true', false)).toBe(false);
    expect(autoplayAllowed('', true)).toBe(false);
    expect(autoplayAllowed('?nomotion=false', false)).toBe(true);
  });
});

describe('documentAtSlide', () => {
  const id = (n: number) => n.toString(16).padStart(24, '0');
  const doc = {
    sections: [
      {
        id: id(1),
        blocks: [
          {
            id: id(2),
            type: 8,
            settings: {
              slides: [
                { id: id(3), src: '/a.jpg', alt: '' },
                { id: id(4), url: 'dune', src: '/b.jpg' },
              ],
            },
          },
        ],
      },
    ],
  };
  it('opens the gallery holding the slide at that slide, by id or url', () => {
    expect(documentAtSlide(doc, id(3))?.sections[0]?.blocks[0]?.settings.currentSlide).toBe(id(3));
    expect(documentAtSlide(doc, 'dune')?.sections[0]?.blocks[0]?.settings.currentSlide).toBe(id(4));
    expect(documentAtSlide(doc, id(9))).toBeNull();
  });
});
