// @vitest-environment happy-dom
import { BLOCK_ANIMATION, DEFAULT_SITE_STYLES } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_ANIMATION_CLASS, BLOCK_LOADED_CLASS, blockAnimationCss } from './block-animation';
import blockAnimation, { IMAGE_WAIT_LIMIT_MS, isDue } from './block-animation.behaviour';

/** An IntersectionObserver the test drives: it reports what the test says, when it says so. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports `target` at `ratio` of it visible, `height` px tall in a 800 px viewport. */
  report(target: Element, ratio: number, height = 300) {
    const entry = {
      target,
      intersectionRatio: ratio,
      isIntersecting: ratio > 0,
      boundingClientRect: { height } as DOMRectReadOnly,
      rootBounds: { height: 800 } as DOMRectReadOnly,
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

let reducedMotion = false;
const observer = () => FakeObserver.made.at(-1)!;
const html = () => document.documentElement;
const loaded = (block: Element) => block.classList.contains(BLOCK_LOADED_CLASS);

/** A page's main of blocks; `top` places each block (px from the viewport's top, 300 px tall). */
function page(tops: number[], inner = ''): HTMLElement[] {
  document.body.innerHTML = `<main class="site-main">${tops
    .map((_, i) => `<div class="block" data-block-id="${String(i).repeat(24)}">${inner}</div>`)
    .join('')}</main>`;
  const blocks = [...document.querySelectorAll<HTMLElement>('[data-block-id]')];
  blocks.forEach((block, i) => {
    const top = tops[i]!;
    block.getBoundingClientRect = () => ({ top, bottom: top + 300, height: 300 }) as DOMRect;
  });
  return blocks;
}
const start = () => blockAnimation(document.querySelector('main')!);

beforeEach(() => {
  FakeObserver.made = [];
  reducedMotion = false;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  html().className = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the block animation', () => {
  it('observes with exactly the spec’s thresholds, and loads the blocks in view at start at once', () => {
    const [first, partly, below] = page([100, 700, 1600]);
    start();
    expect(observer().options.threshold).toEqual(BLOCK_ANIMATION.observerThresholds);
    expect(observer().options.threshold).toEqual([0, 0.1, 0.25, 0.5, 1]);
    // In view, even a little: loaded before the hidden start applies, so the first screen never waits.
    expect([first!, partly!, below!].map(loaded)).toEqual([true, true, false]);
    expect([...observer().observed]).toEqual([below]);
    expect(html().classList.contains(BLOCK_ANIMATION_CLASS)).toBe(true);
  });

  it('loads a block at half of it visible, not before, and then stops observing it', () => {
    const [, block] = page([0, 1600]);
    start();
    observer().report(block!, 0.1);
    observer().report(block!, 0.25);
    observer().report(block!, 0.49);
    expect(loaded(block!)).toBe(false);
    expect(observer().observed.has(block!)).toBe(true);
    observer().report(block!, 0.5);
    expect(loaded(block!)).toBe(true);
    expect(observer().observed.has(block!)).toBe(false);
  });

  it('loads a block taller than the viewport as soon as it is in view, which half of it never is', () => {
    const [, tall, away] = page([0, 1600, 3000]);
    start();
    observer().report(away!, 0, 2400);
    expect(loaded(away!)).toBe(false);
    observer().report(tall!, 0.1, 2400);
    expect(loaded(tall!)).toBe(true);
    expect(
      isDue(
        {
          intersectionRatio: 0.3,
          isIntersecting: true,
          boundingClientRect: { height: 700 } as DOMRect,
          rootBounds: { height: 800 },
        },
        800,
      ),
    ).toBe(false);
  });

  it('waits for the block’s images to load or fail, and not for one that is not shown', () => {
    const [, block] = page(
      [0, 1600],
      '<img src="/a.jpg" alt=""><img src="/b.jpg" alt=""><img style="display:none" alt="">',
    );
    const imgs = [...block!.querySelectorAll('img')];
    for (const img of imgs) Object.defineProperty(img, 'complete', { value: false });
    start();
    observer().report(block!, 0.8);
    expect(loaded(block!)).toBe(false);
    imgs[0]!.dispatchEvent(new Event('load'));
    expect(loaded(block!)).toBe(false);
    imgs[1]!.dispatchEvent(new Event('error'));
    expect(loaded(block!)).toBe(true);
  });

  it('shows a block whose image neither loads nor fails after a while', () => {
    vi.useFakeTimers();
    try {
      const [, block] = page([0, 1600], '<img src="/slow.jpg" alt="">');
      Object.defineProperty(block!.querySelector('img')!, 'complete', { value: false });
      start();
      observer().report(block!, 1);
      vi.advanceTimersByTime(IMAGE_WAIT_LIMIT_MS - 1);
      expect(loaded(block!)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(loaded(block!)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing in the editor’s preview frame', () => {
    const [, block] = page([0, 1600]);
    vi.spyOn(window, 'parent', 'get').mockReturnValue({
      location: { origin: window.location.origin, pathname: '/config/' },
    } as unknown as Window);
    expect(start()).toBeUndefined();
    expect(FakeObserver.made).toEqual([]);
    expect(html().classList.contains(BLOCK_ANIMATION_CLASS)).toBe(false);
    expect(loaded(block!)).toBe(false);
  });

  it('does nothing at all for a visitor who asks for reduced motion', () => {
    reducedMotion = true;
    page([0, 1600]);
    expect(start()).toBeUndefined();
    expect(FakeObserver.made).toEqual([]);
    expect(html().classList.contains(BLOCK_ANIMATION_CLASS)).toBe(false);
    expect(document.querySelectorAll(`.${BLOCK_LOADED_CLASS}`)).toHaveLength(0);
  });

  it('shows every block again when undone', () => {
    const [, block] = page([0, 1600], '<img src="/a.jpg" alt="">');
    Object.defineProperty(block!.querySelector('img')!, 'complete', { value: false });
    const undo = start()!;
    observer().report(block!, 1);
    undo();
    expect(html().classList.contains(BLOCK_ANIMATION_CLASS)).toBe(false);
    expect(observer().observed.size).toBe(0);
    block!.querySelector('img')!.dispatchEvent(new Event('load'));
    expect(loaded(block!)).toBe(false);
  });
});

describe('the block animation’s styles', () => {
  const css = (effect: 'none' | 'fade' | 'rise' | 'scale', speed: 'slow' | 'medium' | 'fast' = 'medium') =>
    blockAnimationCss({ ...DEFAULT_SITE_STYLES, animation: { effect, speed } });

  it('hide a block not yet loaded only once the behaviour ran, on screen, and never under reduced motion', () => {
    expect(css('none')).toBe('');
    expect(blockAnimationCss(DEFAULT_SITE_STYLES)).toBe('');
    const rise = css('rise', 'slow');
    expect(rise.startsWith('@media screen and (prefers-reduced-motion:no-preference){')).toBe(true);
    expect(rise).toContain(
      `.${BLOCK_ANIMATION_CLASS} .site-main [data-block-id]:not(.${BLOCK_LOADED_CLASS}){opacity:0;transform:translateY(2rem)}`,
    );
    expect(rise).toContain('transition:opacity 600ms ease-out,transform 600ms ease-out');
    expect(css('fade', 'fast')).toContain('{opacity:0}');
    expect(css('fade', 'fast')).toContain('200ms');
    expect(css('scale')).toContain('transform:scale(.94)');
    // Only opacity and transform: nothing that moves the layout around the block.
    expect(rise).not.toMatch(/height|margin|top:|display/);
  });
});
