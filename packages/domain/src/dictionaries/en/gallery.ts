import { galleryControlMessages, lightboxMessages } from '../../message-groups/gallery';

/** The gallery's and the lightbox's controls. */
export const gallery = {
  label: lightboxMessages.label,
  previous: galleryControlMessages.previous,
  next: galleryControlMessages.next,
  pause: galleryControlMessages.pause,
  play: galleryControlMessages.play,
  close: galleryControlMessages.close,
  caption: galleryControlMessages.caption,
  showSlide: galleryControlMessages.showSlide,
  slideOf: galleryControlMessages.slideOf,
} as const;
