// @vitest-environment happy-dom
import { TOOLTIP } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachTooltips, placeTooltip } from './tooltip';

const viewport = { width: 390, height: 844 };

describe('tooltip placement', () => {
  it('goes 15 px right of and below the mouse', () => {
    expect(placeTooltip({ x: 100, y: 100 }, { width: 120, height: 30 }, viewport)).toEqual({
      left: 100 + TOOLTIP.mouseOffset,
      top: 100 + TOOLTIP.mouseOffset,
    });
  });

  it('stays 20 px inside the viewport’s edges, and goes above the point with no room below', () => {
    const size = { width: TOOLTIP.width, height: 40 };
    const right = placeTooltip({ x: 380, y: 100 }, size, viewport);
    expect(right.left).toBe(viewport.width - TOOLTIP.width - TOOLTIP.edgeMargin);
    const left = placeTooltip({ x: -50, y: 100 }, size, viewport, { dx: 0, dy: 6 });
    expect(left.left).toBe(TOOLTIP.edgeMargin);
    const low = placeTooltip({ x: 100, y: 830 }, size, viewport);
    expect(low.top).toBe(830 - TOOLTIP.mouseOffset - 40);
  });
});

describe('tooltips', () => {
  let root: HTMLElement;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="root"><a id="one" href="#" data-name="Instagram">i</a><a id="two" href="#" data-name="">e</a></div>';
    root = document.getElementById('root')!;
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const attach = (trackMouse: boolean) => {
    stop = attachTooltips(root, {
      selector: 'a',
      text: (element) => element.dataset.name ?? '',
      trackMouse,
    });
  };
  const tip = () => document.querySelector<HTMLElement>('[role="tooltip"]');
  const hover = (id: string, x = 40, y = 50) =>
    document
      .getElementById(id)!
      .dispatchEvent(new MouseEvent('mouseover', { bubbles: true, clientX: x, clientY: y }));

  it('shows 1200 ms after the pointer comes, describing its element', () => {
    attach(false);
    hover('one');
    vi.advanceTimersByTime(TOOLTIP.showDelayMs - 1);
    expect(tip()?.hidden ?? true).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip()?.hidden).toBe(false);
    expect(tip()?.textContent).toBe('Instagram');
    expect(document.getElementById('one')!.getAttribute('aria-describedby')).toBe(tip()!.id);
  });

  it('does not show when the pointer leaves first, nor for an element without text', () => {
    attach(false);
    hover('one');
    vi.advanceTimersByTime(500);
    document
      .getElementById('one')!
      .dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(TOOLTIP.showDelayMs);
    expect(tip()?.hidden ?? true).toBe(true);
    hover('two');
    vi.advanceTimersByTime(TOOLTIP.showDelayMs);
    expect(tip()?.hidden ?? true).toBe(true);
  });

  it('shows on keyboard focus too, and Escape hides it', () => {
    attach(false);
    document.getElementById('one')!.focus();
    vi.advanceTimersByTime(TOOLTIP.showDelayMs);
    expect(tip()?.hidden).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tip()?.hidden).toBe(true);
    expect(document.getElementById('one')!.hasAttribute('aria-describedby')).toBe(false);
  });

  it('follows the mouse for a signed-in account, and is anchored to the element otherwise', () => {
    attach(true);
    hover('one', 60, 70);
    vi.advanceTimersByTime(TOOLTIP.showDelayMs);
    expect(tip()!.style.left).toBe(`${60 + TOOLTIP.mouseOffset}px`);
    document
      .getElementById('one')!
      .dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 90, clientY: 70 }));
    expect(tip()!.style.left).toBe(`${90 + TOOLTIP.mouseOffset}px`);
    stop();

    attach(false);
    hover('one', 60, 70);
    vi.advanceTimersByTime(TOOLTIP.showDelayMs);
    const left = tip()!.style.left;
    document
      .getElementById('one')!
      .dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 200, clientY: 70 }));
    expect(tip()!.style.left).toBe(left);
  });

  it('takes its tooltip away when undone', () => {
    attach(false);
    hover('one');
    vi.advanceTimersByTime(TOOLTIP.showDelayMs);
    stop();
    expect(tip()).toBeNull();
  });
});
