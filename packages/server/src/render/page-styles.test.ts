import { describe, expect, it } from 'vitest';
import { pageStyles, siteCssFor } from './page-styles';

describe('inline page styles', () => {
  it('carries the site styles and only the font faces of the site language, and preloads the faces of the first screen', () => {
    const styles = pageStyles('body{color:red}', 'en-US');
    expect(styles.css.startsWith('body{color:red}')).toBe(true);
    expect(styles.css).toContain("font-family: 'Lora';");
    expect(styles.css).not.toContain('cyrillic');
    expect(styles.fontPreloads).toEqual([
      expect.stringMatching(/^\/fonts\/files\/inter\/inter-latin-400-normal\.[0-9a-f]{16}\.woff2$/),
      expect.stringMatching(/^\/fonts\/files\/inter\/inter-latin-600-normal\.[0-9a-f]{16}\.woff2$/),
      expect.stringMatching(/^\/fonts\/files\/lora\/lora-latin-700-normal\.[0-9a-f]{16}\.woff2$/),
    ]);
  });

  it('never lets the styles end their element early', () => {
    expect(pageStyles('a{}</style><script>', 'xx').css).not.toContain('</style');
  });
});

describe('the site stylesheet a page carries', () => {
  const manifest = {
    boot: '/b.js',
    css: '/site.css',
    behaviours: {},
    inlineCss: '.a{}.g{}.s{}',
    inlineParts: [
      { source: 'page/styles/base.css', css: '.a{}' },
      { source: 'blocks/gallery/gallery.css', css: '.g{}' },
      { source: 'page/styles/store-screens.css', css: '.s{}' },
    ],
  };

  it('joins only the files the page needs, in cascade order', () => {
    expect(siteCssFor(manifest, { kind: 'page', blockTypes: new Set([8]) })).toBe('.a{}\n.g{}');
    expect(siteCssFor(manifest, { kind: 'page', blockTypes: new Set([2]) })).toBe('.a{}');
    expect(siteCssFor(manifest, { kind: 'store' })).toBe('.a{}\n.s{}');
  });

  it('gives the whole sheet to a page that may show anything', () => {
    expect(siteCssFor(manifest, null)).toBe('.a{}.g{}.s{}');
  });
});
