import { TEXT_SHRINK } from '@atelier/domain';
import { injectStyle } from '../../runtime/inject-style';

/** Set on a label that does not fit even at the smallest size: it wraps then. */
export const UNFIT_CLASS = 'is-unfit';
/**
 * A label being fitted is kept on one line; before (no script) and when unfit it wraps as its
 * stylesheet says, so nothing is ever cut off.
 */
const CSS = `[data-text-shrink="fit"]:not(.${UNFIT_CLASS}){white-space:nowrap;overflow:hidden}`;

/**
 * Shrinks a one-line label's font until its text fits its box, never under 11 px (spec 001 §9), and
 * returns the size it got. It starts from the stylesheet's size each time, so a wider box grows it
 * back. The label is kept on one line while fitted (startTextShrink); its stylesheet sets its box.
 */
export function shrinkToFit(element: HTMLElement): number {
  const win = element.ownerDocument.defaultView ?? window;
  element.style.fontSize = '';
  element.classList.remove(UNFIT_CLASS);
  const natural = Number.parseFloat(win.getComputedStyle(element).fontSize) || 16;
  const fits = () => element.scrollWidth <= element.clientWidth;
  if (fits()) return natural;
  const min = TEXT_SHRINK.minFontSize;
  // A first guess in proportion, then a pixel at a time: wrapping and kerning are not linear.
  let size = Math.max(min, Math.floor((natural * element.clientWidth) / element.scrollWidth));
  element.style.fontSize = `${size}px`;
  while (!fits() && size > min) {
    size -= 1;
    element.style.fontSize = `${size}px`;
  }
  if (!fits()) element.classList.add(UNFIT_CLASS);
  return size;
}

/**
 * Fits each label now, and again when the window is resized (debounced 100 ms) or the fonts finish
 * loading. Returns the undo, which gives the labels back their stylesheet size.
 */
export function startTextShrink(elements: readonly HTMLElement[], win: Window = window): () => void {
  if (elements.length === 0) return () => {};
  injectStyle('atelier-text-shrink-style', CSS, win.document);
  for (const element of elements) element.dataset.textShrink = 'fit';
  const fitAll = () => {
    for (const element of elements) if (element.isConnected) shrinkToFit(element);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(fitAll, TEXT_SHRINK.resizeDebounceMs);
  };
  let stopped = false;
  fitAll();
  void win.document.fonts?.ready.then(() => {
    if (!stopped) fitAll();
  });
  win.addEventListener('resize', onResize);
  return () => {
    stopped = true;
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
    for (const element of elements) {
      element.style.fontSize = '';
      element.classList.remove(UNFIT_CLASS);
      element.dataset.textShrink = '';
    }
  };
}
