import { isRecord } from '../settings-guards';

export const IMAGE_LIGHTBOX_BEHAVIOUR = 'image-lightbox';

/** The image block opens its image in the lightbox when the owner turned it on and it links nowhere. */
export function imageOpensLightbox(settings: unknown): boolean {
  return isRecord(settings) && settings.lightbox === true && !settings.link;
}

/** The behaviour an image block needs, if any. */
export const imageBlockBehaviour = (settings: unknown): string | undefined =>
  imageOpensLightbox(settings) ? IMAGE_LIGHTBOX_BEHAVIOUR : undefined;

/** Attributes that make the image an opener of the lightbox: focusable and announced as a button. */
export function imageLightboxAttributes(settings: unknown): Record<string, string | number> {
  if (!imageOpensLightbox(settings)) return {};
  return {
    'data-behaviour': IMAGE_LIGHTBOX_BEHAVIOUR,
    'data-lightbox-open': '',
    role: 'button',
    tabIndex: 0,
    'aria-haspopup': 'dialog',
  };
}
