import { describe, expect, it } from 'vitest';
import { derivedWidths } from './derived-widths';
import {
  chooseWidth,
  drawnWidth,
  effectivePixelRatio,
  neededWidth,
  shouldLoad,
  widthInAddress,
} from './image-selection';

const settings = { dimensions: { width: 3000, height: 2000 }, mode: null, stretch: false, sizeAdjustment: 1 };

describe('image selection (spec 001 §4, §9)', () => {
  it('picks the narrowest derived width that covers the box times the pixel ratio', () => {
    const widths = derivedWidths(3000);
    expect(neededWidth(widths, { width: 360, height: 240 }, settings, 1)).toBe(500);
    expect(neededWidth(widths, { width: 360, height: 240 }, settings, 2)).toBe(750);
    expect(neededWidth(widths, { width: 740, height: 493 }, settings, 2)).toBe(1500);
    expect(neededWidth(widths, { width: 1440, height: 960 }, settings, 2)).toBe(2500);
    expect(neededWidth(widths, { width: 10, height: 7 }, settings, 1)).toBe(100);
  });

  it('multiplies by the size adjustment', () => {
    const widths = derivedWidths(3000);
    expect(neededWidth(widths, { width: 360, height: 240 }, { ...settings, sizeAdjustment: 0.5 }, 2)).toBe(
      500,
    );
    expect(neededWidth(widths, { width: 360, height: 240 }, { ...settings, sizeAdjustment: 3 }, 1)).toBe(
      1500,
    );
  });

  it('never asks for more than the original holds', () => {
    const widths = derivedWidths(1200);
    expect(chooseWidth(widths, 5000)).toBe(1500);
    expect(chooseWidth(widths, 1100)).toBe(1500);
    expect(chooseWidth([], 500)).toBe(0);
  });

  it('draws a covering picture wider than a tall box and a fitted one no wider than the box', () => {
    const ratio = 1.5;
    expect(drawnWidth({ width: 300, height: 600 }, ratio, 'cover')).toBe(900);
    expect(drawnWidth({ width: 300, height: 600 }, ratio, 'fill')).toBe(900);
    expect(drawnWidth({ width: 300, height: 600 }, ratio, 'content-fill')).toBe(900);
    expect(drawnWidth({ width: 1000, height: 100 }, ratio, 'contain')).toBe(150);
    expect(drawnWidth({ width: 1000, height: 100 }, ratio, 'fit')).toBe(150);
    expect(drawnWidth({ width: 1000, height: 100 }, ratio, 'content-fit')).toBe(150);
    expect(drawnWidth({ width: 300, height: 600 }, ratio, null)).toBe(300);
    expect(drawnWidth({ width: 300, height: 600 }, ratio, 'cover', true)).toBe(300);
  });

  it('bounds the device pixel ratio by dprMin and dprMax, and asks for 1 under Save-Data when allowed', () => {
    const bounds = { dprMin: 1, dprMax: 2, allowSaveData: false };
    expect(effectivePixelRatio(3, bounds, false)).toBe(2);
    expect(effectivePixelRatio(0.5, bounds, false)).toBe(1);
    expect(effectivePixelRatio(1.5, bounds, false)).toBe(1.5);
    expect(effectivePixelRatio(1, { ...bounds, dprMin: 2 }, false)).toBe(2);
    expect(effectivePixelRatio(3, bounds, true)).toBe(2);
    expect(effectivePixelRatio(3, { ...bounds, allowSaveData: true }, true)).toBe(1);
    expect(effectivePixelRatio(3, { ...bounds, allowSaveData: true }, false)).toBe(2);
  });

  it('skips an image already loading unless concurrent loads are allowed', () => {
    expect(shouldLoad({ current: 500, loading: true }, 1000)).toBe(false);
    expect(shouldLoad({ current: 500, loading: true }, 1000, { allowConcurrentLoads: true })).toBe(true);
  });

  it('loads a new resolution only when larger, or when forced', () => {
    expect(shouldLoad({ current: 0, loading: false }, 500)).toBe(true);
    expect(shouldLoad({ current: 500, loading: false }, 750)).toBe(true);
    expect(shouldLoad({ current: 750, loading: false }, 750)).toBe(false);
    expect(shouldLoad({ current: 750, loading: false }, 500)).toBe(false);
    expect(shouldLoad({ current: 750, loading: false }, 500, { force: true })).toBe(true);
    expect(shouldLoad({ current: 750, loading: false }, 750, { force: true })).toBe(false);
    expect(shouldLoad({ current: 0, loading: false }, 0)).toBe(false);
  });

  it('reads the width an address asks for', () => {
    expect(widthInAddress('https://a.test/media/abc/750.webp')).toBe(750);
    expect(widthInAddress('/media/abc/2500.jpeg?x=1')).toBe(2500);
    expect(widthInAddress('/photo.jpg?format=300w')).toBe(300);
    expect(widthInAddress('/photo.jpg')).toBe(0);
    expect(widthInAddress('')).toBe(0);
  });
});
