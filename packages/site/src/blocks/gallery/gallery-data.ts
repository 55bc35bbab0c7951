import {
  AUTO_COLUMNS,
  AUTOPLAY_TIMEOUT_MS,
  aspectRatioOf,
  CAROUSEL,
  checkColumnWidth,
  checkStripAlignment,
  GALLERY,
  type GalleryLayout,
  GRID,
  galleryDesign,
  galleryLayout,
  isId,
  normaliseIndex,
  STRIP,
} from '@atelier/domain';
import type { MediaLookup } from '../image/media-context';
import { safeHref, safeSource } from '../safe-href';
import { isRecord, readFiniteNumber, readOneOf, readString, readText } from '../settings-guards';
import { librarySlide } from './gallery-media';

/** A slide as the markup uses it: addresses already checked. */
export interface SlideView {
  id: string;
  type: 'image' | 'video';
  src: string;
  /** Widths of a library image to choose from. */
  srcset?: string;
  alt: string;
  caption?: string;
  width?: number;
  height?: number;
  focalPoint?: { x: number; y: number };
  clickThrough?: { href: string; external: boolean };
  videoUrl?: string;
  url?: string;
}

/**
 * The block data the browser reads from the gallery's root (spec 001 §3, "Gallery block data"),
 * with every default of spec 001 §9 filled in.
 */
export interface GalleryData {
  design: string;
  layout: GalleryLayout;
  imageAspectRatio: string;
  slidesPerRow: number;
  lightbox: boolean;
  lightboxTheme: 'light' | 'dark';
  mixedContent: boolean;
  columnWidth: number;
  gutter: number;
  listImageSize: number;
  'square-thumbs': boolean;
  'auto-crop': boolean;
  'thumbnails-per-row': number;
  'thumbnail-strip-height': number;
  'thumbnail-strip-margin': number;
  thumbnails: boolean;
  'active-alignment': 'left' | 'center' | 'right';
  autoplay: boolean;
  /** Seconds; unset, the layout's default (5000 ms stacked, 1000 ms otherwise). */
  'autoplay-duration': number;
  vSize: number;
  padding: number;
  transition: string;
  scrollDirection: 'horizontal' | 'vertical';
  loop: boolean;
  history: boolean;
  randomize: boolean;
  columnBehaviour: string;
  stripAlignment: 'start' | 'middle' | 'end';
  currentIndex: number;
}

export interface GalleryView {
  data: GalleryData;
  slides: SlideView[];
}

const positive = (value: number | undefined) =>
  value !== undefined && value >= 1 ? Math.round(value) : undefined;

function readSlide(raw: unknown, media: MediaLookup): SlideView | null {
  if (!isRecord(raw) || !isId(raw.id)) return null;
  const type = raw.type === 'video' ? 'video' : 'image';
  const library = librarySlide(raw, media);
  const src = library?.src ?? safeSource(raw.src);
  const videoUrl = library?.videoUrl ?? safeSource(raw.videoUrl) ?? undefined;
  if (!src && !(type === 'video' && videoUrl)) return null;
  const focal = isRecord(raw.focalPoint) ? raw.focalPoint : null;
  const fx = focal ? readFiniteNumber(focal, 'x') : undefined;
  const fy = focal ? readFiniteNumber(focal, 'y') : undefined;
  const url = readText(raw, 'url');
  return {
    id: raw.id,
    type,
    src: src ?? '',
    srcset: library?.srcset,
    alt: readString(raw, 'alt') || library?.alt || '',
    caption: readText(raw, 'caption') ?? (library?.caption || undefined),
    width: library?.width ?? positive(readFiniteNumber(raw, 'width')),
    height: library?.height ?? positive(readFiniteNumber(raw, 'height')),
    focalPoint:
      fx !== undefined && fy !== undefined
        ? { x: Math.min(Math.max(fx, 0), 1), y: Math.min(Math.max(fy, 0), 1) }
        : library?.focalPoint,
    clickThrough: safeHref(raw.clickThroughUrl) ?? undefined,
    videoUrl: type === 'video' ? videoUrl : undefined,
    url: url && /^[a-z0-9-]{1,80}$/.test(url) ? url : undefined,
  };
}

const bool = (record: Record<string, unknown>, key: string, fallback: boolean) =>
  typeof record[key] === 'boolean' ? (record[key] as boolean) : fallback;

const autoplaySeconds = (value: number | undefined, layout: GalleryLayout) =>
  value === undefined || value <= 0
    ? AUTOPLAY_TIMEOUT_MS[layout === 'stacked' ? 'stacked' : 'generic'] / 1000
    : Math.min(Math.max(value, 0.5), 60);

