import { describe, expect, it } from 'vitest';
import { PageDocumentSchema } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const doc = (settings: Record<string, unknown>) => ({
  sections: [{ id: id(1), blocks: [{ id: id(2), type: 8, settings }] }],
});
const slide = { id: id(3), type: 'image', src: '/assets/demo/a.jpg', alt: 'A' };

function issues(settings: Record<string, unknown>) {
  const result = PageDocumentSchema.safeParse(doc(settings));
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('gallery block settings', () => {
  it('accepts a gallery with its block data', () => {
    expect(
      issues({
        slides: [slide, { ...slide, id: id(4), type: 'video', videoUrl: '/v.mp4', clickThroughUrl: '/shop' }],
        variant: 1003,
        design: 'autocolumns',
        columnWidth: '300',
        transition: 'ken-burns',
        stripAlignment: 'end',
        'thumbnail-strip-margin': 5,
      }),
    ).toEqual([]);
  });

  it('names the field and the rule for bad input', () => {
    expect(issues({ slides: [slide], columnWidth: 0 })).toEqual([
      { path: 'sections.0.blocks.0.settings.columnWidth', message: 'columnWidth must be a positive number.' },
    ]);
    expect(issues({ slides: [slide], transition: 'wipe' })).toEqual([
      { path: 'sections.0.blocks.0.settings.transition', message: 'Could not find transition named wipe' },
    ]);
    expect(issues({ slides: [slide], stripAlignment: 'center' })[0]?.path).toBe(
      'sections.0.blocks.0.settings.stripAlignment',
    );
    expect(issues({ slides: [{ ...slide, src: 'javascript:alert(1)' }] })[0]?.message).toBe(
      'This link type is not allowed.',
    );
    expect(issues({ slides: [slide, slide] })[0]?.message).toBe('Slide ids must be unique.');
    expect(issues({ slides: [slide], 'thumbnail-strip-margin': 6 })[0]?.path).toBe(
      'sections.0.blocks.0.settings.thumbnail-strip-margin',
    );
  });
});
