import { IMAGE_LOAD_CONCURRENCY } from '@atelier/domain';

/** One load: starts it and calls `done` once it has finished, whether it worked or not. */
export type LoadTask = (done: () => void) => void;

export interface LoadQueue {
  /** Queues a load; `first` puts it before those already waiting (the slide a visitor asked for). */
  add(task: LoadTask, first?: boolean): void;
  /** Loads running now. */
  readonly active: number;
}

/** How many images load at once (spec 001 §9): 16 on desktop, 1 on mobile. */
export const imageLoadConcurrency = (mobile: boolean): number =>
  IMAGE_LOAD_CONCURRENCY[mobile ? 'mobile' : 'desktop'];

/** A first-in first-out queue that runs at most `concurrency` loads at a time. */
export function createLoadQueue(concurrency: number): LoadQueue {
  const waiting: LoadTask[] = [];
  let active = 0;
  const pump = () => {
    while (active < concurrency && waiting.length) {
      let finished = false;
      active++;
      waiting.shift()?.(() => {
        if (finished) return;
        finished = true;
        active--;
        pump();
      });
    }
  };
  return {
    add(task, first) {
      if (first) waiting.unshift(task);
      else waiting.push(task);
      pump();
    },
    get active() {
      return active;
    },
  };
}

/** Gives an image its address (and the srcset held in `data-lazy-srcset`); `done` when it has loaded or failed. */
export const loadImage =
  (img: HTMLImageElement, src: string): LoadTask =>
  (done) => {
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
    img.loading = 'eager';
    if (img.dataset.lazySrcset) img.srcset = img.dataset.lazySrcset;
    img.src = src;
  };
