// @vitest-environment happy-dom
import { ACCORDION_ANIMATION_MS, paragraphDoc } from '@atelier/domain';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { siteContext } from '../../runtime/site-context.test-support';
import { BlockView } from '../block-view';
import accordionBehaviour from './accordion.behaviour';

const BLOCK_ID = 'eeeeeeeeeeeeeeeeeeeeeeee';
const ITEMS = ['Classes', 'Firing', 'Shipping'].map((title, i) => ({
  id: `item${i}`,
  title,
  body: paragraphDoc(`About ${title.toLowerCase()}.`),
}));

interface FakeAnimation {
  keyframes: Keyframe[] | PropertyIndexedKeyframes;
  options: KeyframeAnimationOptions;
  onfinish: (() => void) | null;
  cancel: Mock;
  finish(): void;
}

let animations: FakeAnimation[] = [];
let reducedMotion = false;

beforeEach(() => {
  animations = [];
  reducedMotion = false;
  vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation(function fake(keyframes, options) {
    const animation: FakeAnimation = {
      keyframes: keyframes as Keyframe[],
      options: options as KeyframeAnimationOptions,
      onfinish: null,
      cancel: vi.fn(),
      finish() {
        this.onfinish?.();
      },
    };
    animations.push(animation);
    return animation as unknown as Animation;
  });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function mount(settings: Record<string, unknown> = {}) {
  document.body.innerHTML = renderToString(
    <BlockView block={{ id: BLOCK_ID, type: 69, settings: { items: ITEMS, ...settings } }} />,
  );
  const root = document.body.firstElementChild as HTMLElement;
  const undo = accordionBehaviour(root, siteContext()) as () => void;
  const items = [...root.querySelectorAll('details')];
  const summaries = items.map((item) => item.querySelector('summary')!);
  const openOnes = () => items.map((item) => item.open);
  return { root, undo, items, summaries, openOnes };
}

const key = (target: HTMLElement, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('accordion behaviour', () => {
  it('animates an item open over ACCORDION_ANIMATION_MS (250 ms), then leaves it open', () => {
    const { items, summaries, openOnes } = mount();
    summaries[1]!.click();
    expect(ACCORDION_ANIMATION_MS).toBe(250);
    expect(animations).toHaveLength(1);
    expect(animations[0]!.options.duration).toBe(ACCORDION_ANIMATION_MS);
    expect(Object.keys(animations[0]!.keyframes)).toEqual(['height']);
    // Open at once, so its text shows as the height grows; clipped while it moves.
    expect(openOnes()).toEqual([false, true, false]);
    expect(items[1]!.classList.contains('block-accordion__item--moving')).toBe(true);
    animations[0]!.finish();
    expect(openOnes()).toEqual([false, true, false]);
    expect(items[1]!.classList.contains('block-accordion__item--moving')).toBe(false);
  });

  it('keeps an item open while it animates closed, and closes it when the animation ends', () => {
    const { summaries, openOnes } = mount({ openFirst: true });
    summaries[0]!.click();
    expect(animations[0]!.options.duration).toBe(ACCORDION_ANIMATION_MS);
    expect(openOnes()).toEqual([true, false, false]);
    animations[0]!.finish();
    expect(openOnes()).toEqual([false, false, false]);
  });

  it('turns back from wherever it is when clicked again mid-animation', () => {
    const { summaries, openOnes } = mount();
    summaries[0]!.click();
    summaries[0]!.click();
    expect(animations[0]!.cancel).toHaveBeenCalled();
    // The cancelled opening finishing late changes nothing; the closing decides.
    animations[0]!.finish();
    expect(openOnes()).toEqual([true, false, false]);
    animations[1]!.finish();
    expect(openOnes()).toEqual([false, false, false]);
  });

  it('closes the open item when another opens, unless several may be open', () => {
    const one = mount({ openFirst: true });
    one.summaries[2]!.click();
    expect(animations.map((a) => a.options.duration)).toEqual([
      ACCORDION_ANIMATION_MS,
      ACCORDION_ANIMATION_MS,
    ]);
    for (const animation of animations) animation.finish();
    expect(one.openOnes()).toEqual([false, false, true]);
    one.undo();

    animations = [];
    const many = mount({ openFirst: true, allowMany: true });
    many.summaries[2]!.click();
    expect(animations).toHaveLength(1);
    animations[0]!.finish();
    expect(many.openOnes()).toEqual([true, false, true]);
  });

  it('closes the others too when an item opens some other way (find in page)', () => {
    const { items, openOnes } = mount({ openFirst: true });
    items[1]!.open = true;
    for (const animation of animations) animation.finish();
    expect(openOnes()).toEqual([false, true, false]);
  });

  it('does not animate under prefers-reduced-motion: the item toggles at once', () => {
    reducedMotion = true;
    const { summaries, openOnes } = mount({ openFirst: true });
    summaries[1]!.click();
    expect(animations).toHaveLength(0);
    expect(openOnes()).toEqual([false, true, false]);
    summaries[1]!.click();
    expect(openOnes()).toEqual([false, false, false]);
  });

  it('moves focus between titles with ArrowDown, ArrowUp, Home and End, wrapping around', () => {
    const { summaries } = mount();
    summaries[0]!.focus();
    const moves: [string, number][] = [
      ['ArrowDown', 1],
      ['ArrowDown', 2],
      ['ArrowDown', 0],
      ['ArrowUp', 2],
      ['Home', 0],
      ['End', 2],
    ];
    for (const [name, expected] of moves) {
      const event = key(document.activeElement as HTMLElement, name);
      expect(event.defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(summaries[expected]);
    }
  });

  it('leaves Enter, Space and other keys to the browser, which toggles the summary natively', () => {
    const { summaries } = mount();
    summaries[0]!.focus();
    for (const name of ['Enter', ' ', 'Tab', 'a'])
      expect(key(summaries[0]!, name).defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(summaries[0]);
  });

  it('hands the items back to the browser on destroy: no animation, the shared name restored', () => {
    const { root, undo, items, summaries, openOnes } = mount();
    // Exclusive by the behaviour while it runs, so a closing item can animate.
    expect(items[0]!.hasAttribute('name')).toBe(false);
    summaries[0]!.click();
    undo();
    expect(animations[0]!.cancel).toHaveBeenCalled();
    expect(openOnes()).toEqual([true, false, false]);
    expect(items[0]!.classList.contains('block-accordion__item--moving')).toBe(false);
    expect(items.map((item) => item.getAttribute('name'))).toEqual(items.map(() => `accordion-${BLOCK_ID}`));
    summaries[1]!.click();
    expect(animations).toHaveLength(1);
    expect(items[1]!.open).toBe(true);
    key(summaries[1]!, 'Home');
    expect(root.querySelectorAll('.block-accordion__item--moving')).toHaveLength(0);
  });
});
