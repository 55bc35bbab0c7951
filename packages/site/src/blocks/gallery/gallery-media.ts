import type { MediaLookup, RenderMedia } from '../image/media-context';
import { srcsetWidths } from '../image/responsive-image';
import { isRecord } from '../settings-guards';
import type { GalleryData } from './gallery-data';

/** What a slide shows of a library item, as it is now: a replaced file shows under the same id. */
export interface LibrarySlide {
  src?: string;
  srcset?: string;
  videoUrl?: string;
  width?: number;
  height?: number;
  alt: string;
  caption: string;
  focalPoint?: { x: number; y: number };
}

/** A library image at the largest derived width it has (never enlarged), with its srcset, in WebP. */
function libraryImage(media: RenderMedia | undefined): Pick<LibrarySlide, 'src' | 'srcset'> {
  if (media?.kind !== 'image' || !media.width) return {};
  const widths = srcsetWidths(media.width);
  const top = widths[widths.length - 1]!;
  return {
    src: `${media.url}${top.file}.webp`,
    srcset: widths.map((w) => `${media.url}${w.file}.webp ${w.descriptor}w`).join(', '),
  };
}

const idOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The library items a stored slide names (`mediaId`, and `poster.mediaId` for a video's still
 * picture), or null when it names none the page knows.
 */
export function librarySlide(raw: Record<string, unknown>, media: MediaLookup): LibrarySlide | null {
  const item = media[idOf(raw.mediaId) ?? ''];
  const poster = media[idOf(isRecord(raw.poster) ? raw.poster.mediaId : undefined) ?? ''];
  if (!item && !poster) return null;
  const picture = item?.kind === 'image' ? item : poster;
  return {
    ...libraryImage(picture),
    videoUrl: item?.kind === 'video' ? item.url : undefined,
    width: picture?.width ?? undefined,
    height: picture?.height ?? undefined,
    alt: item?.alt ?? '',
    caption: item?.caption ?? '',
    focalPoint: picture?.focalPoint,
  };
}

/** How wide a slide's image is shown, for the browser to pick from the srcset. */
export function slideSizes(data: GalleryData): string {
  switch (data.layout) {
    case 'grid':
    case 'carousel':
      return `(max-width: 479px) 50vw, ${Math.ceil(100 / data.slidesPerRow)}vw`;
    case 'autogrid':
    case 'autocolumns':
      return `(max-width: 479px) 100vw, ${data.columnWidth * 1.5}px`;
    case 'list':
      return `(max-width: 479px) 100vw, ${data.listImageSize}vw`;
    default:
      return '100vw';
  }
}
