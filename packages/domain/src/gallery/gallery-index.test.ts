import { describe, expect, it } from 'vitest';
import {
  autoColumnCount,
  carouselDisabled,
  carouselGroupCount,
  carouselPerRow,
  carouselTarget,
  disabledControls,
  normaliseIndex,
  randomOtherIndex,
  requestIndex,
} from './gallery-index';

describe('normaliseIndex', () => {
  it('wraps negatives and values past the end modulo the slide count', () => {
    expect(normaliseIndex(-1, 5)).toBe(4);
    expect(normaliseIndex(-6, 5)).toBe(4);
    expect(normaliseIndex(5, 5)).toBe(0);
    expect(normaliseIndex(12, 5)).toBe(2);
    expect(normaliseIndex(3, 5)).toBe(3);
  });

  it('turns non-numbers into 0', () => {
    for (const value of ['2', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}, true]) {
      expect(normaliseIndex(value, 5)).toBe(0);
    }
  });
});

describe('requestIndex', () => {
  const state = { currentIndex: 0, numberOfSlides: 4, loop: true, inMotion: false };

  it('refuses every change while the gallery or a linked gallery is in motion', () => {
    expect(requestIndex({ ...state, inMotion: true }, 2)).toEqual({ kind: 'refused' });
    expect(requestIndex(state, 2, true)).toEqual({ kind: 'refused' });
  });

  it('wraps at the ends with loop on', () => {
    expect(requestIndex(state, -1)).toEqual({ kind: 'moved', index: 3 });
    expect(requestIndex({ ...state, currentIndex: 3 }, 4)).toEqual({ kind: 'moved', index: 0 });
  });

  it('fires reachedBeginning or reachedEnd and stays with loop off', () => {
    const noLoop = { ...state, loop: false };
    expect(requestIndex(noLoop, -1)).toEqual({ kind: 'reachedBeginning' });
    expect(requestIndex({ ...noLoop, currentIndex: 3 }, 4)).toEqual({ kind: 'reachedEnd' });
    expect(requestIndex(noLoop, 'x')).toEqual({ kind: 'unchanged' });
  });

  it('disables a control at its end only without loop', () => {
    expect(disabledControls({ currentIndex: 0, numberOfSlides: 4, loop: false })).toEqual({
      previous: true,
      next: false,
    });
    expect(disabledControls({ currentIndex: 3, numberOfSlides: 4, loop: false })).toEqual({
      previous: false,
      next: true,
    });
    expect(disabledControls({ currentIndex: 0, numberOfSlides: 4, loop: true })).toEqual({
      previous: false,
      next: false,
    });
  });
});

describe('carousel', () => {
  it('drops a larger per-row to 2 under 480 px and to 3 under 724 px', () => {
    expect(carouselPerRow(5, 479)).toBe(2);
    expect(carouselPerRow(5, 480)).toBe(3);
    expect(carouselPerRow(5, 723)).toBe(3);
    expect(carouselPerRow(5, 724)).toBe(5);
    expect(carouselPerRow(2, 300)).toBe(2);
    expect(carouselPerRow(undefined, 1200)).toBe(3);
  });

  it('groups slides by per-row, rounded up', () => {
    expect(carouselGroupCount(7, 3)).toBe(3);
    expect(carouselGroupCount(6, 3)).toBe(2);
    expect(carouselGroupCount(0, 3)).toBe(0);
  });

  it('steps one group at a time and jumps to the group containing a far target', () => {
    expect(carouselTarget(0, 1, 7, 3)).toBe(3);
    expect(carouselTarget(3, 2, 7, 3)).toBe(0);
    expect(carouselTarget(0, 5, 7, 3)).toBe(3);
    expect(carouselTarget(0, 6, 7, 3)).toBe(6);
  });

  it('disables previous on the first group and next on the last', () => {
    expect(carouselDisabled(0, 7, 3)).toEqual({ previous: true, next: false });
    expect(carouselDisabled(3, 7, 3)).toEqual({ previous: false, next: false });
    expect(carouselDisabled(6, 7, 3)).toEqual({ previous: false, next: true });
  });
});

describe('autogrid columns', () => {
  it("floors with 'min' and rounds up otherwise, at column width 250", () => {
    expect(autoColumnCount(600, 250, 'min')).toBe(2);
    expect(autoColumnCount(600, 250)).toBe(3);
    expect(autoColumnCount(100, 250, 'min')).toBe(1);
  });
});

describe('randomOtherIndex', () => {
  it('never picks the current slide', () => {
    for (const r of [0, 0.3, 0.5, 0.99]) expect(randomOtherIndex(1, 3, () => r)).not.toBe(1);
    expect(randomOtherIndex(0, 3, () => 0)).toBe(1);
    expect(randomOtherIndex(0, 3, () => 0.99)).toBe(2);
  });
});
