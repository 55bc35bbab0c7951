import { IMAGE_LOADER, imageLoaderMessages } from '@atelier/domain';

/** How an image fills its box (spec 001 §3). cover/contain fit the image's own box; the rest its parent's. */
export const IMAGE_LOAD_MODES = ['cover', 'contain', 'fill', 'fit', 'content-fill', 'content-fit'] as const;
export type ImageLoadMode = (typeof IMAGE_LOAD_MODES)[number];
export const FIT_ALIGNMENTS = ['top', 'left', 'center', 'right', 'bottom'] as const;
export type FitAlignment = (typeof FIT_ALIGNMENTS)[number];

/** The image-loader settings of spec 001 §3, read from options or the element's data attributes. */
export interface ImageLoaderSettings {
  /** The address the derived files hang off: "/media/{hash}/" takes "{width}.{format}". */
  source: string;
  /** The original's width x height, which gives the ratio and the widths on offer. */
  dimensions: { width: number; height: number } | null;
  /** The box keeps the image's ratio (its height follows its width). */
  fixedRatio: boolean;
  focalPoint: { x: number; y: number };
  load: boolean | 'viewport';
  /** Load the chosen resolution even when it is not larger than the one shown. */
  forceImageUpdate: boolean;
  /** Unset: the image is as wide as its own box and keeps its ratio. */
  mode: ImageLoadMode | null;
  /** Multiplies the width asked for (spec 001 §9: device pixel ratio times size adjustment). */
  sizeAdjustment: number;
  /** filename: "{source}{width}.{format}"; queryString: "{source}?format={width}w". */
  sizeFormat: 'filename' | 'queryString';
  /** Fill modes stretch the image to the box instead of cropping it. */
  stretch: boolean;
  /** Show the image as its element's background instead of an <img> source. */
  useBgImage: boolean;
  /** Accepted for compatibility; positions are always set with object-position / background-position. */
  useAdvancedPositioning: boolean;
  /** Honour the visitor's Save-Data preference by asking for a pixel ratio of 1. */
  allowSaveData: boolean;
  dprMax: number;
  dprMin: number;
  fitAlignment: FitAlignment | null;
  /** Start a new load even while one is running (spec 001 §4). */
  allowConcurrentLoads: boolean;
}

export type ImageLoaderOptions = Partial<ImageLoaderSettings>;

/** Past a pixel ratio of 2 the eye cannot tell the difference, but the bytes double again. */
export const DEFAULT_DPR_MAX = 2;
export const DEFAULT_DPR_MIN = 1;

const flag = (value: string | null | undefined) => value === '' || value === 'true';

function number(value: string | null | undefined, fallback: number): number {
  const parsed = value == null || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

function dimensions(value: string | null | undefined): ImageLoaderSettings['dimensions'] {
  const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

function focalPoint(value: string | null | undefined): ImageLoaderSettings['focalPoint'] {
  const [x, y] = (value ?? '').split(',').map((part) => Number(part.trim()));
  const fraction = (n: number | undefined) => n !== undefined && Number.isFinite(n) && n >= 0 && n <= 1;
  return fraction(x) && fraction(y)
    ? { x: x as number, y: y as number }
    : { ...IMAGE_LOADER.defaultFocalPoint };
}

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined): T | null {
  return list.includes(value as T) ? (value as T) : null;
}

function load(value: string | null | undefined): ImageLoaderSettings['load'] {
  if (value === 'viewport') return 'viewport';
  if (value === 'false') return false;
  return true;
}

/**
 * The settings of one element: its data attributes (data-src, data-image-dimensions,
 * data-image-focal-point, data-load, data-mode, ...), then `options` over them. A content-fit
 * image without an alignment logs the spec's error and is centred.
 */
export function readImageLoaderSettings(
  element: HTMLElement,
  options: ImageLoaderOptions = {},
): ImageLoaderSettings {
  const data = element.dataset;
  const settings: ImageLoaderSettings = {
    source: data.src ?? '',
    dimensions: dimensions(data.imageDimensions),
    fixedRatio: flag(data.fixedRatio),
    focalPoint: focalPoint(data.imageFocalPoint),
    load: load(data.load),
    forceImageUpdate: flag(data.forceImageUpdate),
    mode: oneOf(IMAGE_LOAD_MODES, data.mode),
    sizeAdjustment: number(data.sizeAdjustment, 1),
    sizeFormat: data.sizeFormat === 'queryString' ? 'queryString' : 'filename',
    stretch: flag(data.stretch),
    useBgImage: flag(data.useBgImage),
    useAdvancedPositioning: flag(data.useAdvancedPositioning),
    allowSaveData: flag(data.allowSaveData),
    dprMax: number(data.dprMax, DEFAULT_DPR_MAX),
    dprMin: number(data.dprMin, DEFAULT_DPR_MIN),
    fitAlignment: oneOf(FIT_ALIGNMENTS, data.fitAlignment),
    allowConcurrentLoads: false,
    ...options,
  };
  if (settings.dprMin > settings.dprMax) settings.dprMin = settings.dprMax;
  if (settings.mode === 'content-fit' && !settings.fitAlignment) {
    console.error(imageLoaderMessages.missingContentFitAlignment, element);
    settings.fitAlignment = 'center';
  }
  return settings;
}

/** A source the loader can build addresses from: a same-site path or an http(s) address. */
export function validSource(source: unknown): source is string {
  if (typeof source !== 'string' || !source.trim() || /\s/.test(source)) return false;
  if (source.startsWith('/')) return !source.startsWith('//');
  return /^https?:\/\/[^/]/i.test(source);
}