/** A video slide as a picture: its poster, or nothing when it has none. */
const imageOnly = (slide: SlideView): SlideView[] => {
  if (slide.type !== 'video') return [slide];
  if (!slide.src) return [];
  const { videoUrl: _videoUrl, ...rest } = slide;
  return [{ ...rest, type: 'image' }];
};

/**
 * Null when the settings hold no usable slide. Slides from the media library show the library's
 * item as it is now (`media`, the page's lookup); the stored address is the fallback.
 */
export function readGallerySettings(settings: unknown, media: MediaLookup = {}): GalleryView | null {
  if (!isRecord(settings) || !Array.isArray(settings.slides)) return null;
  const seen = new Set<string>();
  const slides = settings.slides.flatMap((raw) => {
    const slide = readSlide(raw, media);
    if (!slide || seen.has(slide.id)) return [];
    seen.add(slide.id);
    return [slide];
  });
  const mixedContent = bool(settings, 'mixedContent', false);
  // Without mixed content the gallery holds pictures only: a video slide shows its still picture.
  const shown = mixedContent ? slides : slides.flatMap(imageOnly);
  if (shown.length === 0) return null;
  const design = galleryDesign(settings);
  const layout = galleryLayout(design);
  const number = (key: string) => readFiniteNumber(settings, key);
  const columnWidth = checkColumnWidth(settings.columnWidth);
  const alignment = checkStripAlignment(settings.stripAlignment);
  const current = shown.findIndex((slide) => slide.id === settings.currentSlide);
  const defaultPerRow = layout === 'grid' ? GRID.defaultPerRow : CAROUSEL.defaultPerRow;
  return {
    slides: shown,
    data: {
      design,
      layout,
      imageAspectRatio: readString(settings, 'imageAspectRatio') ?? (layout === 'grid' ? '1:1' : 'Auto'),
      slidesPerRow: Math.min(Math.max(Math.round(number('slidesPerRow') ?? defaultPerRow), 1), 12),
      lightbox: bool(settings, 'lightbox', layout === 'grid' ? GRID.lightbox : false),
      lightboxTheme: settings.lightboxTheme === 'light' ? 'light' : 'dark',
      mixedContent,
      columnWidth: columnWidth.ok ? columnWidth.value : AUTO_COLUMNS.columnWidth,
      gutter: Math.min(Math.max(number('gutter') ?? CAROUSEL.defaultGutter, 0), 20),
      listImageSize: Math.min(Math.max(number('listImageSize') ?? 50, 10), 90),
      'square-thumbs': bool(settings, 'square-thumbs', true),
      'auto-crop': bool(settings, 'auto-crop', true),
      'thumbnails-per-row': Math.min(Math.max(Math.round(number('thumbnails-per-row') ?? 8), 2), 20),
      'thumbnail-strip-height': Math.min(Math.max(number('thumbnail-strip-height') ?? 72, 32), 200),
      // Spec 001 §9: the thumbnail margin is capped at 5.
      'thumbnail-strip-margin': Math.min(Math.max(number('thumbnail-strip-margin') ?? 4, 0), 5),
      thumbnails: bool(settings, 'thumbnails', false),
      'active-alignment': readOneOf(settings, 'active-alignment', ['left', 'center', 'right']) ?? 'center',
      autoplay: bool(settings, 'autoplay', false),
      'autoplay-duration': autoplaySeconds(number('autoplay-duration'), layout),
      vSize: Math.min(Math.max(number('vSize') ?? STRIP.defaultVSize, 1), 20),
      padding: Math.min(Math.max(number('padding') ?? GRID.padding, 0), 100),
      transition: readString(settings, 'transition') ?? 'fade',
      scrollDirection: settings.scrollDirection === 'vertical' ? 'vertical' : 'horizontal',
      loop: bool(settings, 'loop', true),
      history: bool(settings, 'history', false),
      randomize: bool(settings, 'randomize', false),
      columnBehaviour: readString(settings, 'columnBehaviour') ?? '',
      stripAlignment: alignment.ok ? alignment.value : STRIP.defaultAlignment,
      currentIndex: normaliseIndex(current < 0 ? 0 : current, shown.length),
    },
  };
}

/**
 * The shape of a slide's thumbnail, width over height: square with square-thumbs, otherwise the
 * picture's own; a video's is 16:9 wherever videos mix with images.
 */
export function thumbnailRatio(slide: SlideView, data: GalleryData): number {
  if (slide.type === 'video') return GALLERY.videoThumbnailRatio;
  if (data['square-thumbs'] || !slide.width || !slide.height) return 1;
  return slide.width / slide.height;
}

/** The CSS ratio of the images ("4 / 3"), or undefined for 'Auto'. */
export function cssAspectRatio(data: GalleryData): string | undefined {
  const ratio = aspectRatioOf(data.imageAspectRatio);
  return ratio ? `1 / ${ratio}` : undefined;
}
