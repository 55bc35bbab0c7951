// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findTransition, type TransitionStep } from './gallery-transitions';

function step(extra: Partial<TransitionStep> = {}): TransitionStep {
  const slide = () => {
    const li = document.createElement('li');
    li.innerHTML = '<img class="gallery__img" alt="">';
    return li;
  };
  return {
    from: slide(),
    to: slide(),
    direction: 1,
    index: 0,
    vertical: false,
    holdMs: 5000,
    viewportWidth: 1024,
    ...extra,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('stacked transitions (spec 001 §4, §9)', () => {
  it('fades in over the 1 s speed and out over 1.2 times it', () => {
    const s = step();
    expect(findTransition('fade')(s)).toBe(1200);
    expect(s.to.style.transition).toBe('opacity 1000ms ease');
    expect(s.from.style.transition).toBe('opacity 1200ms ease');
    vi.advanceTimersByTime(1200);
    expect(s.from.classList.contains('is-leaving')).toBe(false);
  });

  it('ken-burns zooms to 1.075, in on even indexes and out on odd ones', () => {
    const even = step({ index: 2 });
    findTransition('ken-burns')(even);
    expect(even.to.querySelector<HTMLElement>('img')?.style.transform).toBe('scale(1.075)');
    const odd = step({ index: 3 });
    findTransition('ken-burns')(odd);
    expect(odd.to.querySelector<HTMLElement>('img')?.style.transform).toBe('scale(1)');
    expect(odd.to.querySelector<HTMLElement>('img')?.style.getPropertyValue('--gallery-zoom-duration')).toBe(
      '6200ms',
    );
  });

  it('scrolls sideways or vertically in 1 s, swipes in 0.28 s', () => {
    const sideways = step();
    expect(findTransition('scroll')(sideways)).toBe(1000);
    expect(sideways.from.style.transform).toBe('translateX(-100%)');
    const vertical = step({ vertical: true, direction: -1 });
    findTransition('scroll')(vertical);
    expect(vertical.from.style.transform).toBe('translateY(100%)');
    expect(findTransition('swipe')(step())).toBe(280);
  });

  it('new-swipe settles in 0.2–0.4 s under 767 px wide and 0.3–0.5 s otherwise, by the distance left', () => {
    expect(findTransition('new-swipe')(step({ viewportWidth: 390 }))).toBeCloseTo(400);
    expect(findTransition('new-swipe')(step({ viewportWidth: 390, dragged: 1 }))).toBeCloseTo(200);
    expect(findTransition('new-swipe')(step({ viewportWidth: 1280, dragged: 0.5 }))).toBeCloseTo(400);
  });

  it("throws 'Could not find transition named ...' for an unknown name", () => {
    expect(() => findTransition('wipe')).toThrow('Could not find transition named wipe');
  });
});
