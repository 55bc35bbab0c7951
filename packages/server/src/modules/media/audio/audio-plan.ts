import type { Segments } from './audio-io';

/** What reading an audio file's headers tells, besides its cleaned bytes. */
export interface AudioFacts {
  /** The title the file's tags held, offered as the library item's name. */
  title?: string;
  /** Seconds; null when the headers do not say. */
  duration: number | null;
}

/**
 * How to write an audio file without its tags: the segments of the cleaned file, and what its
 * headers said (read once the segments are written: an Ogg file learns its length on the way).
 */
export interface AudioPlan {
  segments: Segments;
  facts(): AudioFacts;
}
