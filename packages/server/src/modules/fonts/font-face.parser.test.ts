import { describe, expect, it } from 'vitest';
import { parseFontFaces } from './font-face.parser';

const css = `/* demo-latin-ext-700-italic */
@font-face {
  font-family: 'Demo';
  font-style: italic;
  font-display: swap;
  font-weight: 700;
  src: url(./files/demo-latin-ext-700-italic.woff2) format('woff2'), url(./files/demo-latin-ext-700-italic.woff) format('woff');
  unicode-range: U+0100-02BA,U+1E00-1E9F;
}

/* no woff2: skipped */
@font-face {
  font-family: 'Demo';
  font-style: italic;
  font-weight: 700;
  src: url(./files/demo-old-700-italic.woff) format('woff');
}

@font-face {
  font-family: 'Demo';
  font-style: normal;
  font-weight: 400;
  src: url('./files/demo-latin-400-normal.woff2') format('woff2');
}`;

describe('parseFontFaces', () => {
  it('reads weight, style, woff2 file and unicode range of each rule', () => {
    expect(parseFontFaces(css)).toEqual([
      {
        weight: 700,
        style: 'italic',
        file: 'demo-latin-ext-700-italic.woff2',
        unicodeRange: 'U+0100-02BA,U+1E00-1E9F',
      },
      { weight: 400, style: 'normal', file: 'demo-latin-400-normal.woff2', unicodeRange: null },
    ]);
  });

  it('refuses a unicode-range that is not plain range syntax', () => {
    const hostile = css.replace('U+1E00-1E9F', 'U+1E00-1E9F, url(https://example.com/x)');
    expect(() => parseFontFaces(hostile)).toThrow(/unicode-range/);
  });

  it('ignores files outside the package files folder', () => {
    expect(parseFontFaces(css.replaceAll('./files/', '../'))).toEqual([]);
  });
});
