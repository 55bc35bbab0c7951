import { describe, expect, it } from 'vitest';
import { parseFontRequest, type RequestedFamily } from './font-request.parser';
import { fontCatalogue } from './fonts.catalogue';
import { FontError } from './fonts.errors';

function parse(...values: string[]): string[] {
  return parseFontRequest(values, fontCatalogue()).map(describeFamily);
}

function describeFamily({ family, variants }: RequestedFamily): string {
  return `${family.slug}:${variants.map((v) => `${v.weight}${v.style === 'italic' ? 'i' : ''}`).join(',')}`;
}

function failure(...values: string[]): FontError {
  try {
    parseFontRequest(values, fontCatalogue());
  } catch (error) {
    if (error instanceof FontError) return error;
    throw error;
  }
  throw new Error('expected a FontError');
}

describe('parseFontRequest', () => {
  it('defaults to 400 and reads the v1 variant spellings', () => {
    expect(parse('Inter')).toEqual(['inter:400']);
    expect(parse('Inter:')).toEqual(['inter:400']);
    expect(parse('Inter:700i,400italic,300')).toEqual(['inter:300,400i,700i']);
    expect(parse('Inter:regular,italic,bold,bolditalic')).toEqual(['inter:400,400i,700,700i']);
    expect(parse('Inter:r,i,b,bi')).toEqual(['inter:400,400i,700,700i']);
    expect(parse('Inter:400ITALIC, 700 ')).toEqual(['inter:400i,700']);
  });

  it('matches names with + or spaces in any case', () => {
    expect(parse('open+sans', 'PLAYFAIR  DISPLAY', ' ibm+plex mono ')).toEqual([
      'open-sans:400',
      'playfair-display:400',
      'ibm-plex-mono:400',
    ]);
  });

  it('splits | lists, keeps request order and merges a family named twice', () => {
    expect(parse('Lora:700|Inter', 'Lora:400,700')).toEqual(['lora:400,700', 'inter:400']);
  });

  it('ignores the subset part and empty pieces', () => {
    expect(parse('Inter:400:latin,cyrillic||')).toEqual(['inter:400']);
  });

  it('names the family and the available variants when a weight is missing', () => {
    const error = failure('Inter', 'Merriweather:200');
    expect(error.code).toBe('unavailable_weight');
    expect(error.message).toBe(
      'Merriweather has no weight 200. Available: 300, 300italic, 400, 400italic, 500, 500italic, 600, 600italic, 700, 700italic, 800, 800italic, 900, 900italic.',
    );
  });

  it('names the unknown family and every family on offer', () => {
    const error = failure('Helvetica:400');
    expect(error.code).toBe('unknown_font_family');
    expect(error.message).toMatch(
      /^Unknown font family "Helvetica"\. Available: Inter, Roboto, .*IBM Plex Mono\.$/,
    );
  });

  it('does not echo an enormous name back whole', () => {
    expect(failure('x'.repeat(5000)).message.length).toBeLessThan(400);
  });

  it('asks for a family when none is named', () => {
    expect(failure().code).toBe('missing_family');
    expect(failure('', ' | ').code).toBe('missing_family');
  });
});
