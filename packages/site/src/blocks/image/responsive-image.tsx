import type { MediaReference } from '@atelier/domain';
import type { CSSProperties } from 'react';
import { derivedWidths } from '../../runtime/image-loader/derived-widths';
import type { ImageLoaderSettings } from '../../runtime/image-loader/image-loader-settings';
import { IMAGE_LOADER_BEHAVIOUR } from './image-lightbox';
import { claimFirstImage, type RenderMedia, useMedia } from './media-context';

export interface ResponsiveImageProps {
  /** What the page stores: the library item's id, its alt text here, an optional focal point. */
  reference: MediaReference;
  /** The CSS sizes of the slot, e.g. "(max-width: 800px) 100vw, 760px". */
  sizes?: string;
  /** Roughly how wide the slot is on a desktop, in CSS pixels; decides "large" for eager loading. */
  slotWidth?: number;
  className?: string;
  /** auto: the page's first large image loads eagerly with high priority, the rest lazily. */
  loading?: 'auto' | 'eager' | 'lazy';
  /** How the picture fills a box of another ratio; the focal point stays in view under cover. */
  fit?: 'cover' | 'contain';
  /** Extra attributes of the <img>, such as those that make it open the lightbox. */
  imgAttributes?: Record<string, string | number>;
  /**
   * Hands the image to the browser's image loader (a lazy chunk) with these settings: for boxes
   * whose size srcset and sizes cannot describe, such as a cover crop of another ratio.
   */
  loader?: ResponsiveImageLoader;
}

/** The image-loader settings (spec 001 §3) a server-rendered image may carry beyond its source. */
export type ResponsiveImageLoader = Partial<
  Pick<
    ImageLoaderSettings,
    'mode' | 'fixedRatio' | 'sizeAdjustment' | 'dprMax' | 'dprMin' | 'fitAlignment' | 'allowSaveData'
  >
>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The loader's settings as the data attributes it reads (data-mode, data-dpr-max, ...). */
export function imageLoaderAttributes(loader: ResponsiveImageLoader): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(loader)) {
    if (value === undefined || value === null) continue;
    attributes[`data-${kebab(name)}`] = String(value);
  }
  return attributes;
}

/** The derived widths worth offering: those narrower than the original, then the original's own width. */
export const srcsetWidths = derivedWidths;

const srcset = (media: RenderMedia, format: string) =>
  srcsetWidths(media.width ?? 0)
    .map(({ file, descriptor }) => `${media.url}${file}.${format} ${descriptor}w`)
    .join(', ');

/**
 * A library image as real HTML: <picture> with AVIF and WebP sources and a JPEG/PNG/GIF <img>
 * fallback, srcset and sizes, width and height (no layout shift), lazy or eager loading, the focal
 * point as object-position and a tiny placeholder behind it. Works without JavaScript; the image
 * loader only upgrades it. Renders nothing for an id the site does not have.
 */
export function ResponsiveImage({
  reference,
  sizes = '100vw',
  slotWidth = 800,
  className,
  loading = 'auto',
  fit,
  imgAttributes,
  loader,
}: ResponsiveImageProps) {
  const state = useMedia();
  const media = state.media[reference.mediaId];
  if (media?.kind !== 'image' || !media.width || !media.height) return null;
  const focal = reference.focalPoint ?? media.focalPoint;
  const eager =
    loading === 'eager' || (loading === 'auto' && claimFirstImage(state, Math.min(slotWidth, media.width)));
  const position = `${round(focal.x * 100)}% ${round(focal.y * 100)}%`;
  const style: CSSProperties = { objectPosition: position };
  if (fit) style.objectFit = fit;
  if (media.placeholderUrl) {
    style.backgroundImage = `url(${media.placeholderUrl})`;
    style.backgroundSize = 'cover';
    style.backgroundPosition = position;
  }
  const isSvg = media.mimeType === 'image/svg+xml';
  const fallback = media.fallback ?? 'jpeg';
  const formats = media.animated ? ['webp'] : isSvg ? ['webp'] : ['avif', 'webp'];
  const middle = srcsetWidths(media.width).find((w) => w.file >= 1000) ?? srcsetWidths(media.width).at(-1)!;
  return (
    <picture
      className={className ? `${className}-picture` : undefined}
      data-behaviour={loader ? IMAGE_LOADER_BEHAVIOUR : undefined}
    >
      {formats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcset(media, format)} sizes={sizes} />
      ))}
      <img
        className={className}
        src={`${media.url}${middle.file}.${fallback}`}
        srcSet={srcset(media, fallback)}
        sizes={sizes}
        width={media.width}
        height={media.height}
        alt={reference.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        fetchPriority={eager ? 'high' : undefined}
        style={style}
        data-image-dimensions={`${media.width}x${media.height}`}
        data-image-focal-point={`${round(focal.x)},${round(focal.y)}`}
        data-src={media.url}
        data-load={eager ? 'true' : 'viewport'}
        {...(loader ? imageLoaderAttributes(loader) : {})}
        {...imgAttributes}
      />
    </picture>
  );
}

const round = (value: number) => Math.round(value * 1000) / 1000;
