import type { LightboxItem } from '../../widgets/lightbox/lightbox-types';

/** What the lightbox shows of a slide: a copy of its content and its meta (caption, size). */
export function lightboxItemOf(slide: HTMLElement): LightboxItem {
  const img = slide.querySelector('img');
  const dimensions = /^(\d+)x(\d+)$/.exec(slide.dataset.imageDimensions ?? '');
  return {
    type: slide.dataset.type === 'video' ? 'video' : 'image',
    src: slide.dataset.src ?? img?.currentSrc ?? '',
    videoUrl: slide.dataset.videoUrl,
    alt: img?.alt ?? '',
    caption: slide.querySelector('.gallery__caption')?.textContent ?? undefined,
    width: dimensions ? Number(dimensions[1]) : undefined,
    height: dimensions ? Number(dimensions[2]) : undefined,
  };
}

export interface LightboxBinding {
  items: () => LightboxItem[];
  theme: 'light' | 'dark';
  /** Index of the slide an opener belongs to, -1 when it belongs to none. */
  indexOf: (opener: Element) => number;
  /** The lightbox moved to another item (the gallery follows). */
  onIndex?: (index: number) => void;
}

/**
 * Opens the lightbox on a click, Enter or Space on an item's opener. The widget's code is fetched
 * on the first open only; a link opener still works without it (it shows the full image).
 */
export function bindLightboxOpeners(root: HTMLElement, binding: LightboxBinding): () => void {
  const open = (opener: HTMLElement) => {
    const index = binding.indexOf(opener);
    if (index < 0) return;
    void import('../../widgets/lightbox/lightbox').then(({ openLightbox }) =>
      openLightbox({
        items: binding.items(),
        index,
        theme: binding.theme,
        opener,
        onIndex: binding.onIndex,
      }),
    );
  };
  const openerOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-lightbox-open]') : null;
  const onClick = (event: MouseEvent) => {
    const opener = openerOf(event.target);
    if (!opener || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    open(opener);
  };
  // Enter on a link already clicks it; Space must be taught.
  const onKey = (event: KeyboardEvent) => {
    const opener = openerOf(event.target);
    if (!opener || (event.key !== ' ' && event.key !== 'Enter') || event.repeat) return;
    if (event.key === 'Enter' && opener instanceof HTMLAnchorElement) return;
    event.preventDefault();
    open(opener);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
  };
}
