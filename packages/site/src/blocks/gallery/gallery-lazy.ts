import { IMAGE_LOADER, STACKED } from '@atelier/domain';
import {
  createLoadQueue,
  imageLoadConcurrency,
  type LoadQueue,
  loadImage,
} from '../../runtime/image-loader/load-queue';
import { inView } from './gallery-input';

/** One queue for the page: every gallery's images share the 16 (desktop) or 1 (mobile) places. */
let pageQueue: { mobile: boolean; queue: LoadQueue } | undefined;

export function galleryLoadQueue(mobile: boolean): LoadQueue {
  if (pageQueue?.mobile !== mobile)
    pageQueue = { mobile, queue: createLoadQueue(imageLoadConcurrency(mobile)) };
  return pageQueue.queue;
}

export interface LazySlides {
  /** The slideshow moved: its current slide first, then the neighbours it preloads. */
  show(index: number): void;
  destroy(): void;
}

/**
 * The gallery's lazy loading. Images not yet within 200 px of the window give their address back when
 * the behaviour starts and get it again through the page's image load queue as they come within
 * 200 px. In the slideshow every slide lies in one place: only the current slide and its neighbours
 * (preload 1) are watched, and each move asks for the new ones.
 */
export function lazyLoadSlides(
  slides: HTMLElement[],
  options: { mobile: boolean; stacked: boolean; current: number; win: Window },
): LazySlides {
  const queue = galleryLoadQueue(options.mobile);
  const images = slides.map((slide) => slide.querySelector<HTMLImageElement>('img.gallery__img'));
  const request = (img: HTMLImageElement | null | undefined, first?: boolean) => {
    const src = img?.dataset.lazySrc;
    if (src === undefined || !img) return;
    delete img.dataset.lazySrc;
    queue.add(loadImage(img, src), first);
  };
  const margin = IMAGE_LOADER.lazyLoadMarginPx;
  const Observer = (options.win as Window & typeof globalThis).IntersectionObserver;
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        request(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: `${margin}px` },
  );
  const count = images.length;
  const near = (at: number, current: number) => {
    const apart = Math.abs(at - current);
    return Math.min(apart, count - apart) <= STACKED.preload;
  };
  images.forEach((img, at) => {
    const watched = !options.stacked || near(at, options.current);
    // Images the page loads at once (the first slides) are left to the browser.
    if (img?.loading !== 'lazy' || img.complete || (watched && inView(img, margin))) return;
    img.dataset.lazySrc = img.getAttribute('src') ?? '';
    const srcset = img.getAttribute('srcset');
    if (srcset) img.dataset.lazySrcset = srcset;
    // Without an address the browser fetches nothing; the srcset goes first or it would pick one.
    img.removeAttribute('srcset');
    img.removeAttribute('src');
    if (watched) observer.observe(img);
  });
  return {
    show(index) {
      request(images[index], true);
      if (!options.stacked) return;
      images.forEach((img, at) => {
        if (near(at, index)) request(img);
      });
    },
    destroy: () => observer.disconnect(),
  };
}
