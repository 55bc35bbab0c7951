import { CollectionType, SLIDING_LAYOUTS } from '@atelier/domain';
import type { CSSProperties } from 'react';
import { useText } from '../../i18n/use-text';
import type { BlockProps } from '../block-props';
import { useMedia } from '../image/media-context';
import { GalleryControls, ThumbnailStrip } from './gallery-controls';
import { cssAspectRatio, type GalleryData, readGallerySettings, type SlideView } from './gallery-data';
import { GallerySlideItem } from './gallery-slide';

function galleryStyle(data: GalleryData, first: SlideView | undefined): CSSProperties {
  const ratio = cssAspectRatio(data);
  return {
    // A slideshow without a fixed ratio takes its first picture's.
    ...(first?.width && first.height
      ? { '--gallery-natural-ratio': `${first.width} / ${first.height}` }
      : {}),
    '--gallery-per-row': data.slidesPerRow,
    '--gallery-gutter': `${data.gutter}%`,
    '--gallery-padding': `${data.padding}px`,
    '--gallery-column-width': `${data.columnWidth}px`,
    '--gallery-list-image': `${data.listImageSize}%`,
    '--gallery-vsize': data.vSize,
    '--gallery-thumb-height': `${data['thumbnail-strip-height']}px`,
    '--gallery-thumb-margin': `${data['thumbnail-strip-margin']}px`,
    '--gallery-thumbs-per-row': data['thumbnails-per-row'],
    ...(ratio ? { '--gallery-ratio': ratio } : {}),
  } as CSSProperties;
}

/**
 * Gallery (block type 8). Every layout is usable without JavaScript: sliding layouts scroll
 * sideways with snapping until the behaviour turns them into a slideshow, strip or carousel.
 */
export function GalleryBlock({ block, root }: BlockProps) {
  const { media } = useMedia();
  const text = useText('gallery');
  const view = readGallerySettings(block.settings, media);
  if (!view) return null;
  const { data, slides } = view;
  const sliding = SLIDING_LAYOUTS.includes(data.layout);
  const className = [
    'block',
    'block-gallery',
    `gallery--${data.layout}`,
    data.lightbox ? `gallery--lightbox-${data.lightboxTheme}` : '',
    cssAspectRatio(data) ? `gallery--fixed-ratio gallery--${data['auto-crop'] ? 'crop' : 'fit'}` : '',
    data.layout === 'stacked' && data.scrollDirection === 'vertical' && data.transition === 'scroll'
      ? 'gallery--vertical'
      : '',
    data.layout === 'stacked' ? `gallery--transition-${data.transition}` : '',
    data.layout === 'strip' ? `gallery--align-${data.stripAlignment}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      {...root}
      className={className}
      style={galleryStyle(data, slides[0])}
      data-collection-type={CollectionType.galleryBlock}
      data-design={data.design}
      data-layout={data.layout}
      data-gallery={JSON.stringify(data)}
      aria-roledescription={sliding ? 'carousel' : undefined}
      aria-label={text('label')}
    >
      <div className="gallery__viewport">
        <ul className="gallery__slides">
          {slides.map((slide, index) => (
            <GallerySlideItem
              key={slide.id}
              slide={slide}
              index={index}
              count={slides.length}
              data={data}
              current={index === data.currentIndex}
              sliding={sliding}
            />
          ))}
        </ul>
      </div>
      {sliding && slides.length > 1 ? (
        <GalleryControls count={slides.length} current={data.currentIndex} autoplay={data.autoplay} />
      ) : null}
      {data.layout === 'stacked' && data.thumbnails && slides.length > 1 ? (
        <ThumbnailStrip slides={slides} data={data} />
      ) : null}
    </section>
  );
}

export function galleryBlockText(settings: unknown): string {
  const view = readGallerySettings(settings);
  if (!view) return '';
  return view.slides
    .flatMap((slide) => [slide.caption, slide.alt])
    .filter(Boolean)
    .join(' ');
}
