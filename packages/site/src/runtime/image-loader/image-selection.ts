import type { DerivedWidth } from './derived-widths';
import type { ImageLoaderSettings, ImageLoadMode } from './image-loader-settings';

export interface Box {
  width: number;
  height: number;
}

const COVERING: readonly (ImageLoadMode | null)[] = ['cover', 'fill', 'content-fill'];
const FITTING: readonly (ImageLoadMode | null)[] = ['contain', 'fit', 'content-fit'];

/**
 * How wide, in CSS pixels, the picture is drawn in `box`: covering modes crop, so a box taller than
 * the picture's ratio draws it wider than the box; fitting modes draw it no wider than the box.
 */
export function drawnWidth(
  box: Box,
  ratio: number | null,
  mode: ImageLoadMode | null,
  stretch = false,
): number {
  if (!ratio || !box.height || stretch) return box.width;
  if (COVERING.includes(mode)) return Math.max(box.width, box.height * ratio);
  if (FITTING.includes(mode)) return Math.min(box.width, box.height * ratio);
  return box.width;
}

/** The device pixel ratio to load for: Save-Data asks for 1 when allowed, then dprMin..dprMax bound it. */
export function effectivePixelRatio(
  devicePixelRatio: number,
  settings: Pick<ImageLoaderSettings, 'dprMin' | 'dprMax' | 'allowSaveData'>,
  saveData: boolean,
): number {
  const ratio = settings.allowSaveData && saveData ? 1 : devicePixelRatio || 1;
  return Math.min(settings.dprMax, Math.max(settings.dprMin, ratio));
}

/** The narrowest derived file at least `pixels` wide, or the widest on offer; 0 when none is. */
export function chooseWidth(widths: readonly DerivedWidth[], pixels: number): number {
  const found = widths.find((w) => w.descriptor >= pixels) ?? widths.at(-1);
  return found?.file ?? 0;
}

/** The derived width an image needs: its drawn width times the pixel ratio times the size adjustment. */
export function neededWidth(
  widths: readonly DerivedWidth[],
  box: Box,
  settings: Pick<ImageLoaderSettings, 'dimensions' | 'mode' | 'stretch' | 'sizeAdjustment'>,
  pixelRatio: number,
): number {
  const ratio = settings.dimensions ? settings.dimensions.width / settings.dimensions.height : null;
  const pixels =
    drawnWidth(box, ratio, settings.mode, settings.stretch) * pixelRatio * settings.sizeAdjustment;
  return chooseWidth(widths, Math.ceil(pixels));
}

export interface LoadState {
  /** The width shown or on its way (0 before any). */
  current: number;
  loading: boolean;
}

/**
 * Spec 001 §4: an image already loading is skipped unless concurrent loads are allowed; a new
 * resolution loads only if larger than the current one, or if forced.
 */
export function shouldLoad(
  state: LoadState,
  next: number,
  options: { force?: boolean; allowConcurrentLoads?: boolean } = {},
): boolean {
  if (next <= 0) return false;
  if (state.loading && !options.allowConcurrentLoads) return false;
  if (options.force) return next !== state.current;
  return next > state.current;
}

/** The width an address asks for: ".../750.webp" or "...?format=750w"; 0 when it names none. */
export function widthInAddress(address: string): number {
  const match = /\/(\d+)\.(?:avif|webp|jpe?g|png|gif)(?:[?#]|$)|[?&]format=(\d+)w\b/.exec(address);
  return match ? Number(match[1] ?? match[2]) : 0;
}
