import { BlockVariant } from '../catalogues/block-variant';
import type { GalleryDesign } from './gallery-settings';

const VARIANT_DESIGNS: Record<number, GalleryDesign> = {
  [BlockVariant.gallerySlideshow]: 'slideshow',
  [BlockVariant.galleryCarousel]: 'carousel',
  [BlockVariant.galleryGrid]: 'grid',
  [BlockVariant.galleryStack]: 'stacked',
};

/** The block's design: its variant's design when it has a gallery variant, else its design value. */
export function galleryDesign(settings: { variant?: unknown; design?: unknown }): string {
  const fromVariant = typeof settings.variant === 'number' ? VARIANT_DESIGNS[settings.variant] : undefined;
  if (fromVariant) return fromVariant;
  return typeof settings.design === 'string' ? settings.design : '';
}
