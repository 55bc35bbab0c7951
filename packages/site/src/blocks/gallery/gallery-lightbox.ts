export interface LightboxBinding {
  /** The gallery's slides; the lightbox shows a copy of each. */
  slides: HTMLElement[];
  theme: 'light' | 'dark';
  /** The lightbox moved to another item (the gallery follows). */
  onIndex?: (index: number) => void;
}

/**
 * Opens the lightbox on a click, Enter or Space on an item's opener. The widget's code is fetched
 * on the first open only; a link opener still works without it (it shows the full image).
 */
export function bindLightboxOpeners(root: HTMLElement, binding: LightboxBinding): () => void {
  const open = (opener: HTMLElement) => {
    const index = binding.slides.findIndex((slide) => slide.contains(opener));
    if (index < 0) return;
    void import('../../widgets/lightbox/lightbox').then(({ openLightboxInPageLanguage, itemOfSlide }) =>
      openLightboxInPageLanguage({
        items: binding.slides.map(itemOfSlide),
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
  const off = new AbortController();
  root.addEventListener('click', onClick, { signal: off.signal });
  root.addEventListener('keydown', onKey, { signal: off.signal });
  return () => off.abort();
}
