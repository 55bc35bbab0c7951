import type { CSSProperties } from 'react';
import { useText } from '../../i18n/use-text';
import { claimFirstImage, useMedia } from '../image/media-context';
import type { GalleryData, SlideView } from './gallery-data';
import { slideSizes } from './gallery-media';

export interface SlideProps {
  slide: SlideView;
  index: number;
  count: number;
  data: GalleryData;
  current: boolean;
  /** Sliding layouts show one slide; the rest are hidden from assistive technology once enhanced. */
  sliding: boolean;
}

function imageStyle(slide: SlideView): CSSProperties | undefined {
  if (!slide.focalPoint) return undefined;
  return { objectPosition: `${slide.focalPoint.x * 100}% ${slide.focalPoint.y * 100}%` };
}

function SlideImage({ slide, eager, data }: { slide: SlideView; eager: boolean; data: GalleryData }) {
  // The page's first large image, when a gallery shows it, is its likely largest paint.
  const first = claimFirstImage(useMedia(), eager ? Math.min(800, slide.width ?? 0) : 0);
  return (
    <img
      className="gallery__img"
      src={slide.src}
      srcSet={slide.srcset}
      sizes={slide.srcset ? slideSizes(data) : undefined}
      alt={slide.alt}
      width={slide.width}
      height={slide.height}
      style={imageStyle(slide)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={first ? 'high' : undefined}
    />
  );
}

/**
 * The slide's media. A click-through slide is a link to its address; with the lightbox a slide is
 * a link to its full image (or video file), so it opens without JavaScript too; a video without
 * the lightbox plays in place.
 */
function SlideMedia({ slide, data, index }: { slide: SlideView; data: GalleryData; index: number }) {
  // The first two slides are in view at once in most layouts; a slideshow shows one, and its
  // behaviour loads the neighbours of the current slide, so the page's first image (its largest
  // paint, often) does not share the connection with a slide no one sees yet.
  const eager = index < (data.layout === 'stacked' ? 1 : 2);
  if (slide.clickThrough) {
    return (
      <a
        className="gallery__link"
        href={slide.clickThrough.href}
        rel={slide.clickThrough.external ? 'noopener' : undefined}
      >
        <SlideImage slide={slide} eager={eager} data={data} />
      </a>
    );
  }
  if (slide.type === 'video' && slide.videoUrl && !data.lightbox) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a slide has no caption track to offer; its caption is the figcaption.
      <video
        className="gallery__video"
        controls
        playsInline
        preload="none"
        poster={slide.src || undefined}
        src={slide.videoUrl}
        width={slide.width}
        height={slide.height}
        aria-label={slide.alt || undefined}
      />
    );
  }
  if (data.lightbox) {
    return (
      <a
        className="gallery__open"
        href={slide.type === 'video' && slide.videoUrl ? slide.videoUrl : slide.src}
        data-lightbox-open=""
      >
        <SlideImage slide={slide} eager={eager} data={data} />
        {slide.type === 'video' ? <span className="gallery__play" aria-hidden="true" /> : null}
      </a>
    );
  }
  return <SlideImage slide={slide} eager={eager} data={data} />;
}

/** One slide with the attributes of spec 001 §3 ("Slide attributes"). */
export function GallerySlideItem({ slide, index, count, data, current, sliding }: SlideProps) {
  const text = useText('gallery');
  return (
    <li
      className={`gallery__slide${current ? ' is-current' : ''}`}
      data-type={slide.type}
      data-slide-id={slide.id}
      data-slide-url={slide.url}
      data-click-through-url={slide.clickThrough?.href}
      data-src={slide.src || undefined}
      data-video-url={slide.videoUrl}
      data-image-dimensions={slide.width && slide.height ? `${slide.width}x${slide.height}` : undefined}
      data-image-focal-point={slide.focalPoint ? `${slide.focalPoint.x},${slide.focalPoint.y}` : undefined}
      aria-roledescription={sliding ? 'slide' : undefined}
      aria-label={sliding ? text('slideOf', { n: index + 1, total: count }) : undefined}
    >
      <figure className="gallery__figure">
        <div className="gallery__media">
          <SlideMedia slide={slide} data={data} index={index} />
        </div>
        {slide.caption ? <figcaption className="gallery__caption">{slide.caption}</figcaption> : null}
      </figure>
    </li>
  );
}
