import { TOUCH } from '../gallery-constants';

/** Keys of spec 001 §3 ("Gallery attributes", keys): previous on 37 down, next on 39 down. */
export const GALLERY_KEYS = { previous: 37, next: 39 } as const;

export interface KeyContext {
  /** True when the key went to a text field, input or editable element. */
  typing: boolean;
  inMotion: boolean;
  /** The gallery is at least partly inside the viewport. */
  onScreen: boolean;
}

/** What a key press does to a gallery (spec 001 §5): nothing while typing, in motion or off-screen. */
export function galleryKeyAction(keyCode: number, context: KeyContext): 'previous' | 'next' | null {
  if (context.typing || context.inMotion || !context.onScreen) return null;
  if (keyCode === GALLERY_KEYS.previous) return 'previous';
  if (keyCode === GALLERY_KEYS.next) return 'next';
  return null;
}

/** A horizontal swipe of at least 50 px within 250 ms: 'next' for leftwards, 'previous' for rightwards. */
export function swipeDirection(dx: number, dy: number, elapsedMs: number): 'previous' | 'next' | null {
  if (elapsedMs > TOUCH.swipeWithinMs) return null;
  if (Math.abs(dx) < TOUCH.swipeThresholdPx || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/**
 * The swipe design's release rule: a quick flick follows the threshold rule; a long press (over
 * 250 ms) moves only when dragged more than 1/2.25 of the width.
 */
export function swipeReleaseMoves(dx: number, width: number, pressMs: number): boolean {
  if (pressMs > TOUCH.longPressMs) return Math.abs(dx) > width / TOUCH.longPressWidthDivisor;
  return Math.abs(dx) >= TOUCH.swipeThresholdPx;
}

/** New-swipe axis lock: undecided until the finger has moved 10 px on one axis. */
export function lockAxis(dx: number, dy: number): 'x' | 'y' | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < TOUCH.newSwipe.axisLockPx) return null;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}

/** New-swipe moves on a drag of more than half the width or a velocity (px/ms) above 1. */
export function newSwipeMoves(dx: number, width: number, velocity: number): boolean {
  return (
    Math.abs(dx) > width * TOUCH.newSwipe.moveWidthFraction ||
    Math.abs(velocity) > TOUCH.newSwipe.moveVelocity
  );
}

/**
 * Seconds the new-swipe settle takes: 0.2 to 0.4 s under 767 px wide, else 0.3 to 0.5 s, in
 * proportion to the distance still to travel (a fraction 0..1 of the width).
 */
export function newSwipeSeconds(viewportWidth: number, remaining: number): number {
  const { narrow, wide } = TOUCH.newSwipe.transitionSeconds;
  const range = viewportWidth < TOUCH.newSwipe.narrowBelowWidth ? narrow : wide;
  const fraction = Math.min(Math.max(remaining, 0), 1);
  return range.min + (range.max - range.min) * fraction;
}

/** Autoplay is off when the address has nomotion=true or the visitor prefers reduced motion. */
export function autoplayAllowed(search: string, prefersReducedMotion: boolean): boolean {
  if (prefersReducedMotion) return false;
  return new URLSearchParams(search).get('nomotion') !== 'true';
}
