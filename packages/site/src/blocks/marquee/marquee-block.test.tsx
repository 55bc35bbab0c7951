import { MARQUEE, MARQUEE_LIMITS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { pageNeedsStylesheet } from '../../page/style-parts';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn, blockRegistry } from '../registry';
import { marqueeBlockText, readMarqueeSettings } from './marquee-block';

const BLOCK_ID = 'eeeeeeeeeeeeeeeeeeeeeeee';
const TEXT = 'Open studio every Saturday';

function renderMarquee(settings: unknown) {
  const block = { id: BLOCK_ID, type: 70, settings: settings as Record<string, unknown> };
  return renderMarkup(<BlockView block={block} />);
}

describe('marquee block', () => {
  it('shows its text once, still, in a paragraph, with the spec’s defaults on its root', () => {
    const { document } = renderMarquee({ text: TEXT });
    const root = document.body.firstElementChild as unknown as HTMLElement;
    expect(root.getAttribute('data-block-type')).toBe('70');
    expect(root.getAttribute('data-behaviour')).toBe('marquee');
    expect(root.querySelectorAll('p.block-marquee__text')).toHaveLength(1);
    expect(root.textContent).toBe(TEXT);
    // No motion, no copies and nothing hidden before the behaviour runs.
    expect(root.querySelector('svg, [aria-hidden]')).toBeNull();
    expect(root.getAttribute('data-direction')).toBe(MARQUEE.defaults.animationDirection);
    expect(root.getAttribute('data-speed')).toBe(String(MARQUEE.defaults.animationSpeed));
    expect(root.getAttribute('data-wave-frequency')).toBe(String(MARQUEE.defaults.waveFrequency));
    expect(root.getAttribute('data-wave-intensity')).toBe(String(MARQUEE.defaults.waveIntensity));
    expect(root.hasAttribute('data-paused-on-hover')).toBe(MARQUEE.defaults.pausedOnHover);
    // The padding that holds the wave: none for a straight line.
    expect(root.getAttribute('style')).toContain('--marquee-amplitude:0px');
  });

  it('carries its settings, clamped to their bounds, and reserves the wave’s height', () => {
    const root = renderMarquee({
      text: TEXT,
      waveFrequency: 9,
      waveIntensity: 0.5,
      animationDirection: 'right',
      animationSpeed: 0,
      pausedOnHover: true,
    }).document.body.firstElementChild!;
    expect(root.getAttribute('data-direction')).toBe('right');
    expect(root.getAttribute('data-wave-frequency')).toBe(String(MARQUEE_LIMITS.waveFrequency.max));
    expect(root.getAttribute('data-speed')).toBe(String(MARQUEE_LIMITS.animationSpeed.min));
    expect(root.getAttribute('data-paused-on-hover')).toBe('true');
    expect(root.getAttribute('style')).toContain(
      `--marquee-amplitude:${MARQUEE_LIMITS.maxAmplitudePx / 2}px`,
    );
    expect(readMarqueeSettings({ text: TEXT, animationDirection: 'up' })?.direction).toBe('left');
  });

  it('links the text to a safe address, and shows it unlinked for an unsafe one', () => {
    const linked = renderMarquee({ text: TEXT, link: 'https://example.com/classes' }).document;
    const link = linked.querySelector('a.block-marquee__link');
    expect(link?.getAttribute('href')).toBe('https://example.com/classes');
    expect(link?.getAttribute('rel')).toBe('noopener');
    expect(link?.textContent).toBe(TEXT);
    expect(
      renderMarquee({ text: TEXT, link: '/classes' }).document.querySelector('a')?.hasAttribute('rel'),
    ).toBe(false);
    const unsafe = renderMarquee({ text: TEXT, link: 'javascript:alert(1)' }).document;
    expect(unsafe.querySelector('a')).toBeNull();
    expect(unsafe.body.textContent).toBe(TEXT);
  });

  it('escapes its text and keeps at most 200 characters', () => {
    const { document } = renderMarquee({ text: '<img src=x onerror=alert(1)>' });
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('p')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(readMarqueeSettings({ text: 'x'.repeat(500) })?.text).toHaveLength(MARQUEE_LIMITS.text);
  });

  it.each([[{}], [{ text: '' }], [{ text: '   ' }], [{ text: 7 }], ['marquee'], [null]])(
    'renders nothing for %j',
    (settings) => {
      expect(renderMarquee(settings).html).toBe('');
    },
  );

  it('gives site search its text', () => {
    expect(marqueeBlockText({ text: TEXT })).toBe(TEXT);
    expect(blockRegistry.get(70)?.text?.({ text: TEXT })).toBe(TEXT);
    expect(marqueeBlockText(null)).toBe('');
  });

  it('loads its behaviour and its styles only on pages that hold one', () => {
    const page = (type: number) => ({
      sections: [{ id: 'd'.repeat(24), blocks: [{ id: BLOCK_ID, type, settings: { text: TEXT } }] }],
    });
    expect(behavioursIn(page(70))).toEqual(['marquee']);
    expect(behavioursIn(page(31))).toEqual([]);
    const css = 'blocks/marquee/marquee.css';
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([70]) })).toBe(true);
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([31]) })).toBe(false);
  });
});
