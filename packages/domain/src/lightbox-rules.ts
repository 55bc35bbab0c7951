import { LIGHTBOX } from './page-feature-constants';

// Apart from the gallery's rules: only the lightbox's own code, fetched on its first open, needs it.
/** The lightbox's click rule on desktop: right half next, left half previous, none within 2% of an edge. */
export function lightboxClickAction(x: number, windowWidth: number): 'previous' | 'next' | null {
  if (!(windowWidth > 0)) return null;
  const margin = windowWidth * LIGHTBOX.edgeClickMargin;
  if (x < margin || x > windowWidth - margin) return null;
  return x >= windowWidth / 2 ? 'next' : 'previous';
}
