import { IMAGE_DESIGNS, type ImageDesign, imageDesignOf } from '@atelier/domain';
import type { ReactNode } from 'react';
import type { BlockProps } from '../block-props';
import { safeHref, safeSource } from '../safe-href';
import { isRecord, readFiniteNumber, readString, readText } from '../settings-guards';
import { imageLightboxAttributes } from './image-lightbox';
import { type ImageWords, ImageWordsBox, imageWordsText, readImageWords } from './image-words';
import { claimFirstImage, useMedia } from './media-context';
import { ResponsiveImage } from './responsive-image';

/** Image block variants (spec 001 §3, "Block variants"), by number: the designs' names. */
export const IMAGE_VARIANTS = IMAGE_DESIGNS;

export type ImageVariant = ImageDesign;

interface ImageView {
  /** A library item, or an address from before the library (kept so old pages still render). */
  mediaId?: string;
  src?: string;
  alt: string;
  caption?: string;
  width?: number;
  height?: number;
  link?: { href: string; external: boolean };
  focalPoint?: { x: number; y: number };
  variant: ImageVariant;
  /** The title, text and button of the designs other than inline. */
  words: ImageWords;
}

const fraction = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 1;

/** Null when the block has no image yet (a new block is valid and empty); a decorative image has alt "". */
export function readImageSettings(settings: unknown): ImageView | null {
  if (!isRecord(settings)) return null;
  const mediaId = readString(settings, 'mediaId');
  const src = mediaId ? undefined : (safeSource(settings.src) ?? undefined);
  if (!mediaId && !src) return null;
  const focal = settings.focalPoint;
  const variant = imageDesignOf(readFiniteNumber(settings, 'variant'));
  return {
    mediaId: mediaId && /^[0-9a-f]{24}$/.test(mediaId) ? mediaId : undefined,
    src,
    alt: settings.decorative === true ? '' : (readString(settings, 'alt') ?? ''),
    caption: readText(settings, 'caption'),
    width: dimension(readFiniteNumber(settings, 'width')),
    height: dimension(readFiniteNumber(settings, 'height')),
    link: safeHref(settings.link) ?? undefined,
    focalPoint:
      isRecord(focal) && fraction(focal.x) && fraction(focal.y)
        ? { x: focal.x as number, y: focal.y as number }
        : undefined,
    variant,
    words: variant === 'inline' ? {} : readImageWords(settings),
  };
}

function dimension(value: number | undefined): number | undefined {
  return value !== undefined && value >= 1 ? Math.round(value) : undefined;
}

// The slot the picture fills in each design: the page column, full width on phones.
const SIZES: Record<ImageVariant, string> = {
  inline: '(max-width: 800px) 100vw, 760px',
  poster: '100vw',
  card: '(max-width: 414px) 100vw, 380px',
  overlap: '(max-width: 800px) 100vw, 600px',
  collage: '(max-width: 800px) 100vw, 560px',
  stack: '(max-width: 800px) 100vw, 760px',
};

/** A poster crops its picture to a wide frame, whose height srcset and sizes cannot describe. */
const POSTER_LOADER = { mode: 'cover', allowSaveData: true } as const;

/**
 * Image (block type 5): a library image rendered responsively, in one of the spec's six designs.
 * Inline shows the picture and its caption; poster sets the title, text and button over the
 * picture on a scrim; card beside it; overlap in a box over its edge; collage beside it on a panel
 * of the site's accent colour offset behind it; stack under it. Every design is CSS only, and
 * stacks in a narrow column (under 415 px, spec 000 §9).
 */
export function ImageBlock({ block, root }: BlockProps) {
  const image = readImageSettings(block.settings);
  const state = useMedia();
  const { media } = state;
  if (!image) return null;
  let picture: ReactNode;
  if (image.mediaId) {
    if (!media[image.mediaId]) return null;
    picture = (
      <ResponsiveImage
        className="block-image__img"
        reference={{ mediaId: image.mediaId, alt: image.alt, focalPoint: image.focalPoint }}
        sizes={SIZES[image.variant]}
        fit={image.variant === 'poster' ? 'cover' : undefined}
        loader={image.variant === 'poster' ? POSTER_LOADER : undefined}
        imgAttributes={imageLightboxAttributes(block.settings)}
      />
    );
  } else {
    const first = claimFirstImage(state, Math.min(800, image.width ?? 0));
    picture = (
      <img
        className="block-image__img"
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={first ? 'high' : undefined}
        {...imageLightboxAttributes(block.settings)}
      />
    );
  }
  const caption = image.caption ?? (image.mediaId ? media[image.mediaId]?.caption || undefined : undefined);
  return (
    <figure {...root} className={`block block-image block-image--${image.variant}`}>
      <div className="block-image__body">
        <div className="block-image__frame">
          {image.link ? (
            <a
              className="block-image__link"
              href={image.link.href}
              rel={image.link.external ? 'noopener' : undefined}
            >
              {picture}
            </a>
          ) : (
            picture
          )}
        </div>
        {image.variant === 'inline' ? (
          caption ? (
            <figcaption className="block-image__caption">{caption}</figcaption>
          ) : null
        ) : (
          <ImageWordsBox words={image.words} caption={caption} />
        )}
      </div>
    </figure>
  );
}

/** What a visitor reads in the block, for site search: the caption, or the design's words. */
export function imageBlockText(settings: unknown): string {
  const image = readImageSettings(settings);
  if (!image) return '';
  if (image.variant === 'inline') return image.caption ?? '';
  // As ImageWordsBox shows it: the caption in the text's place when there is no title and no text.
  const { title, text } = image.words;
  const caption = !title && !text && image.caption ? [image.caption] : [];
  return [...caption, ...imageWordsText(image.words)].join('\n');
}
