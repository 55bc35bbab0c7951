import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { behavioursIn } from '../registry';
import { MediaContext, type MediaLookup, mediaRenderState, type RenderMedia } from './media-context';
import { srcsetWidths } from './responsive-image';

const HASH = 'ab'.repeat(32);
const photo = (id: string, overrides: Partial<RenderMedia> = {}): RenderMedia => ({
  id,
  kind: 'image',
  mimeType: 'image/jpeg',
  url: `/media/${HASH}/`,
  width: 1800,
  height: 1200,
  animated: false,
  fallback: 'jpeg',
  placeholderUrl: 'data:image/png;base64,AAAA',
  alt: 'Library alt',
  caption: 'Library caption',
  focalPoint: { x: 0.5, y: 0.5 },
  ...overrides,
});

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const C = 'c'.repeat(24);

function page(blocks: { id: string; settings: Record<string, unknown> }[], media: MediaLookup) {
  return renderMarkup(
    <MediaContext.Provider value={mediaRenderState(media)}>
      {blocks.map((block) => (
        <BlockView key={block.id} block={{ id: block.id, type: 5, settings: block.settings }} />
      ))}
    </MediaContext.Provider>,
  );
}

describe('responsive library images', () => {
  it('offers the spec widths below the original and the original width itself, never enlarged', () => {
    expect(srcsetWidths(1800)).toEqual([
      { file: 100, descriptor: 100 },
      { file: 300, descriptor: 300 },
      { file: 500, descriptor: 500 },
      { file: 750, descriptor: 750 },
      { file: 1000, descriptor: 1000 },
      { file: 1500, descriptor: 1500 },
      { file: 2500, descriptor: 1800 },
    ]);
    // Wider than the widest derived size: each size once, the widest last.
    expect(srcsetWidths(3000).map((w) => w.file)).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(srcsetWidths(300)).toEqual([
      { file: 100, descriptor: 100 },
      { file: 300, descriptor: 300 },
    ]);
  });

  it('renders a picture with AVIF and WebP sources, a JPEG img with size, srcset, sizes and focal point', () => {
    const { document } = page(
      [{ id: A, settings: { mediaId: A, alt: 'A quiet harbour', focalPoint: { x: 0.2, y: 0.8 } } }],
      {
        [A]: photo(A),
      },
    );
    const sources = [...document.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toContain(`/media/${HASH}/1500.avif 1500w`);
    expect(sources[0]?.getAttribute('srcset')).toContain(`/media/${HASH}/2500.avif 1800w`);
    const img = document.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe(`/media/${HASH}/1000.jpeg`);
    expect(img?.getAttribute('srcset')).toContain(`/media/${HASH}/100.jpeg 100w`);
    expect(img?.getAttribute('sizes')).toBe('(max-width: 800px) 100vw, 760px');
    expect(img?.getAttribute('width')).toBe('1800');
    expect(img?.getAttribute('height')).toBe('1200');
    expect(img?.getAttribute('alt')).toBe('A quiet harbour');
    expect(img?.getAttribute('style')).toContain('object-position:20% 80%');
    expect(img?.getAttribute('style')).toContain('background-image:url(data:image/png;base64,AAAA)');
    expect(img?.getAttribute('data-image-focal-point')).toBe('0.2,0.8');
    expect(document.querySelector('figcaption')?.textContent).toBe('Library caption');
  });

  it('loads the page’s first large image eagerly with high priority and the others lazily', () => {
    const { document } = page(
      [
        { id: C, settings: { mediaId: C, alt: 'small icon' } },
        { id: A, settings: { mediaId: A, alt: 'first large' } },
        { id: B, settings: { mediaId: B, alt: 'second large' } },
      ],
      { [A]: photo(A), [B]: photo(B), [C]: photo(C, { width: 120, height: 120 }) },
    );
    const imgs = [...document.querySelectorAll('img')];
    expect(
      imgs.map((i) => [i.getAttribute('alt'), i.getAttribute('loading'), i.getAttribute('fetchpriority')]),
    ).toEqual([
      ['small icon', 'lazy', null],
      ['first large', 'eager', 'high'],
      ['second large', 'lazy', null],
    ]);
  });

  it('keeps an animated GIF animated (WebP source, GIF fallback) and an explicitly decorative image silent', () => {
    const { document } = page([{ id: A, settings: { mediaId: A, alt: 'ignored', decorative: true } }], {
      [A]: photo(A, { animated: true, fallback: 'gif' }),
    });
    expect([...document.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
      'image/webp',
    ]);
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/\.gif$/);
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it.each([
    [1012, 'inline'],
    [1013, 'poster'],
    [1014, 'card'],
    [1015, 'overlap'],
    [1016, 'collage'],
    [1017, 'stack'],
  ])('marks variant %d as %s', (variant, name) => {
    const { document } = page([{ id: A, settings: { mediaId: A, alt: 'x', variant } }], { [A]: photo(A) });
    expect(document.querySelector('figure')?.className).toBe(`block block-image block-image--${name}`);
  });

  it('hands a poster crop to the image loader with the settings it reads, and leaves an inline image to srcset', () => {
    const { document } = page(
      [
        { id: A, settings: { mediaId: A, alt: 'Inline' } },
        { id: B, settings: { mediaId: B, alt: 'Poster', variant: 1013, focalPoint: { x: 0.2, y: 0.8 } } },
      ],
      { [A]: photo(A), [B]: photo(B) },
    );
    const [inline, poster] = [...document.querySelectorAll('picture')];
    expect(inline?.hasAttribute('data-behaviour')).toBe(false);
    expect(poster?.getAttribute('data-behaviour')).toBe('image-loader');
    const img = poster?.querySelector('img');
    expect(img?.getAttribute('data-src')).toBe(`/media/${HASH}/`);
    expect(img?.getAttribute('data-image-dimensions')).toBe('1800x1200');
    expect(img?.getAttribute('data-image-focal-point')).toBe('0.2,0.8');
    expect(img?.getAttribute('data-mode')).toBe('cover');
    expect(img?.getAttribute('data-allow-save-data')).toBe('true');
    expect(img?.getAttribute('data-load')).toBe('viewport');
    const doc = (settings: Record<string, unknown>) => ({
      sections: [{ id: C, blocks: [{ id: A, type: 5, settings }] }],
    });
    expect(behavioursIn(doc({ mediaId: A, alt: '', variant: 1013 }))).toEqual(['image-loader']);
    expect(behavioursIn(doc({ mediaId: A, alt: '' }))).toEqual([]);
    expect(
      behavioursIn({ sections: [{ id: C, blocks: [], layout: { background: { mediaId: A } } }] }),
    ).toEqual(['image-loader']);
    const video = (settings: Record<string, unknown>) => ({
      sections: [{ id: C, blocks: [{ id: A, type: 32, settings }] }],
    });
    const embed = { source: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    const featured = { ...embed, featuredImage: { mediaId: A, alt: '' } };
    expect(behavioursIn(video(featured))).toEqual(['video', 'image-loader']);
    expect(behavioursIn(video({ ...featured, imageMode: 'none' }))).toEqual(['video']);
    expect(behavioursIn(video(embed))).toEqual(['video']);
  });

  it('renders nothing for a new empty block or an id the site does not have', () => {
    expect(page([{ id: A, settings: { alt: '' } }], {}).html).toBe('');
    expect(page([{ id: A, settings: { mediaId: B, alt: 'gone' } }], { [A]: photo(A) }).html).toBe('');
  });
});
