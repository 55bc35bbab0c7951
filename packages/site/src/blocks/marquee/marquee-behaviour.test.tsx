// @vitest-environment happy-dom
import { MARQUEE, MARQUEE_LIMITS } from '@atelier/domain';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../runtime/site-context.test-support';
import { BlockView } from '../block-view';
import marqueeBehaviour, { MARQUEE_EDGE_PX, MARQUEE_SEPARATOR, marqueePath } from './marquee.behaviour';

const BLOCK_ID = 'eeeeeeeeeeeeeeeeeeeeeeee';
const TEXT = 'Open studio';
/** Each character 10 px wide on the fake line: one copy with its separator is this long. */
const COPY = (TEXT + MARQUEE_SEPARATOR).length * 10;

const textPathPrototype = Object.getPrototypeOf(
  document.createElementNS('http://www.w3.org/2000/svg', 'textPath'),
) as object;
let frames: Map<number, FrameRequestCallback>;
let nextFrame = 1;
let reducedMotion = false;
let motionListeners: (() => void)[] = [];
let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];

/** Runs the pending animation frame, as the browser would at `now` ms. */
function frame(now: number) {
  const pending = [...frames];
  frames.clear();
  for (const [, callback] of pending) callback(now);
}
const onScreen = (visible: boolean) => {
  for (const observer of observers.filter((candidate) => !candidate.disconnected))
    observer.callback([{ isIntersecting: visible } as IntersectionObserverEntry], {} as IntersectionObserver);
};

beforeEach(() => {
  frames = new Map();
  reducedMotion = false;
  motionListeners = [];
  observers = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, disconnected: false });
      }
      observe() {}
      disconnect() {
        observers.at(-1)!.disconnected = true;
      }
    },
  );
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return reducedMotion && query === '(prefers-reduced-motion: reduce)';
        },
        addEventListener: (_: string, listener: () => void) => motionListeners.push(listener),
        removeEventListener: (_: string, listener: () => void) =>
          motionListeners.splice(motionListeners.indexOf(listener), 1),
      }) as unknown as MediaQueryList,
  );
  // happy-dom lays nothing out: a line is 10 px a character.
  Object.defineProperty(textPathPrototype, 'getComputedTextLength', {
    configurable: true,
    value(this: SVGElement) {
      return (this.textContent ?? '').length * 10;
    },
  });
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(textPathPrototype, 'getComputedTextLength');
});

function mount(settings: Record<string, unknown> = {}, width = 600) {
  document.body.innerHTML = renderToString(
    <BlockView block={{ id: BLOCK_ID, type: 70, settings: { text: TEXT, ...settings } }} />,
  );
  const root = document.body.firstElementChild as HTMLElement;
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: width });
  const undo = marqueeBehaviour(root, siteContext()) as () => void;
  // The browser reports an observed element at once: this one is on screen.
  onScreen(true);
  const line = () => root.querySelector('svg');
  const offset = () => Number(root.querySelector('textPath')?.getAttribute('startOffset'));
  const points = () =>
    (root.querySelector('path')?.getAttribute('d') ?? '')
      .slice(1)
      .split('L')
      .map((point) => point.split(' ').map(Number) as [number, number]);
  return { root, undo, line, offset, points };
}

