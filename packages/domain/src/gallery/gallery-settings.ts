/**
 * A gallery's slides and settings as stored in its block (spec 001 §3, "Gallery block data"). The
 * hyphenated keys are the spec's field names. Slides reference media by address; `mediaId` ties a
 * slide to the media library when it came from there.
 */
export interface GallerySlide {
  /** 24-character hex id, unique in the gallery: the slide's data-slide-id and history id. */
  id: string;
  type: 'image' | 'video';
  mediaId?: string;
  /** The image address; for a video, its poster. */
  src: string;
  width?: number;
  height?: number;
  /** Fractions 0..1 from the top left. */
  focalPoint?: { x: number; y: number };
  alt: string;
  caption?: string;
  clickThroughUrl?: string;
  /** A video file address (mp4, webm) played in place and in the lightbox. */
  videoUrl?: string;
  /** The slide's own path segment for the history option; its id is used when absent. */
  url?: string;
}

export const GALLERY_DESIGNS = [
  'stacked',
  'slider',
  'slideshow',
  'grid',
  'autogrid',
  'autocolumns',
  'carousel',
  'list',
] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

/** The layouts designs map to (spec 001 §2, "Gallery layout designs"). */
export type GalleryLayout =
  | 'base'
  | 'strip'
  | 'stacked'
  | 'grid'
  | 'autogrid'
  | 'autocolumns'
  | 'carousel'
  | 'list';

export const GALLERY_TRANSITIONS = ['fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe'] as const;
export type GalleryTransition = (typeof GALLERY_TRANSITIONS)[number];

export interface GalleryBlockSettings {
  slides: GallerySlide[];
  /** A gallery block variant (1000 slideshow, 1002 carousel, 1003 grid, 1004 stack); wins over design. */
  variant?: number;
  design?: string;
  /** 'Auto' (no fixed ratio) or "w:h", e.g. "4:3". */
  imageAspectRatio?: string;
  slidesPerRow?: number;
  lightbox?: boolean;
  lightboxTheme?: 'light' | 'dark';
  mixedContent?: boolean;
  /** Autocolumns: a positive number; numeric strings are accepted. */
  columnWidth?: number | string;
  /** Percent of the width between slides. */
  gutter?: number;
  /** List design: image width in percent; the text gets the rest. */
  listImageSize?: number;
  'square-thumbs'?: boolean;
  'auto-crop'?: boolean;
  'thumbnails-per-row'?: number;
  'thumbnail-strip-height'?: number;
  'thumbnail-strip-margin'?: number;
  thumbnails?: boolean;
  'active-alignment'?: 'left' | 'center' | 'right';
  autoplay?: boolean;
  /** Seconds. */
  'autoplay-duration'?: number;
  vSize?: number;
  padding?: number;
  /** Slideshow transition. */
  transition?: string;
  /** Scroll transition axis. */
  scrollDirection?: 'horizontal' | 'vertical';
  loop?: boolean;
  history?: boolean;
  /** Autoplay picks a random other slide. */
  randomize?: boolean;
  /** 'min' floors the autogrid column count; anything else rounds up. */
  columnBehaviour?: string;
  stripAlignment?: 'start' | 'middle' | 'end';
  /** Set by the server when the page is answered at its path plus a slide id. */
  currentSlide?: string;
}

/** stacked -> base, slider -> strip, slideshow -> stacked, the others as themselves, anything else -> base. */
export function galleryLayout(design: string): GalleryLayout {
  switch (design) {
    case 'stacked':
      return 'base';
    case 'slider':
      return 'strip';
    case 'slideshow':
      return 'stacked';
    case 'grid':
    case 'autogrid':
    case 'autocolumns':
    case 'carousel':
    case 'list':
      return design;
    default:
      return 'base';
  }
}

/** Layouts a visitor moves through one slide (or group) at a time, with controls. */
export const SLIDING_LAYOUTS: readonly GalleryLayout[] = ['stacked', 'strip', 'carousel'];

/** "4:3" -> 0.75 (height over width); 'Auto', empty or malformed -> undefined (no fixed ratio). */
export function aspectRatioOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:x/]\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? height / width : undefined;
}

/** The path segment that names a slide in the address: its url, else its id. */
export const slidePathSegment = (slide: Pick<GallerySlide, 'id' | 'url'>): string => slide.url || slide.id;
