import { describe, expect, it } from 'vitest';
import { pageStyles } from './page-styles';

describe('inline page styles', () => {
  it('carries the site styles and only the font faces of the site language, and preloads the body face', () => {
    const styles = pageStyles('body{color:red}', 'en-US');
    expect(styles.css.startsWith('body{color:red}')).toBe(true);
    expect(styles.css).toContain("font-family: 'Lora';");
    expect(styles.css).not.toContain('cyrillic');
    expect(styles.fontPreload).toBe('/fonts/files/inter/inter-latin-400-normal.woff2');
  });

  it('never lets the styles end their element early', () => {
    expect(pageStyles('a{}</style><script>', 'xx').css).not.toContain('</style');
  });
});
