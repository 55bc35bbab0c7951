import { describe, expect, it } from 'vitest';
import { BlockType } from '../catalogues/block-type';
import type { MarqueeBlockSettings } from '../marquee-block';
import { blockTextFields } from './block-text-fields';
import { sourceTexts, translateSettings } from './translations';

const MARQUEE: MarqueeBlockSettings = {
  text: 'Open studio every Saturday',
  waveFrequency: 1,
  waveIntensity: 0.5,
  animationDirection: 'right',
  animationSpeed: 1.5,
  pausedOnHover: true,
  link: '/classes',
};

describe('the marquee block’s translatable text (block type 70)', () => {
  it('is its text alone: numbers, direction and link are no words', () => {
    expect(sourceTexts(MARQUEE, blockTextFields(BlockType.marquee), 'b')).toEqual([
      { key: 'b.text', kind: 'text', value: 'Open studio every Saturday' },
    ]);
  });

  it('translates the text and keeps every other setting', () => {
    const translated = translateSettings(
      MARQUEE,
      blockTextFields(BlockType.marquee),
      { 'b.text': { text: 'Atelier ouvert tous les samedis' } },
      'b',
    );
    expect(translated).toEqual({ ...MARQUEE, text: 'Atelier ouvert tous les samedis' });
  });
});
