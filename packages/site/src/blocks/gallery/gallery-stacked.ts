import { AUTO_COLUMNS, autoColumnCount, RESIZE_DEBOUNCE_MS } from '@atelier/domain';
import { GalleryModel } from './gallery-controller';
import type { GalleryData } from './gallery-data';

/** Runs `run` once the window has stopped resizing for the gallery's debounce (100 ms). */
export function onResize(win: Window, run: () => void, on: AddEventListenerOptions): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  win.addEventListener(
    'resize',
    () => {
      clearTimeout(timer);
      timer = setTimeout(run, RESIZE_DEBOUNCE_MS.gallery);
    },
    on,
  );
}

/** The slideshow's own parts: click to go next, and the linked thumbnail strip. */
export function stackedSetup(
  root: HTMLElement,
  model: GalleryModel,
  data: GalleryData,
  on: AddEventListenerOptions,
): () => void {
  if (!data.lightbox) {
    // Stacked click behaviour: next.
    root.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (target?.closest('.gallery__img') && !target.closest('a,video,button')) model.next();
      },
      on,
    );
  }
  const strip = root.querySelector<HTMLElement>('[data-gallery-thumbnails]');
  return strip ? linkThumbnails(strip, model, on) : () => undefined;
}

/** The thumbnail strip is a second gallery linked to the slideshow: both keep one index. */
function linkThumbnails(
  strip: HTMLElement,
  slideshow: GalleryModel,
  on: AddEventListenerOptions,
): () => void {
  const thumbs = [...strip.querySelectorAll<HTMLElement>('.gallery__thumb')];
  const strips = new GalleryModel({
    numberOfSlides: thumbs.length,
    currentIndex: slideshow.currentIndex,
    loop: slideshow.loop,
    keyboard: false,
    historyHash: false,
    autoplayOptions: { ...slideshow.autoplayOptions },
    show: (_from, to) => {
      thumbs.forEach((thumb, at) => {
        thumb.classList.toggle('is-current', at === to);
        thumb.querySelector('button')?.setAttribute('aria-current', String(at === to));
      });
      const current = thumbs[to];
      if (current)
        strip.scrollTo?.({ left: current.offsetLeft - strip.clientWidth / 2 + current.offsetWidth / 2 });
      return 0;
    },
  });
  slideshow.link(strips);
  strip.hidden = false;
  strip.addEventListener(
    'click',
    (event) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-gallery-thumb]') : null;
      if (button) strips.setIndex(Number(button.dataset.galleryThumb));
    },
    on,
  );
  return () => strips.destroy();
}

/** Autogrid column count from the container width: 'min' floors, otherwise rounds up. */
export function autogridColumns(
  root: HTMLElement,
  data: GalleryData,
  win: Window,
  on: AddEventListenerOptions,
): void {
  const apply = () => {
    const count = autoColumnCount(
      root.clientWidth,
      data.columnWidth || AUTO_COLUMNS.columnWidth,
      data.columnBehaviour,
    );
    root.style.setProperty('--gallery-columns', String(count));
  };
  apply();
  onResize(win, apply, on);
}
