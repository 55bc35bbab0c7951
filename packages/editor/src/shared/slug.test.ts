import { describe, expect, it } from 'vitest';
import { identifierError, pageSlugError, slugify, suggestIdentifier } from './slug';

describe('suggestIdentifier', () => {
  it('turns a title into lowercase words joined by hyphens', () => {
    expect(suggestIdentifier('My Pottery Studio')).toBe('my-pottery-studio');
    expect(suggestIdentifier('  Hello,   World!  ')).toBe('hello-world');
    expect(suggestIdentifier('Bread & Butter')).toBe('bread-and-butter');
  });

  it('folds accents and drops other scripts', () => {
    expect(suggestIdentifier('Café Olé')).toBe('cafe-ole');
    expect(suggestIdentifier('東京')).toBe('');
  });

  it('keeps at most 40 characters without a trailing hyphen', () => {
    const long = suggestIdentifier('The quick brown fox jumps over the lazy dog again and again');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('-')).toBe(false);
    expect(long).toBe('the-quick-brown-fox-jumps-over-the-lazy');
  });

  it('lengthens a too short suggestion to a valid one', () => {
    expect(suggestIdentifier('Jo')).toBe('jo-site');
    expect(identifierError(suggestIdentifier('Jo'))).toBeNull();
  });

  it('always suggests a valid identifier or nothing', () => {
    for (const title of ['A', 'Ünïcödé Ståff', '123', '--x--', 'a'.repeat(80), 'Sam & Co.']) {
      const suggestion = suggestIdentifier(title);
      if (suggestion) expect(identifierError(suggestion)).toBeNull();
    }
  });
});

describe('identifierError', () => {
  it('accepts lowercase letters, digits and hyphens of 3 to 40 characters', () => {
    expect(identifierError('abc')).toBeNull();
    expect(identifierError('my-site-2')).toBeNull();
    expect(identifierError('a'.repeat(40))).toBeNull();
  });

  it('names what is wrong', () => {
    expect(identifierError('')).toBe('Enter a site address.');
    expect(identifierError('ab')).toBe('Use 3 to 40 characters.');
    expect(identifierError('a'.repeat(41))).toBe('Use 3 to 40 characters.');
    expect(identifierError('My-Site')).toBe('Use only lowercase letters, digits and hyphens.');
    expect(identifierError('my_site')).toBe('Use only lowercase letters, digits and hyphens.');
    expect(identifierError('my site')).toBe('Use only lowercase letters, digits and hyphens.');
    expect(identifierError('-site')).toBe('Start and end with a letter or digit.');
  });
});

describe('slugify and pageSlugError', () => {
  it('slugifies with a chosen length', () => {
    expect(slugify('About Us', 100)).toBe('about-us');
  });

  it('validates page slugs', () => {
    expect(pageSlugError('about-us')).toBeNull();
    expect(pageSlugError('')).toBe('Enter a page address.');
    expect(pageSlugError('About')).toBe('Use only lowercase letters, digits and hyphens.');
  });
});
