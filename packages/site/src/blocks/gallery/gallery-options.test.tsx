import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { MediaContext, mediaRenderState, type RenderMedia } from '../image/media-context';
import { renderMarkup } from '../markup.test-support';
import { gallerySlides, slideId } from './gallery.test-support';

const ID = 'cccccccccccccccccccccccc';

function renderGallery(settings: Record<string, unknown>, media: Record<string, RenderMedia> = {}) {
  const { document } = renderMarkup(
    <MediaContext.Provider value={mediaRenderState(media)}>
      <BlockView block={{ id: ID, type: 8, settings }} />
    </MediaContext.Provider>,
  );
  return document.querySelector('[data-block-type="8"]');
}

/** Two pictures (3:2 and 4:5) and a video with a poster. */
const mixed = () =>
  gallerySlides(3, (n) =>
    n === 1
      ? { type: 'video', videoUrl: '/assets/demo/clip.webm', width: 800, height: 1000 }
      : n === 2
        ? { width: 800, height: 1000 }
        : {},
  );

const thumbRatios = (root: ReturnType<typeof renderGallery>) =>
  [...(root?.querySelectorAll('.gallery__thumb') ?? [])].map((thumb) =>
    Number(thumb.getAttribute('style')?.match(/--thumb-ratio:\s*([\d.]+)/)?.[1]),
  );

describe('square-thumbs', () => {
  it('makes every thumbnail square by default, a video among images 16:9', () => {
    const root = renderGallery({
      design: 'slideshow',
      thumbnails: true,
      mixedContent: true,
      slides: mixed(),
    });
    expect(root?.querySelector('.gallery__thumbs')?.classList.contains('gallery__thumbs--square')).toBe(true);
    expect(thumbRatios(root)).toEqual([1, 1.7778, 1]);
  });

  it('keeps each picture’s own shape when off', () => {
    const root = renderGallery({
      design: 'slideshow',
      thumbnails: true,
      'square-thumbs': false,
      mixedContent: true,
      slides: mixed(),
    });
    expect(thumbRatios(root)).toEqual([1.5, 1.7778, 0.8]);
  });
});

describe('auto-crop', () => {
  it('fills a fixed shape (cover, around the focal point) when on, the default', () => {
    const root = renderGallery({
      design: 'grid',
      slides: gallerySlides(2, () => ({ focalPoint: { x: 0.2, y: 0.7 } })),
    });
    expect(root?.classList.contains('gallery--crop')).toBe(true);
    expect(root?.querySelector('.gallery__img')?.getAttribute('style')).toContain('object-position:20% 70%');
  });

  it('fits the whole picture in the shape when off', () => {
    const root = renderGallery({ design: 'grid', 'auto-crop': false, slides: gallerySlides(2) });
    expect(root?.classList.contains('gallery--fit')).toBe(true);
    expect(root?.classList.contains('gallery--crop')).toBe(false);
  });

  it('has nothing to crop without a fixed shape', () => {
    const root = renderGallery({ design: 'autocolumns', slides: gallerySlides(2) });
    expect(root?.className).not.toMatch(/gallery--(crop|fit)/);
  });
});

describe('mixedContent', () => {
  it('plays video slides among the images when on', () => {
    const root = renderGallery({ design: 'slideshow', mixedContent: true, slides: mixed() });
    expect(root?.querySelectorAll('video').length).toBe(1);
    expect(root?.querySelector('.gallery__slide[data-type="video"]')).not.toBeNull();
  });

  it('shows a video as its still picture when off, and leaves out one without a picture', () => {
    const slides = [
      ...mixed(),
      { id: slideId(9), type: 'video', src: '', videoUrl: '/assets/demo/other.webm', alt: 'No poster' },
    ];
    const root = renderGallery({ design: 'grid', slides });
    const kinds = [...(root?.querySelectorAll('.gallery__slide') ?? [])].map((s) =>
      s.getAttribute('data-type'),
    );
    expect(kinds).toEqual(['image', 'image', 'image']);
    expect(root?.querySelector('video, [data-video-url], .gallery__play')).toBeNull();
    expect(root?.querySelectorAll('.gallery__img')[1]?.getAttribute('src')).toBe('/assets/demo/photo-2.jpg');
  });
});

