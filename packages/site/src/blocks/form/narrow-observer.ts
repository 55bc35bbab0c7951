/**
 * Keeps `className` on `element` while its box is narrower than `belowPx` (the container widths of
 * spec 000 §9 and spec 001 §9). A box without width yet (not laid out) does not count as narrow.
 * Returns the stop function.
 */
export function observeNarrow(element: HTMLElement, className: string, belowPx: number): () => void {
  const apply = (width: number) => element.classList.toggle(className, width > 0 && width < belowPx);
  apply(element.getBoundingClientRect().width);
  if (typeof ResizeObserver !== 'function') return () => {};
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) apply(entry.contentRect.width);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