describe('marquee behaviour', () => {
  it('runs the words along a straight line by default, leftwards at 60 px a second', () => {
    const { root, line, offset, points } = mount();
    expect(root.classList.contains('block-marquee--moving')).toBe(true);
    // The moving copies are hidden from screen readers; the still text reads once.
    expect(line()?.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelectorAll('.block-marquee__text')).toHaveLength(1);
    // waveIntensity 0 (the default): a straight line from edge to edge, past both.
    expect(points()).toEqual([
      [-MARQUEE_EDGE_PX, 0],
      [600 + MARQUEE_EDGE_PX, 0],
    ]);
    // The path filled with copies, and one more to slide in.
    const copies = root.querySelector('textPath')!.textContent!.split(MARQUEE_SEPARATOR).length - 1;
    expect(copies).toBe(Math.ceil((600 + 2 * MARQUEE_EDGE_PX) / COPY) + 1);
    expect(offset()).toBe(0);
    frame(1000);
    frame(1050);
    // MARQUEE.defaults.animationSpeed 1 × 60 px/s over 50 ms, to the left.
    expect(MARQUEE.defaults.animationSpeed).toBe(1);
    expect(offset()).toBe(-MARQUEE_LIMITS.pixelsPerSecond / 20);
    // A stalled frame (a busy or hidden tab) moves it no more than 100 ms would: no jump.
    frame(4000);
    expect(offset()).toBe(-3 - 6);
  });

  it('scales the pixels a second by the speed, goes right when told, and loops a copy’s length', () => {
    const { offset } = mount({ animationDirection: 'right', animationSpeed: 2 });
    expect(offset()).toBe(-COPY);
    frame(0);
    frame(100);
    expect(offset()).toBe(-COPY + 12);
    // Always within one copy's length: the words never run out.
    for (let now = 200; now < 20_000; now += 100) frame(now);
    expect(offset()).toBeGreaterThanOrEqual(-COPY);
    expect(offset()).toBeLessThanOrEqual(0);
  });

  it('draws a wave, 625 px a segment at frequency 1, 250 to 1000 px by frequency, a point every 3 px', () => {
    const { points } = mount({ waveIntensity: 1, waveFrequency: 1 });
    const xs = points().map(([x]) => x);
    expect(xs[0]).toBe(-MARQUEE_EDGE_PX);
    expect(xs.at(-1)).toBe(600 + MARQUEE_EDGE_PX);
    const steps = xs.slice(1).map((x, i) => x - xs[i]!);
    expect(MARQUEE.resampleStepPx).toBe(3);
    expect(new Set(steps)).toEqual(new Set([MARQUEE.resampleStepPx]));
    // At its crest a quarter segment in: the full amplitude above the middle line.
    const crest = (segment: number) => {
      const d = marqueePath(1200, 50, 40, segment);
      const ys = d
        .slice(1)
        .split('L')
        .map((point) => Number(point.split(' ')[1]));
      return Math.min(...ys);
    };
    expect(crest(250)).toBeCloseTo(10, 0);
    for (const [frequency, segment] of [
      [0, 1000],
      [1, 625],
      [2, 250],
    ] as const) {
      const wave = mount({ waveIntensity: 1, waveFrequency: frequency }, 3000).points();
      // One segment on, the wave is where it was.
      const at = (x: number) => wave.find(([px]) => px === x)?.[1];
      const x = 0;
      const y = (px: number) => -MARQUEE_LIMITS.maxAmplitudePx * Math.sin((2 * Math.PI * px) / segment);
      expect(at(x)).toBeCloseTo(0, 1);
      expect(at(Math.round(segment / 4 / 3) * 3)).toBeCloseTo(y(Math.round(segment / 4 / 3) * 3), 1);
    }
  });

  it('keeps the line at least 50 px wide in a narrower block', () => {
    const { line, points } = mount({}, 20);
    expect(MARQUEE.minWidthPx).toBe(50);
    expect(line()?.getAttribute('width')).toBe('50');
    expect(points().at(-1)?.[0]).toBe(50 + MARQUEE_EDGE_PX);
  });

  it('stops its frames while off screen and goes on from where it was', () => {
    const { offset } = mount();
    frame(0);
    frame(100);
    onScreen(false);
    expect(frames.size).toBe(0);
    const held = offset();
    onScreen(true);
    frame(5000);
    // The time off screen does not count.
    expect(offset()).toBe(held);
    frame(5100);
    expect(offset()).toBe(held - 6);
  });

  it('pauses on hover only when pausedOnHover is set (off by default), and on the keyboard’s focus always', () => {
    const still = mount({ link: '/classes' });
    still.root.dispatchEvent(new MouseEvent('mouseenter'));
    expect(frames.size).toBe(1);
    // The keyboard's focus on its link stops moving text to be read (WCAG 2.2.2), whatever the setting.
    const focused = still.root.querySelector('a')!;
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(frames.size).toBe(0);
    focused.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }));
    expect(frames.size).toBe(1);
    still.undo();

    const pausing = mount({ pausedOnHover: true, link: '/classes' });
    frame(0);
    pausing.root.dispatchEvent(new MouseEvent('mouseenter'));
    expect(frames.size).toBe(0);
    pausing.root.dispatchEvent(new MouseEvent('mouseleave'));
    expect(frames.size).toBe(1);
    const link = pausing.root.querySelector('a')!;
    link.focus();
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(frames.size).toBe(0);
    link.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }));
    expect(frames.size).toBe(1);
  });

  it('never moves under prefers-reduced-motion: the still text stays, and it stops when asked mid-way', () => {
    reducedMotion = true;
    const { root, line } = mount();
    expect(line()).toBeNull();
    expect(frames.size).toBe(0);
    expect(root.classList.contains('block-marquee--moving')).toBe(false);

    reducedMotion = false;
    for (const listener of [...motionListeners]) listener();
    onScreen(true);
    expect(line()).not.toBeNull();
    expect(frames.size).toBe(1);
    reducedMotion = true;
    for (const listener of [...motionListeners]) listener();
    expect(line()).toBeNull();
    expect(frames.size).toBe(0);
  });

  it('undoes itself on destroy: no frame, no line, no observer, the still text back', () => {
    const { root, undo, line } = mount({ pausedOnHover: true });
    frame(0);
    undo();
    expect(frames.size).toBe(0);
    expect(line()).toBeNull();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    expect(root.classList.contains('block-marquee--moving')).toBe(false);
    expect(motionListeners).toHaveLength(0);
    root.dispatchEvent(new MouseEvent('mouseleave'));
    expect(frames.size).toBe(0);
  });
});