describe('slides from the media library', () => {
  const item = (id: string, extra: Partial<RenderMedia>): RenderMedia => ({
    id,
    kind: 'image',
    mimeType: 'image/jpeg',
    url: `/media/${'a'.repeat(64)}/`,
    width: 1800,
    height: 1200,
    animated: false,
    fallback: 'jpeg',
    placeholderUrl: null,
    alt: 'Library alt',
    caption: 'Library caption',
    focalPoint: { x: 0.3, y: 0.6 },
    ...extra,
  });
  const picture = slideId(20);
  const film = slideId(21);
  const still = slideId(22);
  const media = {
    [picture]: item(picture, {}),
    [film]: item(film, { kind: 'video', mimeType: 'video/webm', url: `/s/${'b'.repeat(64)}/wheel.webm` }),
    [still]: item(still, { url: `/media/${'c'.repeat(64)}/`, width: 1200, height: 675 }),
  };

  it('shows the item as it is now, with its texts where the slide has none', () => {
    const slides = [
      { id: slideId(1), type: 'image', mediaId: picture, src: '/old.webp', alt: '' },
      {
        id: slideId(2),
        type: 'video',
        mediaId: film,
        poster: { mediaId: still },
        src: '',
        alt: 'Own alt',
        caption: 'Own caption',
      },
    ];
    const root = renderGallery({ design: 'grid', mixedContent: true, slides }, media);
    const [first, second] = [...(root?.querySelectorAll('.gallery__slide') ?? [])];
    const img = first?.querySelector('img');
    expect(first?.getAttribute('data-src')).toBe(`/media/${'a'.repeat(64)}/2500.webp`);
    expect(img?.getAttribute('srcset')).toContain(`/media/${'a'.repeat(64)}/1500.webp 1500w`);
    expect(img?.getAttribute('sizes')).toBe('(max-width: 479px) 50vw, 25vw');
    expect(img?.getAttribute('alt')).toBe('Library alt');
    expect(first?.querySelector('.gallery__caption')?.textContent).toBe('Library caption');
    expect(first?.getAttribute('data-image-dimensions')).toBe('1800x1200');
    expect(first?.getAttribute('data-image-focal-point')).toBe('0.3,0.6');
    expect(second?.getAttribute('data-video-url')).toBe(`/s/${'b'.repeat(64)}/wheel.webm`);
    expect(second?.getAttribute('data-src')).toBe(`/media/${'c'.repeat(64)}/1500.webp`);
    expect(second?.querySelector('img')?.getAttribute('alt')).toBe('Own alt');
    expect(second?.querySelector('.gallery__caption')?.textContent).toBe('Own caption');
  });

  it('gives thumbnails a small file from the library widths, not the slide’s largest', () => {
    const slides = [
      { id: slideId(1), type: 'image', mediaId: picture, src: '', alt: '' },
      { id: slideId(2), type: 'image', mediaId: picture, src: '', alt: '' },
    ];
    const root = renderGallery({ design: 'slideshow', thumbnails: true, slides }, media);
    const thumb = root?.querySelector('.gallery__thumb-img');
    expect(thumb?.getAttribute('srcset')).toContain(`/media/${'a'.repeat(64)}/100.webp 100w`);
    // 72 px high by default, covering a square with a 3:2 picture: 108 px wide.
    expect(thumb?.getAttribute('sizes')).toBe('108px');
  });

  it('falls back to the stored address when the page does not know the item', () => {
    const slides = [{ id: slideId(1), type: 'image', mediaId: slideId(30), src: '/kept.webp', alt: 'Kept' }];
    const root = renderGallery({ design: 'grid', slides }, media);
    expect(root?.querySelector('img')?.getAttribute('src')).toBe('/kept.webp');
  });
});
