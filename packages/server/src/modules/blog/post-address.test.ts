import { describe, expect, it } from 'vitest';
import { normaliseUrlFormat, postPath, postSlug } from './post-address';

describe('post addresses', () => {
  it('cleans a format by the spec’s rule and keeps the title token', () => {
    expect(normaliseUrlFormat('Blog Posts/%y/%m/%t')).toBe('blog-posts/%y/%m/%t');
    expect(normaliseUrlFormat('%Y/%d!/')).toBe('%y/%d/%t');
    expect(normaliseUrlFormat('/%y//%m/')).toBe('%y/%m/%t');
    expect(normaliseUrlFormat('')).toBe('%t');
  });

  it('fills year, month, day and the post’s own part', () => {
    const date = new Date('2026-03-07T23:30:00Z');
    expect(postPath('%y/%m/%d/%t', date, 'first-light')).toBe('2026/03/07/first-light');
    expect(postPath('notes/%t-%y', date, 'a')).toBe('notes/a-2026');
  });

  it('makes the own part from a title', () => {
    expect(postSlug('Café au lait: a morning!')).toBe('cafe-au-lait-a-morning');
    expect(postSlug('!!!')).toBe('post');
  });
});
