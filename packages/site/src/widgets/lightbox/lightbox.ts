import { enGallery, LIGHTBOX, lightboxClickAction, normaliseIndex } from '@atelier/domain';
import { galleryLoaders } from '@atelier/domain/dictionaries/load-gallery';
import { type BrowserText, englishText, loadPageText } from '../../i18n/page-dictionary';
import { dialogs } from '../../runtime/dialogs';
import { containFocus } from '../focus/contain-focus';
import type { LightboxOptions, LightboxState } from './lightbox-types';
import { buildLightbox, type LightboxParts, renderItem } from './lightbox-view';

export { itemOfSlide } from './lightbox-items';
export type { LightboxItem, LightboxOptions, LightboxState } from './lightbox-types';

export interface Lightbox {
  readonly state: LightboxState;
  readonly index: number;
  go(index: number): boolean;
  next(): boolean;
  previous(): boolean;
  close(): void;
}

let current: Lightbox | null = null;

/** On phones the lightbox scrolls between items and has no previous or next buttons. */
const isMobile = (win: Window) =>
  win.matchMedia?.('(max-width: 767px), (pointer: coarse)').matches ?? win.innerWidth < 768;

/**
 * Opens the full-screen lightbox (spec 001 §2, §4, §9) over a set of items. Escape and outside
 * clicks reach it through the page's dialog registry, so the top-most dialog closes first.
 */
