import { SHAPE_GROUPS, SHAPE_NAMES, SHAPE_SIZES } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { pageNeedsStylesheet } from '../../page/style-parts';
import { BlockView } from '../block-view';
import { MediaContext, mediaRenderState, type RenderMedia } from '../image/media-context';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn } from '../registry';

const BLOCK_ID = 'fafafafafafafafafafafafa';
const MEDIA_ID = '0123456789abcdef01234567';
const PHOTO: RenderMedia = {
  id: MEDIA_ID,
  kind: 'image',
  mimeType: 'image/jpeg',
  url: `/media/${MEDIA_ID}/`,
  width: 1600,
  height: 1200,
  animated: false,
  fallback: 'jpeg',
  placeholderUrl: null,
  alt: 'A bowl on the wheel',
  caption: '',
  focalPoint: { x: 0.5, y: 0.5 },
};

function renderShape(settings: unknown) {
  const block = { id: BLOCK_ID, type: 71, settings: settings as Record<string, unknown> };
  return renderMarkup(
    <MediaContext.Provider value={mediaRenderState({ [MEDIA_ID]: PHOTO })}>
      <BlockView block={block} />
    </MediaContext.Provider>,
  );
}

describe('shape block', () => {
  // Spec 000: "Shape sizing values 100, 150, 67 by shape group".
  it.each([
    ['circle', SHAPE_SIZES[0]],
    ['hexagon', 100],
    ['arch', SHAPE_SIZES[1]],
    ['triangle', 150],
    ['oval', SHAPE_SIZES[2]],
    ['wave', 67],
  ])('draws a %s as tall as its group’s sizing value says (%i percent of its width)', (shape, size) => {
    const { document } = renderShape({ shape, fill: 'accent' });
    const root = document.body.firstElementChild!;
    expect(root.getAttribute('data-block-type')).toBe('71');
    expect(root.getAttribute('data-shape-size')).toBe(String(size));
    const svg = root.querySelector('svg.block-shape__figure')!;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 100 ${size}`);
    expect(svg.getAttribute('style')).toContain(`aspect-ratio:100 / ${size}`);
    expect(svg.querySelector('path')?.getAttribute('transform')).toBe(`scale(100 ${size})`);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
  });

  it('has a group for every shape, and an outline for each', () => {
    expect(Object.values(SHAPE_GROUPS).flat()).toHaveLength(SHAPE_NAMES.length);
    for (const shape of SHAPE_NAMES) {
      const path = renderShape({ shape, fill: 'text' }).document.querySelector('path')?.getAttribute('d');
      expect(path).toMatch(/^M[\d. ]/);
    }
  });

  it('fills with a palette colour, the accent when the stored one is not in the palette', () => {
    const soft = renderShape({ shape: 'blob', fill: 'accent-soft' }).document.body.firstElementChild!;
    expect(soft.className).toContain('block-shape--fill-accent-soft');
    const odd = renderShape({ shape: 'blob', fill: '#ff0000' }).document.body.firstElementChild!;
    expect(odd.className).toContain('block-shape--fill-accent');
    expect(odd.outerHTML).not.toContain('#ff0000');
  });

  it('masks a library image by the shape, in a box of the group’s proportions', () => {
    const { document } = renderShape({ shape: 'arch', fill: 'accent', mediaId: MEDIA_ID, alt: 'Our kiln' });
    const clip = document.querySelector('clipPath')!;
    expect(clip.getAttribute('clipPathUnits')).toBe('objectBoundingBox');
    expect(clip.id).toBe(`shape-${BLOCK_ID}`);
    const frame = document.querySelector('.block-shape__frame')!;
    expect(frame.getAttribute('style')).toContain(`clip-path:url(#shape-${BLOCK_ID})`);
    expect(frame.getAttribute('style')).toContain('aspect-ratio:100 / 150');
    const img = frame.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Our kiln');
    expect(img.getAttribute('srcset')).toContain(`/media/${MEDIA_ID}/`);
    expect(document.querySelector('svg.block-shape__figure')).toBeNull();
    // The library's description when the block has none; a deleted image leaves the plain shape.
    expect(
      renderShape({ shape: 'arch', fill: 'accent', mediaId: MEDIA_ID }).document.querySelector('img')?.alt,
    ).toBe('A bowl on the wheel');
    const gone = renderShape({ shape: 'arch', fill: 'accent', mediaId: 'f'.repeat(24) }).document;
    expect(gone.querySelector('img')).toBeNull();
    expect(gone.querySelector('svg.block-shape__figure')).not.toBeNull();
  });

  it.each([[{}], [{ shape: 'dodecahedron' }], ['circle'], [null]])('renders nothing for %j', (settings) => {
    expect(renderShape(settings).html).toBe('');
  });

  it('needs no script, and its styles only on pages that hold one', () => {
    const page = {
      sections: [{ id: 'd'.repeat(24), blocks: [{ id: BLOCK_ID, type: 71, settings: { shape: 'star' } }] }],
    };
    expect(behavioursIn(page)).toEqual([]);
    const css = 'blocks/shape/shape.css';
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([71]) })).toBe(true);
    expect(pageNeedsStylesheet(css, { kind: 'page', blockTypes: new Set([31]) })).toBe(false);
  });
});
