// @vitest-environment happy-dom
import type { BlockAnimationEffect, BlockAnimationSpeed } from '@atelier/domain';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimationFields } from './animation-fields';

type Animation = { effect: BlockAnimationEffect; speed: BlockAnimationSpeed };

describe('the Design panel’s block animation', () => {
  let container: HTMLElement;
  let root: Root;
  const changes: Animation[] = [];
  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    changes.length = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  const render = (animation: Animation) =>
    act(() => root.render(<AnimationFields animation={animation} onChange={(next) => changes.push(next)} />));
  const group = (legend: string) =>
    Array.from(container.querySelectorAll('fieldset')).find(
      (fieldset) => fieldset.querySelector('legend')?.textContent === legend,
    );
  const options = (legend: string) =>
    Array.from(group(legend)?.querySelectorAll('label') ?? []).map((label) => label.textContent);
  const choose = (legend: string, label: string) =>
    act(() =>
      Array.from(group(legend)?.querySelectorAll('label') ?? [])
        .find((option) => option.textContent === label)
        ?.querySelector('input')
        ?.click(),
    );

  it('offers none, fade, rise and scale, none chosen by default, and no speed until one is chosen', async () => {
    await render({ effect: 'none', speed: 'medium' });
    expect(options('Block animation')).toEqual(['None', 'Fade in', 'Rise', 'Scale up']);
    expect(group('Block animation')?.querySelector<HTMLInputElement>('input:checked')?.value).toBe('none');
    expect(group('Animation speed')).toBeUndefined();
    await choose('Block animation', 'Rise');
    expect(changes).toEqual([{ effect: 'rise', speed: 'medium' }]);
  });

  it('sets the speed of a chosen animation', async () => {
    await render({ effect: 'fade', speed: 'medium' });
    expect(options('Animation speed')).toEqual(['Slow', 'Medium', 'Fast']);
    await choose('Animation speed', 'Fast');
    expect(changes).toEqual([{ effect: 'fade', speed: 'fast' }]);
  });
});
