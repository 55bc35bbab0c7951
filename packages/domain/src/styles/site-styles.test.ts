import { describe, expect, it } from 'vitest';
import { contrastRatio, mutedTextColour } from './colour-contrast';
import { COLOUR_SCALES, RADIUS_TOKENS, TIMING_TOKENS } from './design-tokens';
import {
  blockAnimationOf,
  changedStyleGroups,
  checkPaletteContrast,
  DEFAULT_SITE_STYLES,
  readSiteStyles,
  SiteStylesSchema,
} from './site-styles';

describe('palette contrast', () => {
  it('measures WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('passes the default palette and flags a pair that fails AA', () => {
    expect(checkPaletteContrast(DEFAULT_SITE_STYLES.colors).every((check) => check.passes)).toBe(true);
    const checks = checkPaletteContrast({ ...DEFAULT_SITE_STYLES.colors, accent: '#f9dbaf' });
    const failing = checks.filter((check) => !check.passes).map((check) => check.use);
    expect(failing).toEqual(['Links on the page background', 'Button text on the accent colour']);
  });

  it('derives muted text that still meets AA', () => {
    const muted = mutedTextColour('#1b1f24', '#ffffff');
    expect(muted).not.toBe('#1b1f24');
    expect(contrastRatio(muted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('site styles', () => {
  it('reads stored styles, keeping the default for anything missing or broken', () => {
    expect(readSiteStyles(null)).toEqual(DEFAULT_SITE_STYLES);
    expect(readSiteStyles({ spacing: 'spacious' }).spacing).toBe('spacious');
    expect(readSiteStyles({ colors: { text: 'red' } })).toEqual(DEFAULT_SITE_STYLES);
  });

  it('names the groups that changed', () => {
    const after = { ...DEFAULT_SITE_STYLES, spacing: 'compact' as const, logo: null };
    expect(changedStyleGroups(DEFAULT_SITE_STYLES, after)).toEqual(['spacing']);
  });

  it('reads the block animation, none for styles saved before the choice, and refuses an unknown one', () => {
    expect(blockAnimationOf(DEFAULT_SITE_STYLES)).toEqual({ effect: 'none', speed: 'medium' });
    const rise = readSiteStyles({ animation: { effect: 'rise', speed: 'fast' } });
    expect(blockAnimationOf(rise)).toEqual({ effect: 'rise', speed: 'fast' });
    expect(readSiteStyles({ animation: { effect: 'spin', speed: 'fast' } })).toEqual(DEFAULT_SITE_STYLES);
    const refused = SiteStylesSchema.safeParse({ ...DEFAULT_SITE_STYLES, animation: { effect: 'spin' } });
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'animation.effect',
      'animation.speed',
    ]);
    // Choosing none is no change from having no choice; choosing one is a change of its own.
    const none = { ...DEFAULT_SITE_STYLES, animation: { effect: 'none' as const, speed: 'medium' as const } };
    expect(changedStyleGroups(DEFAULT_SITE_STYLES, none)).toEqual([]);
    expect(changedStyleGroups(DEFAULT_SITE_STYLES, rise)).toEqual(['animation']);
  });

  it('holds the tokens spec 001 §9 lists', () => {
    expect(Object.values(RADIUS_TOKENS)).toEqual(['0', '4px', '8px', '9999px']);
    expect(TIMING_TOKENS[0]).toBe(0);
    expect(TIMING_TOKENS[TIMING_TOKENS.length - 1]).toBe(600);
    expect(Object.keys(COLOUR_SCALES)).toEqual(['blue', 'green', 'red', 'pink', 'orange', 'gray']);
  });
});
