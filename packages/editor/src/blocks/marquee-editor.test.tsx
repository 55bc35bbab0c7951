// @vitest-environment happy-dom
import { MARQUEE, MARQUEE_LIMITS } from '@atelier/domain';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { describeBlock } from '../document/block-kinds';
import { blockTexts } from '../languages/block-texts';
import { blockPanelHarness } from './block-panel.test-support';

describe('the marquee block in the Blocks panel', () => {
  const { saved, container, show, until } = blockPanelHarness('Home', 'home');
  const button = (name: string) => {
    const found = Array.from(container().querySelectorAll('button')).find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    );
    if (!found) throw new Error(`No button ${name}`);
    return found;
  };
  const field = (label: string) => {
    const found = Array.from(container().querySelectorAll('label')).find((l) => l.textContent === label);
    const control = found && container().ownerDocument.getElementById(found.htmlFor);
    if (!control) throw new Error(`No field ${label}`);
    return control as HTMLInputElement;
  };
  const type = (label: string, value: string) =>
    act(() => {
      const control = field(label);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const addMarquee = async () => {
    await until(() => expect(button('Add block').disabled).toBe(false));
    await act(async () => button('Add block').click());
    const item = Array.from(container().querySelectorAll<HTMLElement>('[role="menuitem"]')).find((el) =>
      el.textContent?.startsWith('Marquee'),
    );
    if (!item) throw new Error('No Marquee in the Add block menu');
    expect(item.textContent).toContain('Scrolling text along a line or a wave');
    await act(async () => item.click());
  };
  const lastBlock = () => saved.at(-1)?.sections[0]?.blocks.at(-1);
  /** Moves a range input to `value`, as dragging it does. */
  const slide = (label: string, value: number) =>
    act(() => {
      const control = field(label);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, String(value));
      control.dispatchEvent(new Event('input', { bubbles: true }));
    });

  it('is offered in Add block and starts with example words and the spec’s defaults', async () => {
    await show();
    await addMarquee();
    await until(() =>
      expect(lastBlock()).toMatchObject({
        type: 70,
        settings: {
          text: 'Words that keep moving',
          waveFrequency: MARQUEE.defaults.waveFrequency,
          waveIntensity: MARQUEE.defaults.waveIntensity,
          animationDirection: 'left',
          animationSpeed: MARQUEE.defaults.animationSpeed,
          pausedOnHover: false,
        },
      }),
    );
    expect(describeBlock(lastBlock()!)).toEqual({ label: 'Marquee', detail: 'Words that keep moving' });
    expect(blockTexts(lastBlock()!).map((text) => text.label)).toEqual(['Scrolling text']);
    expect(field('Scrolling text').value).toBe('Words that keep moving');
    expect(field('Scrolling text').maxLength).toBe(MARQUEE_LIMITS.text);
    expect((field('Direction') as unknown as HTMLSelectElement).value).toBe('left');
    expect(field('Wave intensity').value).toBe('0');
    expect(container().textContent).toContain('Straight line');
  });

  it('offers each number within its bounds and saves the text, direction, wave, speed, pause and link', async () => {
    await show();
    await addMarquee();
    await until(() => expect(field('Scrolling text').value).toBe('Words that keep moving'));
    for (const [label, setting] of [
      ['Speed', 'animationSpeed'],
      ['Wave intensity', 'waveIntensity'],
      ['Wave frequency', 'waveFrequency'],
    ] as const) {
      const { min, max, step } = MARQUEE_LIMITS[setting];
      expect([field(label).min, field(label).max, field(label).step]).toEqual([min, max, step].map(String));
    }
    await type('Scrolling text', 'Open studio every Saturday');
    await act(async () => {
      const select = field('Direction') as unknown as HTMLSelectElement;
      select.value = 'right';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await slide('Speed', 2);
    await slide('Wave intensity', 0.5);
    await slide('Wave frequency', 1.5);
    await act(async () => field('Pause while the pointer is over it').click());
    await type('Link', '/classes');
    await until(() =>
      expect(lastBlock()?.settings).toEqual({
        text: 'Open studio every Saturday',
        animationDirection: 'right',
        animationSpeed: 2,
        waveIntensity: 0.5,
        waveFrequency: 1.5,
        pausedOnHover: true,
        link: '/classes',
      }),
    );
    expect(container().textContent).toContain('50%');
    // A script link stays in the field with its reason and is never saved.
    await type('Link', 'javascript:alert(1)');
    await until(() => expect(container().textContent).toContain('Script links are not allowed here.'));
    expect(lastBlock()?.settings.link).toBe('/classes');
    // Emptied, the link is left out.
    await type('Link', '');
    await until(() => expect(lastBlock()?.settings).not.toHaveProperty('link'));
    expect(saved.at(-1)?.sections[0]?.blocks).toHaveLength(1);
  });
});
