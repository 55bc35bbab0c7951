// Texts of galleries and the lightbox.

export const lightboxMessages = {
  label: 'Gallery',
} as const;

export const galleryMessages = {
  decodeFailed: 'Error decoding gallery block data.',
  evaluateFailed: 'Error evaluating gallery block data.',
  unknownTransition: 'Could not find transition named {name}',
  noElement: 'Error: No valid HTMLElement node was supplied!',
} as const;

/** Ours, not the specification's: the gallery's and the lightbox's controls, as assistive technology names them. */
export const galleryControlMessages = {
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause',
  play: 'Play',
  close: 'Close',
  caption: 'Caption',
  showSlide: 'Show slide {n}',
  slideOf: '{n} of {total}',
} as const;
