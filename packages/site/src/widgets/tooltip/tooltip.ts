import { TOOLTIP } from '@atelier/domain';
import { injectStyle, uniqueId } from '../../runtime/inject-style';
import { tween } from '../tween/tween';

export interface TooltipOptions {
  /** The elements, inside the root, that have a tooltip. */
  selector: string;
  /** An element's tooltip text; empty for none. */
  text: (element: HTMLElement) => string;
  /**
   * Place it by the mouse pointer, following it (spec 001 §6: only for a signed-in account, whose
   * context has authenticatedAccount); otherwise it is anchored under the element.
   */
  trackMouse: boolean;
  doc?: Document;
}

const STYLE_ID = 'atelier-tooltip-style';
const CSS = `.atelier-tooltip{position:fixed;z-index:2147481000;box-sizing:border-box;max-width:${TOOLTIP.width}px;
padding:6px 10px;border-radius:4px;background:#111;color:#fff;font:13px/1.35 system-ui,sans-serif;pointer-events:none}`;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Ours, not the specification's: the gap between an element and its anchored tooltip. */
const ANCHOR_GAP = 6;

/**
 * Where a box of `width` x `height` goes: at `x + dx, y + dy`, below the point (above it when there
 * is no room below), kept 20 px inside the viewport.
 */
export function placeTooltip(
  point: { x: number; y: number; above?: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  offset: { dx: number; dy: number } = { dx: TOOLTIP.mouseOffset, dy: TOOLTIP.mouseOffset },
): { left: number; top: number } {
  const margin = TOOLTIP.edgeMargin;
  const clamp = (value: number, max: number) => Math.max(margin, Math.min(value, max - margin));
  let top = point.y + offset.dy;
  if (top + size.height > viewport.height - margin) top = (point.above ?? point.y) - offset.dy - size.height;
  return {
    left: clamp(point.x + offset.dx, viewport.width - size.width),
    top: clamp(top, viewport.height - size.height),
  };
}

/**
 * Tooltips (spec 001 §9): shown 1200 ms after the pointer comes to an element, or its keyboard
 * focus, at most 250 px wide, 15 px from the mouse and 20 px from the viewport's edges. Escape,
 * leaving or blurring hides it. The element is described by it while it shows. `current`, an
 * element the pointer or focus is on already, starts its delay at once. Returns the undo.
 */
export function attachTooltips(
  root: HTMLElement,
  options: TooltipOptions,
  current?: HTMLElement,
): () => void {
  const doc = options.doc ?? root.ownerDocument;
  const win = doc.defaultView ?? window;
  injectStyle(STYLE_ID, CSS, doc);
  const tip = doc.createElement('div');
  tip.className = 'atelier-tooltip';
  tip.id = uniqueId('atelier-tooltip');
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  let target: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let mouse: { x: number; y: number } | null = null;

  const viewport = () => ({
    width: doc.documentElement.clientWidth || win.innerWidth,
    height: win.innerHeight,
  });
  const place = () => {
    if (!target || tip.hidden) return;
    const size = tip.getBoundingClientRect();
    let spot: { left: number; top: number };
    if (options.trackMouse && mouse) {
      spot = placeTooltip(mouse, size, viewport());
    } else {
      // Anchored: centred under the element (over it when there is no room below).
      const box = target.getBoundingClientRect();
      const point = { x: box.left + box.width / 2 - size.width / 2, y: box.bottom, above: box.top };
      spot = placeTooltip(point, size, viewport(), { dx: 0, dy: ANCHOR_GAP });
    }
    tip.style.left = `${spot.left}px`;
    tip.style.top = `${spot.top}px`;
  };

  const hide = () => {
    clearTimeout(timer);
    if (target?.getAttribute('aria-describedby') === tip.id) target.removeAttribute('aria-describedby');
    target = null;
    tip.hidden = true;
  };
  const showSoon = (element: HTMLElement) => {
    if (target === element) return;
    hide();
    const text = options.text(element);
    if (!text) return;
    target = element;
    timer = setTimeout(() => {
      if (target !== element || !element.isConnected) return;
      tip.textContent = text;
      tip.hidden = false;
      if (!tip.isConnected) doc.body.append(tip);
      if (!element.hasAttribute('aria-describedby')) element.setAttribute('aria-describedby', tip.id);
      place();
      const still = Boolean(win.matchMedia?.(REDUCED_MOTION).matches);
      tip.style.opacity = still ? '1' : '0';
      if (!still) tween((progress) => (tip.style.opacity = String(progress))).start();
    }, TOOLTIP.showDelayMs);
  };
  const owner = (node: EventTarget | null) =>
    node instanceof Element ? (node.closest<HTMLElement>(options.selector) as HTMLElement | null) : null;
  const inRoot = (element: HTMLElement | null) => (element && root.contains(element) ? element : null);

  const onOver = (event: MouseEvent) => {
    const element = inRoot(owner(event.target));
    mouse = { x: event.clientX, y: event.clientY };
    if (element) showSoon(element);
  };
  const onMove = (event: MouseEvent) => {
    mouse = { x: event.clientX, y: event.clientY };
    if (options.trackMouse) place();
  };
  const onOut = (event: MouseEvent) => {
    if (target && owner(event.relatedTarget) !== target && doc.activeElement !== target) hide();
  };
  const onFocus = (event: FocusEvent) => {
    const element = inRoot(owner(event.target));
    mouse = null;
    if (element) showSoon(element);
  };
  const onBlur = () => hide();
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && target && !tip.hidden) {
      event.stopPropagation();
      hide();
    }
  };
  root.addEventListener('mouseover', onOver);
  root.addEventListener('mousemove', onMove);
  root.addEventListener('mouseout', onOut);
  root.addEventListener('focusin', onFocus);
  root.addEventListener('focusout', onBlur);
  doc.addEventListener('keydown', onKey, true);
  if (current && root.contains(current)) showSoon(current);
  return () => {
    hide();
    tip.remove();
    root.removeEventListener('mouseover', onOver);
    root.removeEventListener('mousemove', onMove);
    root.removeEventListener('mouseout', onOut);
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('focusout', onBlur);
    doc.removeEventListener('keydown', onKey, true);
  };
}
