import { describe, expect, it } from 'vitest';
import { PageDocumentSchema } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const at = (path: string) => `sections.0.blocks.0.settings.${path}`;

function problems(settings: unknown, type = 71) {
  const result = PageDocumentSchema.safeParse({
    sections: [{ id: id(1), blocks: [{ id: id(2), type, settings }] }],
  });
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('a shape block’s settings (block type 71)', () => {
  const shape = (settings: unknown) => problems(settings, 71);

  it('keeps a shape with a palette fill, and one with a library image', () => {
    expect(shape({ shape: 'circle', fill: 'accent' })).toEqual([]);
    expect(shape({ shape: 'arch', fill: 'surface', mediaId: 'a'.repeat(24), alt: 'Our kiln' })).toEqual([]);
  });

  it('names the field and says what is wrong', () => {
    expect(shape({ shape: 'cube', fill: 'accent' })[0]).toMatchObject({
      path: at('shape'),
      message: expect.stringContaining('Choose a shape'),
    });
    expect(shape({ shape: 'star', fill: '#ff0000' })[0]).toMatchObject({
      path: at('fill'),
      message: expect.stringContaining('Choose a palette colour'),
    });
    expect(shape({ shape: 'star', fill: 'text', mediaId: '../x' })).toEqual([
      { path: at('mediaId'), message: 'Choose an image from the library.' },
    ]);
    expect(shape({ shape: 'star', fill: 'text', alt: 'x'.repeat(501) })).toEqual([
      { path: at('alt'), message: 'Use at most 500 characters.' },
    ]);
  });
});
