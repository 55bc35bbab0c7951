import { CAROUSEL } from '../gallery-constants';

/**
 * Index rules of spec 001 §4 ("Gallery index"): negatives wrap, values wrap modulo the slide count,
 * anything that is not a finite number becomes 0.
 */
export function normaliseIndex(value: unknown, count: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || count <= 0) return 0;
  const whole = Math.trunc(value);
  return ((whole % count) + count) % count;
}

export type IndexChange =
  | { kind: 'moved'; index: number }
  | { kind: 'unchanged' }
  /** The gallery or a linked one is in motion: nothing changes. */
  | { kind: 'refused' }
  | { kind: 'reachedBeginning' }
  | { kind: 'reachedEnd' };

export interface IndexState {
  currentIndex: number;
  numberOfSlides: number;
  loop: boolean;
  inMotion: boolean;
}

/**
 * Where a request for `target` takes the gallery. Without loop, a target before the first slide or
 * after the last one reaches that end and stays; with loop it wraps.
 */
export function requestIndex(state: IndexState, target: unknown, linkedInMotion = false): IndexChange {
  if (state.inMotion || linkedInMotion) return { kind: 'refused' };
  const count = state.numberOfSlides;
  if (count <= 0) return { kind: 'unchanged' };
  if (!state.loop && typeof target === 'number' && Number.isFinite(target)) {
    if (target < 0) return { kind: 'reachedBeginning' };
    if (target > count - 1) return { kind: 'reachedEnd' };
  }
  const index = normaliseIndex(target, count);
  return index === state.currentIndex ? { kind: 'unchanged' } : { kind: 'moved', index };
}

/** Which pagination controls are disabled: only at the ends, and only without loop. */
export function disabledControls(state: Pick<IndexState, 'currentIndex' | 'numberOfSlides' | 'loop'>): {
  previous: boolean;
  next: boolean;
} {
  if (state.loop || state.numberOfSlides <= 1) {
    return { previous: state.numberOfSlides <= 1, next: state.numberOfSlides <= 1 };
  }
  return { previous: state.currentIndex <= 0, next: state.currentIndex >= state.numberOfSlides - 1 };
}

/** Carousel slides per row at a width: a larger configured number drops to 2 under 480 px and to 3 under 724 px. */
export function carouselPerRow(configured: unknown, width: number): number {
  const perRow =
    typeof configured === 'number' && Number.isFinite(configured) && configured >= 1
      ? Math.floor(configured)
      : CAROUSEL.defaultPerRow;
  for (const { belowWidth, perRow: limit } of CAROUSEL.perRowBelowWidth) {
    if (width < belowWidth && perRow > limit) return limit;
  }
  return perRow;
}

/** Slides divided by per-row, rounded up. */
export const carouselGroupCount = (slides: number, perRow: number): number =>
  slides <= 0 ? 0 : Math.ceil(slides / Math.max(1, perRow));

export const carouselGroupOf = (index: number, perRow: number): number =>
  Math.floor(index / Math.max(1, perRow));

/**
 * The carousel's next index when asked for `target` from `current`: a move of one goes to the
 * neighbouring group; a move by more than one jumps to the group containing the target. The index
 * returned is the first slide of that group.
 */
export function carouselTarget(current: number, target: number, slides: number, perRow: number): number {
  const groups = carouselGroupCount(slides, perRow);
  const group = carouselGroupOf(current, perRow);
  const delta = target - current;
  const nextGroup =
    delta === 1 || delta === -1 ? group + delta : carouselGroupOf(normaliseIndex(target, slides), perRow);
  const clamped = Math.min(Math.max(nextGroup, 0), Math.max(groups - 1, 0));
  return clamped * perRow;
}

/** aria-disabled of the carousel controls: the first group disables previous, the last next. */
export function carouselDisabled(current: number, slides: number, perRow: number) {
  const group = carouselGroupOf(current, perRow);
  const groups = carouselGroupCount(slides, perRow);
  return { previous: group <= 0, next: group >= groups - 1 };
}

/** Autogrid and autocolumns column count for a container width; 'min' floors, otherwise rounds up. */
export function autoColumnCount(width: number, columnWidth: number, behaviour?: string): number {
  if (!(width > 0) || !(columnWidth > 0)) return 1;
  const exact = width / columnWidth;
  return Math.max(1, behaviour === 'min' ? Math.floor(exact) : Math.ceil(exact));
}

/** Random autoplay: any slide but the current one. `random` returns [0, 1). */
export function randomOtherIndex(current: number, count: number, random: () => number = Math.random): number {
  if (count <= 1) return 0;
  const pick = Math.floor(random() * (count - 1));
  return pick >= current ? pick + 1 : pick;
}
