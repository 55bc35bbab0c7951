import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { gallerySlides, slideId } from './gallery.test-support';

const ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';

function renderGallery(settings: Record<string, unknown>) {
  const { document } = renderMarkup(<BlockView block={{ id: ID, type: 8, settings }} />);
  const root = document.querySelector('[data-block-type="8"]');
  return { document, root, data: JSON.parse(root?.getAttribute('data-gallery') ?? 'null') };
}

describe('gallery block', () => {
  it.each([
    [{ design: 'stacked' }, 'base'],
    [{ design: 'slider' }, 'strip'],
    [{ design: 'slideshow' }, 'stacked'],
    [{ design: 'grid' }, 'grid'],
    [{ design: 'autogrid' }, 'autogrid'],
    [{ design: 'autocolumns' }, 'autocolumns'],
    [{ design: 'carousel' }, 'carousel'],
    [{ design: 'list' }, 'list'],
    [{ design: 'mosaic' }, 'base'],
    [{ variant: 1000, design: 'grid' }, 'stacked'],
    [{ variant: 1002 }, 'carousel'],
    [{ variant: 1003 }, 'grid'],
    [{ variant: 1004 }, 'base'],
  ])('renders %o with the %s layout and every image, usable without JavaScript', (settings, layout) => {
    const { root, data } = renderGallery({ ...settings, slides: gallerySlides(5) });
    expect(root?.getAttribute('data-layout')).toBe(layout);
    expect(root?.getAttribute('data-behaviour')).toBe('gallery');
    expect(root?.getAttribute('data-collection-type')).toBe('6');
    expect(root?.classList.contains(`gallery--${layout}`)).toBe(true);
    expect(data.layout).toBe(layout);
    const images = root?.querySelectorAll('.gallery__slide img') ?? [];
    expect(images.length).toBe(5);
    for (const img of images) expect(img.getAttribute('src')).toMatch(/^\/assets\/demo\/photo-\d\.jpg$/);
    // Controls that need the script stay hidden without it.
    for (const controls of root?.querySelectorAll('[data-gallery-controls]') ?? []) {
      expect(controls.hasAttribute('hidden')).toBe(true);
    }
  });

  it.each([
    ['slideshow', ['eager', 'lazy', 'lazy']],
    ['grid', ['eager', 'eager', 'lazy']],
    ['carousel', ['eager', 'eager', 'lazy']],
  ])('loads at once only the slides a %s shows first', (design, loading) => {
    const { root } = renderGallery({ design, slides: gallerySlides(3) });
    const images = [...(root?.querySelectorAll('.gallery__slide img') ?? [])];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(loading);
  });

  it('puts the slide attributes of the spec on each slide', () => {
    const { root } = renderGallery({
      design: 'grid',
      mixedContent: true,
      slides: gallerySlides(2, (n) =>
        n === 1
          ? {
              type: 'video',
              videoUrl: '/assets/demo/clip.mp4',
              clickThroughUrl: 'https://example.com/shop',
              focalPoint: { x: 0.25, y: 0.75 },
              url: 'the-clip',
            }
          : {},
      ),
    });
    const [image, video] = [...(root?.querySelectorAll('.gallery__slide') ?? [])];
    expect(image?.getAttribute('data-type')).toBe('image');
    expect(image?.getAttribute('data-slide-id')).toBe(slideId(1));
    expect(image?.getAttribute('data-src')).toBe('/assets/demo/photo-1.jpg');
    expect(image?.getAttribute('data-image-dimensions')).toBe('1200x800');
    expect(image?.querySelector('a[data-lightbox-open]')?.getAttribute('href')).toBe(
      '/assets/demo/photo-1.jpg',
    );
    expect(video?.getAttribute('data-type')).toBe('video');
    expect(video?.getAttribute('data-slide-url')).toBe('the-clip');
    expect(video?.getAttribute('data-click-through-url')).toBe('https://example.com/shop');
    expect(video?.getAttribute('data-image-focal-point')).toBe('0.25,0.75');
    // A click-through item is a plain link and never opens the lightbox.
    expect(video?.querySelector('[data-lightbox-open]')).toBeNull();
    expect(video?.querySelector('a')?.getAttribute('href')).toBe('https://example.com/shop');
  });

  it('fills the block data with the defaults of the spec', () => {
    const grid = renderGallery({ design: 'grid', slides: gallerySlides(2) }).data;
    expect(grid).toMatchObject({ slidesPerRow: 4, padding: 20, lightbox: true, lightboxTheme: 'dark' });
    const carousel = renderGallery({ design: 'carousel', slides: gallerySlides(2) }).data;
    expect(carousel).toMatchObject({ slidesPerRow: 3, gutter: 1, lightbox: false });
    const auto = renderGallery({ design: 'autocolumns', columnWidth: '320', slides: gallerySlides(2) }).data;
    expect(auto.columnWidth).toBe(320);
    expect(
      renderGallery({ design: 'autocolumns', columnWidth: -1, slides: gallerySlides(2) }).data.columnWidth,
    ).toBe(250);
    const strip = renderGallery({ design: 'slider', slides: gallerySlides(2) }).data;
    expect(strip).toMatchObject({ stripAlignment: 'middle', vSize: 10 });
    const thumbs = renderGallery({
      design: 'slideshow',
      thumbnails: true,
      'thumbnail-strip-margin': 9,
      slides: gallerySlides(2),
    });
    expect(thumbs.data['thumbnail-strip-margin']).toBe(5);
    expect(thumbs.root?.querySelectorAll('[data-gallery-thumb]').length).toBe(2);
  });

  it('plays a video slide in place when the lightbox is off', () => {
    const { root } = renderGallery({
      design: 'slideshow',
      mixedContent: true,
      slides: gallerySlides(2, (n) => (n === 0 ? { type: 'video', videoUrl: '/assets/demo/clip.mp4' } : {})),
    });
    const video = root?.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/assets/demo/clip.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('poster')).toBe('/assets/demo/photo-1.jpg');
  });

  it('opens at the slide the server was asked for', () => {
    const { root } = renderGallery({
      design: 'slideshow',
      currentSlide: slideId(3),
      slides: gallerySlides(4),
    });
    expect(root?.querySelector('.gallery__slide.is-current')?.getAttribute('data-slide-id')).toBe(slideId(3));
  });

  it('renders nothing without a usable slide, and refuses unsafe addresses', () => {
    expect(renderGallery({ design: 'grid', slides: [] }).root).toBeNull();
    const { root } = renderGallery({
      design: 'grid',
      slides: [...gallerySlides(1), { id: slideId(9), type: 'image', src: 'javascript:alert(1)', alt: '' }],
    });
    expect(root?.querySelectorAll('.gallery__slide').length).toBe(1);
  });
});
