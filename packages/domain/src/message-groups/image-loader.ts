/** The image loader's console errors (spec 001 §8). */
export const imageLoaderMessages = {
  notAnImageElement: 'element is not a valid image element',
  missingSource: 'Invalid or missing image source',
  noParentNode: 'Image element has no parentNode',
  missingContentFitAlignment: 'Missing alignment for content-fit image',
  notANode: 'is not a valid node',
} as const;
