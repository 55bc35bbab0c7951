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
