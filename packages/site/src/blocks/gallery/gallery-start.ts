import {
  AUTO_COLUMNS,
  autoColumnCount,
  autoplayAllowed,
  disabledControls,
  GALLERY,
  galleryLayout,
  galleryMessages,
} from '@atelier/domain';
import { dialogs } from '../../runtime/dialogs';
import { isRecord } from '../settings-guards';
import { startAutoplay } from './gallery-autoplay';
import { GalleryModel } from './gallery-controller';
import type { GalleryData } from './gallery-data';
import { bindHistory, inEditor, slideFromAddress } from './gallery-history';
import { bindKeys, bindTouch } from './gallery-input';
import { carouselView, type LayoutView, stackedView, stripView } from './gallery-layouts';
import { bindLightboxOpeners, lightboxItemOf } from './gallery-lightbox';

const BOUND = new WeakSet<HTMLElement>();
const KNOWN_DESIGNS = new Set([
  'base',
  'strip',
  'stacked',
  'grid',
  'autogrid',
  'autocolumns',
  'carousel',
  'list',
]);

/** Reads the block data; the two failures of spec 001 §8 stop initialisation with their message. */
export function readGalleryData(root: HTMLElement): GalleryData | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(root.dataset.gallery ?? '');
  } catch {
    console.error(galleryMessages.decodeFailed);
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.layout !== 'string' || typeof parsed.design !== 'string') {
    console.error(galleryMessages.evaluateFailed);
    return null;
  }
  return parsed as unknown as GalleryData;
}

const isMobile = (win: Window) => win.matchMedia?.('(pointer: coarse)').matches ?? false;

function debounce(run: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
}

/**
 * Starts one gallery over its server-rendered markup. Throws for a missing container or an unknown
 * layout; a gallery bound twice only warns.
 */
export function startGallery(root: HTMLElement | null, win: Window = window): (() => void) | undefined {
  if (!root) throw new Error(galleryMessages.noElement);
  if (BOUND.has(root)) {
    console.warn('Gallery already bound', root.dataset.blockId);
    return undefined;
  }
  const data = readGalleryData(root);
  if (!data) return undefined;
  const layout = galleryLayout(data.design);
  if (!KNOWN_DESIGNS.has(data.layout) || layout !== data.layout) {
    throw new Error(`Unknown gallery design: ${data.layout}`);
  }
  const list = root.querySelector<HTMLElement>('.gallery__slides');
  if (!list) throw new Error('Gallery container not found');
  const slides = [...list.querySelectorAll<HTMLElement>(':scope > .gallery__slide')];
  const names = slides.map((slide) => ({ id: slide.dataset.slideId ?? '', url: slide.dataset.slideUrl }));
  const undo: (() => void)[] = [];
  const mobile = isMobile(win);

  const control = (name: string) => root.querySelector<HTMLElement>(`[data-gallery-${name}]`);
  const elements = {
    next: control('next'),
    previous: control('previous'),
    currentIndex: control('current-index'),
    totalSlides: control('total'),
    controls: control('controls'),
  };
  const autoplayTimeout =
    data['autoplay-duration'] !== null
      ? data['autoplay-duration'] * 1000
      : layout === 'stacked'
        ? GALLERY.autoplayTimeoutMs.stacked
        : GALLERY.autoplayTimeoutMs.generic;

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
    autoplayOptions: { randomize: data.randomize, timeout: autoplayTimeout, pauseOnMouseover: !mobile },
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
    const onPrevious = () => model.previous();
    const onNext = () => model.next();
    elements.previous?.addEventListener('click', onPrevious);
    elements.next?.addEventListener('click', onNext);
    undo.push(() => {
      elements.previous?.removeEventListener('click', onPrevious);
      elements.next?.removeEventListener('click', onNext);
    });
    view.refresh(model.currentIndex);
    syncSlides(model.currentIndex);
    undo.push(bindKeys(root, model, () => dialogs.top() !== undefined));
    const viewport = root.querySelector<HTMLElement>('.gallery__viewport') ?? root;
    undo.push(bindTouch(viewport, model, view, layout === 'stacked' ? data.transition : null));
    if (data.history && !inEditor(win)) undo.push(bindHistory(model, names, win));
    if (layout === 'stacked') undo.push(stackedSetup(root, slides, model, data, win));
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
    const onResize = debounce(() => view?.refresh(model.currentIndex), GALLERY.resizeDebounceMs.gallery);
    win.addEventListener('resize', onResize);
    undo.push(() => win.removeEventListener('resize', onResize));
  }

  if (layout === 'autogrid') undo.push(autogridColumns(root, data, win));

  if (data.lightbox) {
    undo.push(
      bindLightboxOpeners(root, {
        items: () => slides.map(lightboxItemOf),
        theme: data.lightboxTheme,
        indexOf: (opener) => slides.findIndex((slide) => slide.contains(opener)),
        onIndex: view ? (index) => model.setIndex(index, { instant: true }) : undefined,
      }),
    );
  }

  return () => {
    for (const run of undo.splice(0).reverse()) run();
  };
}

