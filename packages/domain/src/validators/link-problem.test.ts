import { describe, expect, it } from 'vitest';
import { linkProblem } from './link-problem';

describe('the reason a link cannot be saved', () => {
  it('refuses words that are no link, naming the forms a link takes', () => {
    expect(linkProblem('contact page')).toBe('Links must be formatted as https://example.com or /page.');
  });

  it('names the broken page address, web address, mail address or script', () => {
    expect(linkProblem('/contact page')).toBe('/contact page is not a valid page URL');
    expect(linkProblem('http:example.com')).toBe(
      'Links must be formatted as http://example.com or https://example.com',
    );
    expect(linkProblem('mailto:nobody')).toBe('Emails must be formatted as mailto:name@example.com');
    expect(linkProblem('javascript:alert(1)')).toBe('Script links are not allowed here.');
    expect(linkProblem('')).toBe('Enter a link, or choose a page.');
  });

  it('accepts pages of the site, other sites, anchors, mail and phone links', () => {
    for (const link of [
      '/contact',
      '/',
      'https://example.com/a?b=c',
      '#top',
      'mailto:a@b.example',
      'tel:+44123456',
    ]) {
      expect(linkProblem(link), link).toBeNull();
    }
  });
});
