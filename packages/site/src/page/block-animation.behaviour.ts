import { BLOCK_ANIMATION } from '@atelier/domain';
import { editorParent } from '../runtime/editor-frame';
import { BLOCK_ANIMATION_CLASS, BLOCK_LOADED_CLASS } from './block-animation';

/**
 * An image that neither loads nor fails (a stalled connection) holds its block back no longer than
 * this: the block's words show, with the image's placeholder.
 */
export const IMAGE_WAIT_LIMIT_MS = 3000;

type Due = Pick<IntersectionObserverEntry, 'intersectionRatio' | 'isIntersecting' | 'boundingClientRect'> & {
  rootBounds: { height: number } | null;
};

/**
 * Whether a block is due (spec 000 §9): half of it visible (BLOCK_ANIMATION.loadedAtVisibleRatio),
 * or, taller than the viewport, which it can never show half of, any of it.
 */
export function isDue(entry: Due, viewportHeight: number): boolean {
  if (entry.intersectionRatio >= BLOCK_ANIMATION.loadedAtVisibleRatio) return true;
  const height = entry.rootBounds?.height ?? viewportHeight;
  return entry.isIntersecting && entry.boundingClientRect.height > height;
}

/** Calls `done` once the block's shown images have loaded or failed; returns its cancel. */
function afterImages(block: HTMLElement, win: Window, done: () => void): () => void {
  // An image that is not rendered (a closed item, a hidden slide) does not load: no wait for it.
  const waiting = new Set(
    [...block.querySelectorAll('img')].filter((img) => !img.complete && (img.checkVisibility?.() ?? true)),
  );
  if (waiting.size === 0) {
    done();
    return () => undefined;
  }
  const settle = (event: Event) => {
    waiting.delete(event.currentTarget as HTMLImageElement);
    if (waiting.size === 0) finish();
  };
  const stop = () => {
    win.clearTimeout(timer);
    for (const img of waiting) {
      img.removeEventListener('load', settle);
      img.removeEventListener('error', settle);
    }
  };
  const finish = () => {
    stop();
    waiting.clear();
    done();
  };
  const timer = win.setTimeout(finish, IMAGE_WAIT_LIMIT_MS);
  for (const img of waiting) {
    img.addEventListener('load', settle);
    img.addEventListener('error', settle);
  }
  return stop;
}

/**
 * The block animation's behaviour, on the page's <main>: blocks in view at start are loaded at once
 * (the first screen never waits), the others start hidden and are loaded as they come into view,
 * after their images. Nothing at all in the editor's frame, under reduced motion or without an
 * IntersectionObserver. Its undo shows every block again.
 */
export default function blockAnimation(main: HTMLElement): (() => void) | undefined {
  const doc = main.ownerDocument;
  const win = doc.defaultView;
  if (!win || editorParent(win)) return undefined;
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
  if (typeof win.IntersectionObserver !== 'function') return undefined;
  const cancels = new Set<() => void>();
  const load = (block: HTMLElement) => {
    // `done` may run at once (no image to wait for), before afterImages has returned its cancel.
    let cancel: (() => void) | null = null;
    let waiting = true;
    cancel = afterImages(block, win, () => {
      waiting = false;
      if (cancel) cancels.delete(cancel);
      block.classList.add(BLOCK_LOADED_CLASS);
    });
    if (waiting) cancels.add(cancel);
  };
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!isDue(entry, win.innerHeight)) continue;
        observer.unobserve(entry.target);
        load(entry.target as HTMLElement);
      }
    },
    { threshold: [...BLOCK_ANIMATION.observerThresholds] },
  );
  for (const block of main.querySelectorAll<HTMLElement>('[data-block-id]')) {
    const box = block.getBoundingClientRect();
    if (box.top < win.innerHeight && box.bottom > 0) block.classList.add(BLOCK_LOADED_CLASS);
    else observer.observe(block);
  }
  // Last: the blocks in view are loaded already, so none of them is hidden for a moment.
  doc.documentElement.classList.add(BLOCK_ANIMATION_CLASS);
  return () => {
    observer.disconnect();
    for (const cancel of cancels) cancel();
    cancels.clear();
    doc.documentElement.classList.remove(BLOCK_ANIMATION_CLASS);
  };
}
