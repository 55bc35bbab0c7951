import { type GallerySlide, newId } from '@atelier/domain';

/**
 * What a media picker hands the gallery: one chosen image or video from the library. The library
 * fills mediaId; an address typed by the owner has none.
 */
export interface GalleryMediaChoice {
  type: 'image' | 'video';
  mediaId?: string;
  /** The image, or the video's poster image. */
  src: string;
  videoUrl?: string;
  width?: number;
  height?: number;
  focalPoint?: { x: number; y: number };
  alt?: string;
  /** The library's caption of the file, when it has one. */
  caption?: string;
}

/** The seam a media library plugs into: resolves with the chosen items, or an empty list when cancelled. */
export type PickGalleryMedia = (kind: 'image' | 'video') => Promise<GalleryMediaChoice[]>;

export function slideFromChoice(choice: GalleryMediaChoice): GallerySlide {
  const slide: GallerySlide = { id: newId(), type: choice.type, src: choice.src, alt: choice.alt ?? '' };
  if (choice.mediaId) slide.mediaId = choice.mediaId;
  if (choice.videoUrl) slide.videoUrl = choice.videoUrl;
  if (choice.width && choice.height) {
    slide.width = Math.round(choice.width);
    slide.height = Math.round(choice.height);
  }
  if (choice.focalPoint) slide.focalPoint = choice.focalPoint;
  if (choice.caption) slide.caption = choice.caption;
  return slide;
}

/** The slides as stored, each kept only if it is an object with an id. */
export function readSlides(value: unknown): GallerySlide[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (slide): slide is GallerySlide =>
      typeof slide === 'object' && slide !== null && typeof slide.id === 'string',
  );
}

/** The list with the slide at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveSlide<T>(slides: readonly T[], from: number, to: number): T[] {
  const target = Math.min(Math.max(to, 0), slides.length - 1);
  if (from === target || from < 0 || from >= slides.length) return [...slides];
  const next = [...slides];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** A slide with an optional text field set, or removed when empty. */
export function withSlideText(
  slide: GallerySlide,
  key: 'caption' | 'clickThroughUrl',
  value: string,
): GallerySlide {
  const { [key]: _previous, ...rest } = slide;
  return value ? { ...rest, [key]: value } : rest;
}
