import { describe, expect, it } from 'vitest';
import { safeHref, safeSource } from './safe-href';

describe('safeHref', () => {
  it.each([
    ['https://example.com/a', true],
    ['HTTP://example.com', true],
    ['//cdn.example.com/x', true],
    ['mailto:hello@example.com', false],
    ['tel:+15551234567', false],
    ['/about', false],
    ['about/team', false],
    ['?page=2', false],
    ['#contact', false],
  ])('accepts %s', (href, external) => {
    expect(safeHref(href)).toEqual({ href, external });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com',
    '',
    '   ',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(safeHref(42)).toBeNull();
    expect(safeHref({ href: '/x' })).toBeNull();
  });

  it('trims surrounding whitespace', () => {
    expect(safeHref('  /shop  ')).toEqual({ href: '/shop', external: false });
  });
});

describe('safeSource', () => {
  it('accepts web addresses and site paths only', () => {
    expect(safeSource('https://img.example.com/a.jpg')).toBe('https://img.example.com/a.jpg');
    expect(safeSource('/files/a.jpg')).toBe('/files/a.jpg');
    expect(safeSource('mailto:a@example.com')).toBeNull();
    expect(safeSource('data:image/png;base64,AAAA')).toBeNull();
    expect(safeSource('#x')).toBeNull();
  });
});
