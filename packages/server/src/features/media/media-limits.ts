import type { MediaKind } from '@atelier/domain';
import { megabytes } from '@atelier/domain';

/** Largest file of each kind, in megabytes of 1,000,000 bytes (spec 001 §9). */
export const MAX_BYTES: Record<MediaKind, number> = {
  image: megabytes(50),
  video: megabytes(1000),
  document: megabytes(50),
};

/** Nothing larger is read at all, whatever its type turns out to be. */
export const MAX_ANY_BYTES = Math.max(...Object.values(MAX_BYTES));

/** A decoded image may hold at most this many pixels (a 50-megapixel phone photo passes). */
export const MAX_PIXELS = 100_000_000;

/** Resumable uploads arrive in parts of this size (the last one shorter). */
export const PART_BYTES = megabytes(5);

/** An unfinished resumable upload is kept this long for the browser to come back to. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
