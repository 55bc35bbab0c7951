/**
 * Focus containment (spec 001 §5 "Other"): while a dialog holds focus, Tab and Shift+Tab go round
 * its own controls and focus that wanders out (a click on the page behind, a script) comes back.
 * What is inside is named by exactly one of a container or a predicate; the latest containment
 * started is the one in force, so a popup over the lightbox holds focus until it closes.
 */
export type FocusContainment =
  | { container: HTMLElement; predicate?: undefined; doc?: Document }
  | { predicate: (element: Element) => boolean; container?: undefined; doc?: Document };

export const FOCUS_CONTAINMENT_ERROR = 'Focus containment needs exactly one of container or predicate.';

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),video[controls],audio[controls],[contenteditable]:not([contenteditable="false"]),[tabindex]';

interface Entry {
  /** Whether it still applies: a container taken out of the page without a release does not. */
  live(): boolean;
}
/** Started containments, latest last: only the latest live one acts. */
const active: Entry[] = [];

/** Whether an element can take focus from Tab: not disabled, not hidden, not taken out of the order. */
function tabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.hidden || element.closest('[hidden],[inert],[aria-hidden="true"]'))
    return false;
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return style?.visibility !== 'hidden' && style?.display !== 'none';
}

/** The elements Tab reaches inside the containment, in document order. */
export function focusableIn(options: FocusContainment): HTMLElement[] {
  const doc = options.doc ?? options.container?.ownerDocument ?? document;
  const scope: ParentNode = options.container ?? doc;
  return [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => tabbable(element) && (options.predicate ? options.predicate(element) : true),
  );
}

/** Starts containing focus; returns the release. Throws unless exactly one of container or predicate. */
export function containFocus(options: FocusContainment): () => void {
  const hasContainer = options.container != null;
  const hasPredicate = typeof options.predicate === 'function';
  if (hasContainer === hasPredicate) throw new Error(FOCUS_CONTAINMENT_ERROR);
  const doc = options.doc ?? options.container?.ownerDocument ?? document;
  const token: Entry = { live: () => options.container?.isConnected ?? true };
  active.push(token);
  const inside = (node: unknown): boolean =>
    node instanceof Element &&
    (options.container ? options.container.contains(node) : options.predicate!(node));
  const inForce = () => {
    if (!token.live()) {
      release();
      return false;
    }
    for (let at = active.length - 1; at >= 0; at--) if (active[at]!.live()) return active[at] === token;
    return false;
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented || !inForce()) return;
    const focusable = focusableIn(options);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const current = doc.activeElement;
    if (event.shiftKey && (current === first || !inside(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !inside(current))) {
      event.preventDefault();
      first.focus();
    }
  };
  // Focus that left by other means than Tab comes back to the first control.
  const onFocusIn = (event: FocusEvent) => {
    if (!inForce() || inside(event.target)) return;
    const first = focusableIn(options)[0];
    if (first) first.focus();
    else if (options.container) options.container.focus();
  };
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('focusin', onFocusIn);
  let released = false;
  function release() {
    if (released) return;
    released = true;
    const at = active.lastIndexOf(token);
    if (at >= 0) active.splice(at, 1);
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('focusin', onFocusIn);
  }
  return release;
}
