import { describe, expect, it } from 'vitest';
import { fontStylesheet } from './fonts.service';

describe('fontStylesheet', () => {
  it('shares one cached stylesheet between equivalent requests', () => {
    const first = fontStylesheet(['Karla:700,400']);
    expect(fontStylesheet(['karla:400', 'KARLA:bold'])).toBe(first);
    expect(fontStylesheet(['Karla:400|Karla:700,700'])).toBe(first);
  });

  it('gives different stylesheets different ETags', () => {
    expect(fontStylesheet(['Karla:300']).etag).not.toBe(fontStylesheet(['Karla:300italic']).etag);
  });

  it('writes one rule per family, variant and subset in weight order', () => {
    const { css } = fontStylesheet(['Work Sans:700,400italic', 'DM Sans:900']);
    const faces = [
      ...css.matchAll(/font-family: '([^']+)';\n {2}font-style: (\w+);\n {2}font-weight: (\d+);/g),
    ].map((match) => `${match[1]} ${match[3]} ${match[2]}`);
    // Work Sans ships three subsets, DM Sans two.
    expect(faces).toEqual([
      ...Array(3).fill('Work Sans 400 italic'),
      ...Array(3).fill('Work Sans 700 normal'),
      ...Array(2).fill('DM Sans 900 normal'),
    ]);
  });
});
