// @vitest-environment happy-dom
import { TEXT_SHRINK } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shrinkToFit, startTextShrink, UNFIT_CLASS } from './text-shrink';

/**
 * A label laid out as a phone lays it out: at 390 px the page's side gutters leave its box 350 px;
 * its text is as wide as its characters times 0.6 of the font size (a system font's average).
 */
function label(text: string, box: { width: number }) {
  const element = document.createElement('p');
  element.textContent = text;
  element.style.fontSize = '';
  document.body.append(element);
  const size = () => Number.parseFloat(element.style.fontSize) || 16;
  Object.defineProperty(element, 'clientWidth', { get: () => box.width });
  Object.defineProperty(element, 'scrollWidth', {
    get: () => Math.max(box.width, Math.ceil(text.length * size() * 0.6)),
  });
  const textWidth = () => Math.ceil(text.length * size() * 0.6);
  return { element, size, textWidth };
}

describe('text shrink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('leaves a label that fits at its size', () => {
    const { element, size } = label('Signed in as ana@example.com', { width: 350 });
    expect(shrinkToFit(element)).toBe(16);
    expect(size()).toBe(16);
    expect(element.style.fontSize).toBe('');
  });

  it('fits a long one-line label into a 390 px phone’s 350 px box', () => {
    const { element, size, textWidth } = label('Signed in as margaret.worthington@example.com', {
      width: 350,
    });
    expect(textWidth()).toBeGreaterThan(350);
    const got = shrinkToFit(element);
    expect(got).toBeLessThan(16);
    expect(got).toBeGreaterThanOrEqual(TEXT_SHRINK.minFontSize);
    expect(textWidth()).toBeLessThanOrEqual(350);
    expect(size()).toBe(got);
    expect(element.classList.contains(UNFIT_CLASS)).toBe(false);
  });

  it('never goes under 11 px, and marks a label that still does not fit', () => {
    const { element, size } = label('x'.repeat(200), { width: 350 });
    expect(shrinkToFit(element)).toBe(TEXT_SHRINK.minFontSize);
    expect(size()).toBe(11);
    expect(element.classList.contains(UNFIT_CLASS)).toBe(true);
  });

  it('fits again 100 ms after the last resize, from the stylesheet’s size', () => {
    const box = { width: 350 };
    const { element, size } = label('Signed in as margaret.worthington@riverside.example', box);
    const stop = startTextShrink([element]);
    const small = size();
    expect(small).toBeLessThan(16);
    box.width = 800;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(TEXT_SHRINK.resizeDebounceMs - 1);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(TEXT_SHRINK.resizeDebounceMs - 1);
    expect(size()).toBe(small);
    vi.advanceTimersByTime(1);
    expect(size()).toBe(16);
    stop();
    expect(element.style.fontSize).toBe('');
  });
});
