import { IMAGE_LOADER } from '@atelier/domain';

/** One derived file on offer: the width it is stored under and the width it really has. */
export interface DerivedWidth {
  file: number;
  descriptor: number;
}

const WIDTHS: readonly number[] = [...IMAGE_LOADER.widths].sort((a, b) => a - b);

/**
 * The derived widths worth offering for an original `width` px wide (spec 001 §9), narrowest first:
 * those narrower than the original, then the first spec width that holds all of it (derived images
 * are never enlarged, so that file is the original's own width).
 */
export function derivedWidths(width: number): DerivedWidth[] {
  const list = WIDTHS.filter((w) => w < width).map((w) => ({ file: w, descriptor: w }));
  const top = WIDTHS.find((w) => w >= width);
  // Wider than the widest derived size: that size, already listed, is the largest on offer.
  if (top !== undefined) list.push({ file: top, descriptor: width });
  return list;
}
