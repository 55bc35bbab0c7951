import type { MediaKind } from '@atelier/domain';
import { IMAGE_LOADER, megabytes } from '@atelier/domain';

/** Largest file of each kind, in megabytes of 1,000,000 bytes (spec 001 §9). */
export const MAX_BYTES: Record<MediaKind, number> = {
  image: megabytes(50),
  video: megabytes(1000),
  // Audio is held to the video limit: an hour of uncompressed WAV is about 635 MB.
  audio: megabytes(1000),
  document: megabytes(50),
};

/** Nothing larger is read at all, whatever its type turns out to be. */
export const MAX_ANY_BYTES = Math.max(...Object.values(MAX_BYTES));

/** A decoded image may hold at most this many pixels (a 50-megapixel phone photo passes). */
export const MAX_PIXELS = 100_000_000;

/** The widest derived image (spec 001 §9): derived copies are resized to a width, never enlarged. */
export const MAX_DERIVED_WIDTH = Math.max(...IMAGE_LOADER.widths);

/** WebP holds at most 16,383 pixels a side (AVIF 16,384, JPEG 65,500): every derived copy must fit. */
export const MAX_DERIVED_SIDE = 16_383;

/**
 * Whether every derived copy of an image shown at width × height can be made. Widths only shrink
 * (to 2500 at most), so the tallest copy is the widest one; a 1 × 65,535 strip fails in WebP and
 * AVIF at any width, while a wide panorama is fine.
 */
export function derivable(width: number, height: number): boolean {
  if (!(width > 0) || !(height > 0)) return false;
  return Math.ceil((height * Math.min(width, MAX_DERIVED_WIDTH)) / width) <= MAX_DERIVED_SIDE;
}

/** Resumable uploads arrive in parts of this size (the last one shorter). */
export const PART_BYTES = megabytes(5);

/** An unfinished resumable upload is kept this long for the browser to come back to. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
