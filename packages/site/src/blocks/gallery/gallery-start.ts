import { autoplayAllowed, disabledControls, galleryLayout, galleryMessages } from '@atelier/domain';
import { dialogs } from '../../runtime/dialogs';
import { isRecord } from '../settings-guards';
import { startAutoplay } from './gallery-autoplay';
import { GalleryModel } from './gallery-controller';
import type { GalleryData } from './gallery-data';
import { bindHistory, inEditor, slideFromAddress } from './gallery-history';
import { bindKeys, bindSwipes } from './gallery-input';
import { carouselView, type LayoutView, stackedView, stripView } from './gallery-layouts';
import { lazyLoadSlides } from './gallery-lazy';
import { bindLightboxOpeners } from './gallery-lightbox';
import { autogridColumns, onResize, stackedSetup } from './gallery-stacked';

const BOUND = new WeakSet<HTMLElement>();
/** Ours, not the specification's (which gives no text): a gallery's markup without its slides. */
export const MISSING_CONTAINER = 'Gallery container not found: no .gallery__slides inside the gallery';

/** Reads the block data; the two failures of spec 001 §8 stop initialisation with their message. */
export function readGalleryData(root: HTMLElement): GalleryData | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(root.dataset.gallery ?? '');
  } catch {
    console.error(galleryMessages.decodeFailed);
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.layout !== 'string') {
    console.error(galleryMessages.evaluateFailed);
    return null;
  }
  return parsed as unknown as GalleryData;
}

const isMobile = (win: Window) => win.matchMedia?.('(pointer: coarse)').matches ?? false;

/**
 * Starts one gallery over its server-rendered markup. No element given only logs (spec 001 §8: that
 * message is log-only) and starts nothing; a gallery without its slides' container or with an
 * unknown layout throws; a gallery bound twice only warns.
 */
export function startGallery(root: HTMLElement | null, win: Window = window): (() => void) | undefined {
  if (!root) {
    console.error(galleryMessages.noElement);
    return undefined;
  }
  if (BOUND.has(root)) {
    console.warn('Gallery already bound');
    return undefined;
  }
  const data = readGalleryData(root);
  if (!data) return undefined;
  const layout = galleryLayout(data.design);
  // Every layout the domain knows is one of these; any other value in the data is unknown.
  if (layout !== data.layout) {
    throw new Error(`Unknown gallery design: ${data.layout}`);
  }
  const list = root.querySelector<HTMLElement>('.gallery__slides');
  // The slides' container is part of the gallery's element: without it there is no gallery (spec 001
  // §8: a missing gallery container throws).
  if (!list) throw new Error(MISSING_CONTAINER);
  const slides = [...list.children] as HTMLElement[];
  const names = slides.map((slide) => ({ id: slide.dataset.slideId ?? '', url: slide.dataset.slideUrl }));
  const off = new AbortController();
  const on = { signal: off.signal };
  const undo: (() => void)[] = [() => off.abort()];
  const mobile = isMobile(win);

  const control = (name: string) => root.querySelector<HTMLElement>(`[data-gallery-${name}]`);
  const elements = {
    next: control('next'),
    previous: control('previous'),
    currentIndex: control('current-index'),
    totalSlides: control('total'),
    controls: control('controls'),
  };

  let gallery: GalleryModel | undefined;
  let view: LayoutView | null = null;
  if (layout === 'stacked')
    view = stackedView(root, slides, data, () => gallery?.autoplayOptions.timeout ?? 0);
  else if (layout === 'strip') view = stripView(list, slides, data);
  else if (layout === 'carousel') view = carouselView(list, slides, data);

  const model = new GalleryModel({
    numberOfSlides: slides.length,
    currentIndex: data.currentIndex,
    loop: data.loop,
    keyboard: view !== null,
    historyHash: data.history,
    autoplayOptions: {
      randomize: data.randomize,
      timeout: data['autoplay-duration'] * 1000,
      pauseOnMouseover: !mobile,
    },
    elements,
    show: (from, to, direction) => view?.show(from, to, direction) ?? 0,
    target: view?.target,
  });
  gallery = model;
  BOUND.add(root);
  undo.push(() => {
    BOUND.delete(root);
    model.destroy();
  });
  root.classList.add('is-enhanced');
  const lazy = lazyLoadSlides(slides, {
    mobile,
    stacked: layout === 'stacked',
    current: model.currentIndex,
    win,
  });
  undo.push(() => lazy.destroy());
  undo.push(model.on('change', (index) => lazy.show(index)));

  // Video slides become inactive when another slide is current.
  const syncSlides = (index: number) => {
    slides.forEach((slide, at) => {
      const inactive = at !== index;
      slide.classList.toggle('is-inactive', inactive && slide.dataset.type === 'video');
      if (view) slide.setAttribute('aria-hidden', String(layout === 'stacked' ? inactive : false));
      if (inactive) for (const video of slide.querySelectorAll('video')) video.pause();
    });
    if (elements.currentIndex) elements.currentIndex.textContent = String(index + 1);
    const disabled = view?.disabled?.(index) ?? disabledControls(model);
    for (const [button, off] of [
      [elements.previous, disabled.previous],
      [elements.next, disabled.next],
    ] as const) {
      if (!button) continue;
      button.classList.toggle('disabled', off);
      button.setAttribute('aria-disabled', String(off));
    }
  };
  undo.push(model.on('change', syncSlides));

  if (view) {
    const from = slideFromAddress(win.location, names);
    if (from >= 0 && from !== model.currentIndex) model.setIndex(from, { instant: true });
    if (elements.controls) elements.controls.hidden = false;
    elements.previous?.addEventListener('click', () => model.previous(), on);
    elements.next?.addEventListener('click', () => model.next(), on);
    view.refresh(model.currentIndex);
    syncSlides(model.currentIndex);
    undo.push(bindKeys(root, model, () => dialogs.top() !== undefined));
    const viewport = root.querySelector<HTMLElement>('.gallery__viewport') ?? root;
    undo.push(
      bindSwipes(viewport, model, view, {
        transition: layout === 'stacked' ? data.transition : null,
        vertical: layout === 'stacked' && data.transition === 'scroll' && data.scrollDirection === 'vertical',
      }),
    );
    if (data.history && !inEditor(win)) undo.push(bindHistory(model, names, win));
    if (layout === 'stacked') undo.push(stackedSetup(root, model, data, on));
    if (data.autoplay && autoplayAllowed(win.location.search, reducedMotion(win))) {
      const autoplay = startAutoplay({
        gallery: model,
        root,
        mobile,
        pauseButton: root.querySelector<HTMLButtonElement>('[data-gallery-pause]'),
      });
      undo.push(() => autoplay.destroy());
    } else {
      root.querySelector<HTMLElement>('[data-gallery-pause]')?.remove();
    }
    onResize(win, () => view?.refresh(model.currentIndex), on);
  }

  if (layout === 'autogrid') autogridColumns(root, data, win, on);

  if (data.lightbox) {
    undo.push(
      bindLightboxOpeners(root, {
        slides,
        theme: data.lightboxTheme,
        onIndex: view ? (index) => model.setIndex(index, { instant: true }) : undefined,
      }),
    );
  }

  return () => {
    for (const run of undo.splice(0).reverse()) run();
  };
}

const reducedMotion = (win: Window) => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
