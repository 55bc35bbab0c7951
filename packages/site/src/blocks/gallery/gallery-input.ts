import {
  galleryKeyAction,
  lockAxis,
  newSwipeMoves,
  newSwipeSeconds,
  swipeDirection,
  swipeReleaseMoves,
} from '@atelier/domain';
import type { GalleryModel } from './gallery-controller';
import type { LayoutView } from './gallery-layouts';

const TYPING = 'input,textarea,select,[contenteditable]:not([contenteditable="false"])';

function onScreen(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  const height = view?.innerHeight ?? 0;
  const width = view?.innerWidth ?? 0;
  return rect.bottom > 0 && rect.right > 0 && rect.top < height && rect.left < width;
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
      typing: Boolean(target?.closest(TYPING)),
      inMotion: gallery.inMotion,
      onScreen: onScreen(root),
    });
    if (!action) return;
    event.preventDefault();
    if (action === 'next') gallery.next();
    else gallery.previous();
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}

/**
 * Touch swipes: 50 px within 250 ms anywhere; the stacked swipe transition also follows the finger
 * and, after a long press, needs 1/2.25 of the width; new-swipe locks its axis at 10 px and moves on
 * half the width or a velocity above 1.
 */
export function bindTouch(
  area: HTMLElement,
  gallery: GalleryModel,
  view: LayoutView,
  transition: string | null,
): () => void {
  let start: { x: number; y: number; t: number } | null = null;
  let axis: 'x' | 'y' | null = null;
  let last = { x: 0, t: 0, velocity: 0 };
  const follows = transition === 'swipe' || transition === 'new-swipe';
  const current = () => area.querySelectorAll<HTMLElement>('.gallery__slide')[gallery.currentIndex];

  const onStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch || event.touches.length > 1 || gallery.inMotion) {
      start = null;
      return;
    }
    start = { x: touch.clientX, y: touch.clientY, t: event.timeStamp };
    last = { x: touch.clientX, t: event.timeStamp, velocity: 0 };
    axis = null;
  };
  const onMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    axis ??= lockAxis(dx, touch.clientY - start.y);
    const dt = event.timeStamp - last.t;
    if (dt > 0) last = { x: touch.clientX, t: event.timeStamp, velocity: (touch.clientX - last.x) / dt };
    if (follows && axis === 'x') {
      const slide = current();
      if (slide) slide.style.transform = `translateX(${dx}px)`;
    }
  };
  const onEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    const elapsed = event.timeStamp - start.t;
    const width = area.clientWidth || 1;
    const slide = current();
    start = null;
    let direction: 'next' | 'previous' | null = null;
    if (transition === 'new-swipe') {
      if (axis === 'x' && newSwipeMoves(dx, width, last.velocity)) direction = dx < 0 ? 'next' : 'previous';
    } else if (transition === 'swipe') {
      if (Math.abs(dx) > Math.abs(dy) && swipeReleaseMoves(dx, width, elapsed))
        direction = dx < 0 ? 'next' : 'previous';
    } else {
      direction = swipeDirection(dx, dy, elapsed);
    }
    if (follows && view.transitionStep) {
      const dragged = Math.min(Math.abs(dx) / width, 1);
      view.transitionStep = {
        dragged,
        durationMs:
          transition === 'new-swipe' ? newSwipeSeconds(window.innerWidth, 1 - dragged) * 1000 : undefined,
      };
    }
    const change =
      direction === 'next' ? gallery.next() : direction === 'previous' ? gallery.previous() : null;
    if (change?.kind !== 'moved' && slide) {
      // The slide goes back where it was.
      slide.style.transition = 'transform 0.2s ease-out';
      slide.style.transform = '';
      if (view.transitionStep) view.transitionStep = {};
    }
  };
  area.addEventListener('touchstart', onStart, { passive: true });
  area.addEventListener('touchmove', onMove, { passive: true });
  area.addEventListener('touchend', onEnd);
  return () => {
    area.removeEventListener('touchstart', onStart);
    area.removeEventListener('touchmove', onMove);
    area.removeEventListener('touchend', onEnd);
  };
}