const reducedMotion = (win: Window) => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The slideshow's own parts: its natural ratio, click to go next, and the linked thumbnail strip. */
function stackedSetup(
  root: HTMLElement,
  slides: HTMLElement[],
  model: GalleryModel,
  data: GalleryData,
  _win: Window,
): () => void {
  const undo: (() => void)[] = [];
  const first = slides[0]?.dataset.imageDimensions?.split('x').map(Number);
  if (first?.[0] && first[1]) root.style.setProperty('--gallery-natural-ratio', `${first[0]} / ${first[1]}`);
  if (!data.lightbox) {
    // Stacked click behaviour: next.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest('.gallery__img') || target.closest('a,video,button')) return;
      model.next();
    };
    root.addEventListener('click', onClick);
    undo.push(() => root.removeEventListener('click', onClick));
  }
  const strip = root.querySelector<HTMLElement>('[data-gallery-thumbnails]');
  if (strip) undo.push(linkThumbnails(strip, model));
  return () => {
    for (const run of undo.splice(0).reverse()) run();
  };
}

/** The thumbnail strip is a second gallery linked to the slideshow: both keep one index. */
function linkThumbnails(strip: HTMLElement, slideshow: GalleryModel): () => void {
  const thumbs = [...strip.querySelectorAll<HTMLElement>('.gallery__thumb')];
  const strips = new GalleryModel({
    numberOfSlides: thumbs.length,
    currentIndex: slideshow.currentIndex,
    loop: slideshow.loop,
    keyboard: false,
    historyHash: false,
    autoplayOptions: { ...slideshow.autoplayOptions },
    elements: { next: null, previous: null, currentIndex: null, totalSlides: null, controls: null },
    show: (_from, to) => {
      thumbs.forEach((thumb, at) => {
        thumb.classList.toggle('is-current', at === to);
        const button = thumb.querySelector('button');
        if (at === to) button?.setAttribute('aria-current', 'true');
        else button?.removeAttribute('aria-current');
      });
      const current = thumbs[to];
      if (current)
        strip.scrollTo?.({ left: current.offsetLeft - strip.clientWidth / 2 + current.offsetWidth / 2 });
      return 0;
    },
  });
  slideshow.link(strips);
  strip.hidden = false;
  const onClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-gallery-thumb]') : null;
    if (button) strips.setIndex(Number(button.dataset.galleryThumb));
  };
  strip.addEventListener('click', onClick);
  return () => {
    strip.removeEventListener('click', onClick);
    strips.destroy();
  };
}

/** Autogrid column count from the container width: 'min' floors, otherwise rounds up. */
function autogridColumns(root: HTMLElement, data: GalleryData, win: Window): () => void {
  const apply = () => {
    const count = autoColumnCount(
      root.clientWidth,
      data.columnWidth || AUTO_COLUMNS.columnWidth,
      data.columnBehaviour,
    );
    root.style.setProperty('--gallery-columns', String(count));
  };
  apply();
  const onResize = debounce(apply, GALLERY.resizeDebounceMs.gallery);
  win.addEventListener('resize', onResize);
  return () => win.removeEventListener('resize', onResize);
}
