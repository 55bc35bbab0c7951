import { describe, expect, it } from 'vitest';
import { subsetOf, subsetsFor } from './font-subsets';
import { fontFileUrl, fontStylesheet } from './fonts.service';

describe('font subsets', () => {
  it('reads the subset from a fontsource file name', () => {
    const face = {
      weight: 400,
      style: 'normal' as const,
      file: 'inter-latin-ext-400-normal.woff2',
      unicodeRange: null,
    };
    expect(subsetOf(face, 'inter')).toBe('latin-ext');
  });

  it('lists the subsets of a language, or every subset for one it does not know', () => {
    expect(subsetsFor('en-GB')).toEqual(['latin']);
    expect(subsetsFor('ru')).toContain('cyrillic');
    expect(subsetsFor('xx')).toBeNull();
  });

  it('builds a stylesheet with only the subsets asked for, each face swapping in', () => {
    const all = fontStylesheet(['Inter:400']).css;
    const latin = fontStylesheet(['Inter:400'], undefined, ['latin']).css;
    expect(all).toMatch(/inter-cyrillic-400-normal\.[0-9a-f]{16}\.woff2/);
    expect(latin).not.toContain('cyrillic');
    expect(latin.match(/@font-face/g)).toHaveLength(1);
    expect(latin).toContain('font-display: swap;');
  });

  it('names the file of one face for a preload', () => {
    expect(fontFileUrl('Inter:400', 'latin')).toMatch(
      /^\/fonts\/files\/inter\/inter-latin-400-normal\.[0-9a-f]{16}\.woff2$/,
    );
  });
});
