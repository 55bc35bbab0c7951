import { describe, expect, it } from 'vitest';
import { BLOG_URL_TOKENS, sanitizeBlogUrlFormat } from './blog-url';

describe('sanitizeBlogUrlFormat', () => {
  it('keeps the four tokens', () => {
    expect(BLOG_URL_TOKENS).toEqual(['%y', '%m', '%d', '%t']);
    expect(sanitizeBlogUrlFormat('%y/%m/%d/%t')).toBe('%y/%m/%d/%t');
  });

  it('lowercases, tokens included', () => {
    expect(sanitizeBlogUrlFormat('Blog/%Y/%T')).toBe('blog/%y/%t');
  });

  it('turns spaces into hyphens', () => {
    expect(sanitizeBlogUrlFormat('my blog/%t')).toBe('my-blog/%t');
  });

  it('drops every other character, including a percent sign that starts no token', () => {
    expect(sanitizeBlogUrlFormat('news_&_views!/%x/%t?.html')).toBe('newsviews/x/%thtml');
    expect(sanitizeBlogUrlFormat('100%/%')).toBe('100/');
  });

  it('keeps digits, slashes and hyphens', () => {
    expect(sanitizeBlogUrlFormat('2024-archive/%t')).toBe('2024-archive/%t');
  });

  it('drops letters outside a to z', () => {
    expect(sanitizeBlogUrlFormat('café/%t')).toBe('caf/%t');
  });
});
