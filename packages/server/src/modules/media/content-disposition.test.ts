import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('Content-Disposition for a file under its own name', () => {
  it('gives an ASCII fallback and the exact name in UTF-8 (RFC 6266)', () => {
    expect(contentDisposition('写真.png')).toBe(
      `attachment; filename="__.png"; filename*=UTF-8''%E5%86%99%E7%9C%9F.png`,
    );
    // One underscore per character, even where a decomposition adds marks of another script.
    expect(contentDisposition('レシピ集.pdf')).toMatch(/^attachment; filename="____\.pdf"; /);
    expect(contentDisposition('ﬁnal Ångström.pdf')).toMatch(/^attachment; filename="final Angstrom\.pdf"; /);
    expect(contentDisposition('🎨.png')).toBe(
      `attachment; filename="_.png"; filename*=UTF-8''%F0%9F%8E%A8.png`,
    );
    expect(contentDisposition('Café "menu" (2).pdf', 'inline')).toBe(
      `inline; filename="Cafe _menu_ (2).pdf"; filename*=UTF-8''Caf%C3%A9%20%22menu%22%20%282%29.pdf`,
    );
  });

  it('never throws, whatever the name holds', () => {
    // A lone surrogate makes encodeURIComponent throw; a line break would end the header.
    expect(contentDisposition('\ud83c.png')).toBe(
      `attachment; filename="_.png"; filename*=UTF-8''%EF%BF%BD.png`,
    );
    expect(contentDisposition('a\r\nb.pdf')).toBe(
      `attachment; filename="a__b.pdf"; filename*=UTF-8''a%0D%0Ab.pdf`,
    );
    expect(contentDisposition('')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});