export function openLightbox(
  options: LightboxOptions,
  doc: Document = document,
  text: BrowserText<'gallery'> = englishText<'gallery'>(enGallery, undefined, doc),
): Lightbox {
  current?.close();
  const win = doc.defaultView ?? window;
  const mobile = isMobile(win);
  const count = options.items.length;
  let index = normaliseIndex(options.index, count);
  let state: LightboxState = 'open';
  let lastNavigation = Number.NEGATIVE_INFINITY;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const setState = (next: LightboxState) => {
    state = next;
    parts.root.dataset.state = next;
    options.onStateChange?.(next);
  };

  const parts: LightboxParts = buildLightbox(doc, {
    label: options.label ?? text('label'),
    theme: options.theme ?? 'dark',
    mobile,
    items: options.items,
    text,
  });
  const { root } = parts;
  const previousOverflow = doc.documentElement.style.overflow;
  doc.documentElement.style.overflow = 'hidden';
  doc.body.append(root);
  setState('open');

  const show = (to: number, direction: 1 | -1 | 0) => {
    const before = index;
    index = to;
    parts.slides.forEach((slide, at) => {
      const active = at === to;
      slide.classList.toggle('is-current', active);
      slide.setAttribute('aria-hidden', String(!active));
      if (active) renderItem(doc, slide, options.items[at]!, true);
      else for (const video of slide.querySelectorAll('video')) video.pause();
      // Neighbours are prepared so moving to them shows an image at once.
      if (Math.abs(at - to) === 1) renderItem(doc, slide, options.items[at]!, false);
    });
    if (mobile) {
      const target = parts.slides[to];
      if (target && direction !== 0)
        target.scrollIntoView({ behavior: 'smooth', inline: 'center', block: 'nearest' });
      else if (target) parts.track.scrollLeft = target.offsetLeft;
    } else if (direction !== 0) {
      parts.track.dataset.direction = direction > 0 ? 'next' : 'previous';
    }
    parts.counter.textContent = `${to + 1} / ${count}`;
    parts.caption.textContent = options.items[to]?.caption ?? '';
    parts.captionToggle.hidden = !mobile || !options.items[to]?.caption;
    const atStart = !canLoop() && to === 0;
    const atEnd = !canLoop() && to === count - 1;
    parts.previous.disabled = atStart;
    parts.next.disabled = atEnd;
    if (before !== to) options.onIndex?.(to);
  };

  // The lightbox loops on desktop only.
  const canLoop = () => !mobile;

  /** Moves to another item, at most once per navigation throttle (200 ms). */
  const go = (target: number, direction: 1 | -1 = target >= index ? 1 : -1): boolean => {
    if (state === 'hiding' || state === 'destroyed' || count === 0) return false;
    const now = Date.now();
    if (now - lastNavigation < LIGHTBOX.navigationThrottleMs) return false;
    if (!canLoop() && (target < 0 || target > count - 1)) return false;
    const to = normaliseIndex(target, count);
    if (to === index) return false;
    lastNavigation = now;
    show(to, direction);
    return true;
  };

  const close = () => {
    if (state === 'hiding' || state === 'destroyed') return;
    unregister();
    releaseFocus();
    setState('hiding');
    for (const video of root.querySelectorAll('video')) video.pause();
    root.classList.remove('is-visible');
    timers.push(
      setTimeout(() => {
        root.remove();
        doc.documentElement.style.overflow = previousOverflow;
        doc.removeEventListener('keydown', onKey, true);
        for (const timer of timers) clearTimeout(timer);
        setState('destroyed');
        if (current === api) current = null;
        if (options.opener?.isConnected) options.opener.focus();
      }, LIGHTBOX.overlayFadeMs),
    );
  };

  const onKey = (event: KeyboardEvent) => {
    if (state === 'hiding' || state === 'destroyed' || dialogs.top()?.element !== root) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('video')) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'ArrowRight') go(index + 1, 1);
      else go(index - 1, -1);
    }
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('button,video,a')) return;
    const onMedia = target.closest('.lightbox__img');
    if (!onMedia) {
      // The overlay, or anywhere outside the image.
      close();
      return;
    }
    if (mobile) return;
    const action = lightboxClickAction(event.clientX, win.innerWidth);
    if (action === 'next') go(index + 1, 1);
    else if (action === 'previous') go(index - 1, -1);
  };

  const onScrollEnd = () => {
    const width = parts.track.clientWidth || 1;
    const at = Math.round(parts.track.scrollLeft / width);
    if (at !== index && at >= 0 && at < count) show(at, 0);
  };
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(onScrollEnd, 120);
  };

  parts.close.addEventListener('click', () => close());
  parts.previous.addEventListener('click', () => go(index - 1, -1));
  parts.next.addEventListener('click', () => go(index + 1, 1));
  parts.captionToggle.addEventListener('click', () => {
    const open = parts.captionToggle.getAttribute('aria-expanded') !== 'true';
    parts.captionToggle.setAttribute('aria-expanded', String(open));
    root.classList.toggle('is-caption-open', open);
  });
  root.addEventListener('click', onClick);
  if (mobile) parts.track.addEventListener('scroll', onScroll, { passive: true });
  doc.addEventListener('keydown', onKey, true);
  const unregister = dialogs.register({ element: root, close, closeOnOutsideClick: false });
  // Tab and Shift+Tab go round the lightbox's controls while it is open.
  const releaseFocus = containFocus({ container: root });

  show(index, 0);
  // Overlay first, then the content: two frames so the fades run.
  win.requestAnimationFrame(() => {
    if (state !== 'open') return;
    root.classList.add('is-visible');
    setState('overlay shown');
    timers.push(
      setTimeout(() => {
        if (state === 'overlay shown') setState('content shown');
      }, LIGHTBOX.overlayFadeMs),
    );
  });
  parts.close.focus();

  const api: Lightbox = {
    get state() {
      return state;
    },
    get index() {
      return index;
    },
    go: (target) => go(target),
    next: () => go(index + 1, 1),
    previous: () => go(index - 1, -1),
    close,
  };
  current = api;
  return api;
}

/** Opens the lightbox with its controls named in the page's language (fetched with it, English at once). */
export async function openLightboxInPageLanguage(
  options: LightboxOptions,
  doc: Document = document,
): Promise<Lightbox> {
  return openLightbox(options, doc, await loadPageText<'gallery'>(enGallery, galleryLoaders, doc));
}
