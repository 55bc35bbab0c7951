import {
  galleryKeyAction,
  lockAxis,
  newSwipeMoves,
  swipeDirection,
  swipeReleaseMoves,
  TOUCH,
} from '@atelier/domain';
import type { GalleryModel } from './gallery-controller';
import type { LayoutView } from './gallery-layouts';

/** The element is in the window, or within `margin` px of it. */
export function inView(element: Element, margin = 0): boolean {
  const rect = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  return (
    rect.bottom > -margin &&
    rect.right > -margin &&
    rect.top < (view?.innerHeight ?? 0) + margin &&
    rect.left < (view?.innerWidth ?? 0) + margin
  );
}

/**
 * Arrow keys (37 previous, 39 next) for a gallery, ignored while typing, in motion, off-screen or
 * while a dialog (the lightbox) has the keys.
 */
export function bindKeys(root: HTMLElement, gallery: GalleryModel, dialogOpen: () => boolean): () => void {
  const doc = root.ownerDocument;
  const onKey = (event: KeyboardEvent) => {
    if (!gallery.keyboard || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (dialogOpen()) return;
    const target = event.target instanceof Element ? event.target : null;
    const action = galleryKeyAction(event.keyCode, {
      typing: Boolean(
        target?.closest('input,textarea,select') || (target as HTMLElement | null)?.isContentEditable,
      ),
      inMotion: gallery.inMotion,
      onScreen: inView(root),
    });
    if (!action) return;
    event.preventDefault();
    if (action === 'next') gallery.next();
    else gallery.previous();
  };
  const off = new AbortController();
  doc.addEventListener('keydown', onKey, { signal: off.signal });
  return () => off.abort();
}

export interface SwipeOptions {
  /** The slideshow's transition; swipe and new-swipe follow the finger (and the mouse). */
  transition: string | null;
  /** A slideshow scrolling vertically is swiped up and down; every other gallery sideways. */
  vertical: boolean;
}

/**
 * Swipes, through pointer events: 50 px within 250 ms anywhere; the stacked swipe transition also
 * follows the pointer and, after a long press, needs 1/2.25 of the width; new-swipe locks its axis at
 * 10 px and moves on half the width or a velocity above 1. A finger moving across the gallery's axis
 * is left to the page: the browser scrolls (touch-action) and cancels the pointer. A mouse drags the
 * slideshows that follow the pointer, and the click that ends a drag opens nothing.
 */
export function bindSwipes(
  area: HTMLElement,
  gallery: GalleryModel,
  view: LayoutView,
  { transition, vertical }: SwipeOptions,
): () => void {
  let start: PointerEvent | null = null;
  let axis: 'x' | 'y' | null = null;
  /** The last distance along the gallery's axis, when, and the speed in px/ms. */
  let last = { d: 0, t: 0, v: 0 };
  let dragged = false;
  let swallowClick = false;
  const follows = transition === 'swipe' || transition === 'new-swipe';
  const main = vertical ? 'y' : 'x';
  const current = () => area.querySelectorAll<HTMLElement>('.gallery__slide')[gallery.currentIndex];
  /** Distance along the gallery's axis and across it. */
  const moved = (event: PointerEvent) => {
    const dx = event.clientX - (start?.clientX ?? 0);
    const dy = event.clientY - (start?.clientY ?? 0);
    return vertical ? { d: dy, cross: dx, dx, dy } : { d: dx, cross: dy, dx, dy };
  };
  const ours = (event: PointerEvent) => start?.pointerId === event.pointerId;
  /** Ends the gesture; a slide that was dragged and did not move on goes back where it was. */
  const finish = (change?: { kind: string } | null) => {
    const slide = dragged && current();
    start = null;
    dragged = false;
    if (change?.kind === 'moved') return;
    view.transitionStep = {};
    if (slide) {
      slide.style.transition = 'transform 0.2s ease-out';
      slide.style.transform = '';
    }
  };
  const off = new AbortController();
  const on = { signal: off.signal };
  area.addEventListener(
    'pointerdown',
    (event) => {
      const mouse = event.pointerType === 'mouse';
      swallowClick = false;
      start = (mouse && (!follows || event.button)) || !event.isPrimary || gallery.inMotion ? null : event;
      last = { d: 0, t: event.timeStamp, v: 0 };
      axis = null;
      dragged = false;
    },
    on,
  );
  area.addEventListener(
    'pointermove',
    (event) => {
      if (!ours(event)) return;
      const { d, dx, dy } = moved(event);
      axis ??= lockAxis(dx, dy);
      if (axis !== main) return;
      if (!dragged && start?.pointerType === 'mouse') area.setPointerCapture?.(event.pointerId);
      dragged = true;
      const dt = event.timeStamp - last.t;
      if (dt > 0) last = { d, t: event.timeStamp, v: (d - last.d) / dt };
      const slide = current();
      if (follows && slide) slide.style.transform = `translate${main.toUpperCase()}(${d}px)`;
    },
    on,
  );
  area.addEventListener(
    'pointerup',
    (event) => {
      if (!start || !ours(event)) return;
      const { d, cross } = moved(event);
      const elapsed = event.timeStamp - start.timeStamp;
      const size = (vertical ? area.clientHeight : area.clientWidth) || 1;
      swallowClick = dragged;
      const moves =
        transition === 'new-swipe'
          ? axis === main && newSwipeMoves(d, size, last.v)
          : transition === 'swipe'
            ? Math.abs(d) > Math.abs(cross) && swipeReleaseMoves(d, size, elapsed)
            : swipeDirection(d, cross, elapsed) !== null;
      if (follows) view.transitionStep = { dragged: Math.min(Math.abs(d) / size, 1) };
      // Spec 001 §9: a scroll slideshow moved by touch takes 0.4 s.
      else if (transition === 'scroll') view.transitionStep = { durationMs: TOUCH.scrollSwipeSeconds * 1000 };
      finish(moves ? (d < 0 ? gallery.next() : gallery.previous()) : null);
    },
    on,
  );
  area.addEventListener('pointercancel', (event) => ours(event) && finish(), on);
  area.addEventListener(
    'click',
    (event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    },
    { ...on, capture: true },
  );
  area.addEventListener('dragstart', (event) => follows && event.preventDefault(), on);
  return () => off.abort();
}
