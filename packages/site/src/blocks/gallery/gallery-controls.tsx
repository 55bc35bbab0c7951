import type { CSSProperties } from 'react';
import { useText } from '../../i18n/use-text';
import { type GalleryData, type SlideView, thumbnailRatio } from './gallery-data';

/**
 * Previous, next and the slide counter (the gallery's `elements`), and the autoplay pause control.
 * They are hidden until the behaviour runs: without JavaScript the slides scroll instead.
 */
export function GalleryControls({
  count,
  current,
  autoplay,
}: {
  count: number;
  current: number;
  autoplay: boolean;
}) {
  const text = useText('gallery');
  return (
    <div className="gallery__controls" data-gallery-controls="" hidden>
      <button
        type="button"
        className="gallery__previous"
        data-gallery-previous=""
        aria-label={text('previous')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <p className="gallery__counter" aria-live="polite">
        <span data-gallery-current-index="">{current + 1}</span> / <span data-gallery-total="">{count}</span>
      </p>
      <button type="button" className="gallery__next" data-gallery-next="" aria-label={text('next')}>
        <span aria-hidden="true">›</span>
      </button>
      {autoplay ? (
        // Both words in the page's language: the behaviour swaps them without fetching a dictionary.
        <button
          type="button"
          className="gallery__pause"
          data-gallery-pause=""
          data-label-play={text('play')}
          aria-pressed="false"
        >
          {text('pause')}
        </button>
      ) : null}
    </div>
  );
}

/** The thumbnail strip linked to a slideshow: a second gallery kept at the same index. */
export function ThumbnailStrip({ slides, data }: { slides: SlideView[]; data: GalleryData }) {
  const current = data.currentIndex;
  const text = useText('gallery');
  return (
    <ul
      className={`gallery__thumbs${data['square-thumbs'] ? ' gallery__thumbs--square' : ''}`}
      data-gallery-thumbnails=""
      hidden
    >
      {slides.map((slide, index) => (
        <li
          key={slide.id}
          className={`gallery__thumb${index === current ? ' is-current' : ''}`}
          style={{ '--thumb-ratio': round(thumbnailRatio(slide, data)) } as CSSProperties}
        >
          <button
            type="button"
            className="gallery__thumb-button"
            data-gallery-thumb={index}
            aria-label={text('showSlide', { n: index + 1 })}
            aria-current={index === current ? 'true' : undefined}
          >
            <img
              className={`gallery__thumb-img${slide.type === 'video' ? ' gallery__thumb-img--video' : ''}`}
              src={slide.src}
              srcSet={slide.srcset}
              sizes={slide.srcset ? thumbnailSizes(slide, data) : undefined}
              alt=""
              loading="lazy"
              decoding="async"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * How wide a thumbnail's picture is drawn: the strip height times the wider of the thumbnail's shape
 * and the picture's own (it covers the thumbnail), so a 40 px thumbnail fetches a small file, not
 * the slide's largest.
 */
function thumbnailSizes(slide: SlideView, data: GalleryData): string {
  const own = slide.width && slide.height ? slide.width / slide.height : 1;
  return `${Math.ceil(data['thumbnail-strip-height'] * Math.max(thumbnailRatio(slide, data), own))}px`;
}

const round = (ratio: number) => Math.round(ratio * 10_000) / 10_000;
