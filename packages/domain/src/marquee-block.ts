import { MARQUEE } from './constants';

/**
 * Marquee block (spec 001 §3 block type 70): a line of text that scrolls on and on, along a straight
 * line or a sine wave (spec 000 §9, MARQUEE in constants.ts: the defaults, the 50 px minimum width,
 * path segments of 250 to 1000 px by wave frequency, resampled every 3 px). It pauses off-screen
 * and never moves under reduced motion.
 */
export type MarqueeDirection = 'left' | 'right';

export interface MarqueeBlockSettings {
  /** The words that scroll, at most MARQUEE_LIMITS.text characters. */
  text: string;
  /** How many waves: 0 gives the longest segment (1000 px), the maximum the shortest (250 px). */
  waveFrequency?: number;
  /** How tall the waves are: 0 is a straight line. */
  waveIntensity?: number;
  animationDirection?: MarqueeDirection;
  /** A factor of MARQUEE_LIMITS.pixelsPerSecond. */
  animationSpeed?: number;
  /** Stops while the pointer is over it or the focus is inside it. */
  pausedOnHover?: boolean;
  /** Where the text leads, as a Button block's link; absent, it is plain text. */
  link?: string;
}

/** The bounds the server holds a marquee to, the site clamps to and the editor's inputs show. */
export const MARQUEE_LIMITS = {
  text: 200,
  waveFrequency: { min: 0, max: 2, step: 0.1 },
  waveIntensity: { min: 0, max: 1, step: 0.05 },
  animationSpeed: { min: 0.25, max: 4, step: 0.25 },
  /** The height of a wave at waveIntensity 1, from its middle to its crest. */
  maxAmplitudePx: 40,
  /** How far the text travels each second at animationSpeed 1. */
  pixelsPerSecond: 60,
} as const;

export const MARQUEE_DIRECTIONS: readonly MarqueeDirection[] = ['left', 'right'];

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

/**
 * The length of one wave of the path: MARQUEE.pathSegmentLengthPx.max at waveFrequency 0, down to
 * its min at the highest frequency, in a straight line between (625 px at the default 1).
 */
export function marqueeSegmentLength(waveFrequency: number): number {
  const { min, max } = MARQUEE.pathSegmentLengthPx;
  const range = MARQUEE_LIMITS.waveFrequency;
  const share = (clamp(waveFrequency, range) - range.min) / (range.max - range.min);
  return max - (max - min) * share;
}

/** How far a wave rises and falls from its middle line, in pixels: 0 at waveIntensity 0. */
export function marqueeAmplitude(waveIntensity: number): number {
  return clamp(waveIntensity, MARQUEE_LIMITS.waveIntensity) * MARQUEE_LIMITS.maxAmplitudePx;
}

/** A number within its bounds, or the spec's default when it is none. */
export function marqueeNumber(
  value: unknown,
  key: 'waveFrequency' | 'waveIntensity' | 'animationSpeed',
): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MARQUEE.defaults[key];
  return clamp(value, MARQUEE_LIMITS[key]);
}
