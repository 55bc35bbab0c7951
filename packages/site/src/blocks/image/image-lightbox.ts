import { isRecord } from '../settings-guards';

export const IMAGE_LIGHTBOX_BEHAVIOUR = 'image-lightbox';
/** Loads images to the resolution their box needs (runtime/image-loader). */
export const IMAGE_LOADER_BEHAVIOUR = 'image-loader';

/** The image block opens its image in the lightbox when the owner turned it on and it links nowhere. */
export function imageOpensLightbox(settings: unknown): boolean {
  return isRecord(settings) && settings.lightbox === true && !settings.link;
}

const POSTER_VARIANT = 1013;

/** The behaviours an image block needs: the lightbox when it opens one, the image loader for a library poster. */
export function imageBlockBehaviour(settings: unknown): string[] {
  const names: string[] = [];
  if (imageOpensLightbox(settings)) names.push(IMAGE_LIGHTBOX_BEHAVIOUR);
  if (isRecord(settings) && settings.variant === POSTER_VARIANT && typeof settings.mediaId === 'string') {
    names.push(IMAGE_LOADER_BEHAVIOUR);
  }
  return names;
}

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
