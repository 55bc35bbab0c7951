import { BlockVariant, IMAGE_BLOCK_LIMITS, paragraphDoc } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { PageDocumentSchema } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const at = (path: string) => `sections.0.blocks.0.settings.${path}`;
const MEDIA = 'a'.repeat(24);

function problems(settings: unknown) {
  const result = PageDocumentSchema.safeParse({
    sections: [{ id: id(1), blocks: [{ id: id(2), type: 5, settings }] }],
  });
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('an image block’s settings (block type 5)', () => {
  it('keeps an empty new block, an old one without a design, and each of the six designs', () => {
    expect(problems({ alt: '' })).toEqual([]);
    expect(problems({ mediaId: MEDIA, alt: 'Bowls', caption: 'Drying' })).toEqual([]);
    for (const variant of [1012, 1013, 1014, 1015, 1016, 1017]) {
      expect(problems({ mediaId: MEDIA, alt: 'Bowls', variant })).toEqual([]);
    }
  });

  it('keeps the words of a design: a title, a rich text and a button', () => {
    expect(
      problems({
        mediaId: MEDIA,
        alt: 'Bowls',
        variant: BlockVariant.imagePoster,
        title: 'Every piece starts here',
        text: paragraphDoc('Thrown, trimmed and fired twice.'),
        buttonLabel: 'Book a class',
        buttonLink: '/classes',
      }),
    ).toEqual([]);
    // A label typed before its link saves; the site shows no button until both are there.
    expect(problems({ mediaId: MEDIA, alt: '', buttonLabel: 'Book', buttonLink: '' })).toEqual([]);
  });

  it.each([
    [{ variant: 1011 }, 'variant', 'Choose one of the image designs: 1012, 1013, 1014, 1015, 1016, 1017.'],
    [{ variant: 'poster' }, 'variant', 'Choose one of the image designs.'],
    [
      { title: 'x'.repeat(IMAGE_BLOCK_LIMITS.title + 1) },
      'title',
      `A title holds at most ${IMAGE_BLOCK_LIMITS.title} characters.`,
    ],
    [
      { text: paragraphDoc('x'.repeat(IMAGE_BLOCK_LIMITS.text - 9), 'ten chars!') },
      'text',
      `The text holds at most ${IMAGE_BLOCK_LIMITS.text} characters.`,
    ],
    [{ text: 'Plain words' }, 'text', 'Write the text as a rich-text document.'],
    [
      { buttonLabel: 'x'.repeat(IMAGE_BLOCK_LIMITS.buttonLabel + 1) },
      'buttonLabel',
      `A button label holds at most ${IMAGE_BLOCK_LIMITS.buttonLabel} characters.`,
    ],
    [{ buttonLink: 'javascript:alert(1)' }, 'buttonLink', 'Script links are not allowed here.'],
    [{ caption: 'x'.repeat(1001) }, 'caption', 'A caption holds at most 1000 characters.'],
  ])('refuses %j, naming the field', (patch, field, message) => {
    expect(problems({ mediaId: MEDIA, alt: '', ...patch })).toEqual([{ path: at(field), message }]);
  });

  it('counts the text’s characters across its paragraphs, up to the limit', () => {
    const half = 'x'.repeat(IMAGE_BLOCK_LIMITS.text / 2);
    expect(problems({ mediaId: MEDIA, alt: '', text: paragraphDoc(half, half) })).toEqual([]);
    expect(problems({ mediaId: MEDIA, alt: '', text: paragraphDoc(half, `${half}!`) })).toEqual([
      { path: at('text'), message: `The text holds at most ${IMAGE_BLOCK_LIMITS.text} characters.` },
    ]);
  });
});
