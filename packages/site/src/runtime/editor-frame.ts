/**
 * The editor window when this page is its preview frame, else null. The editor sandboxes its frame
 * without same-origin rights, so reading the parent's location throws there; pages may only be
 * framed by their own origin (frame-ancestors 'self'), and messages are posted to that origin
 * only, so no other page can receive them.
 */
export function editorParent(win: Window = window): Window | null {
  if (win.parent === win) return null;
  try {
    const { origin, pathname } = win.parent.location;
    return origin === win.location.origin && pathname.startsWith('/config') ? win.parent : null;
  } catch {
    return win.parent;
  }
}

/** Posted to the editor on every page shown in its preview frame, so it can follow the owner. */
export const EDITOR_LOCATION_MESSAGE = 'atelier:location';

/**
 * Posted to the editor when the page's styles preview starts listening (after the first paint): the
 * editor sends its styles again. Not a location: a late one would move the editor's frame back.
 */
export const EDITOR_STYLES_READY_MESSAGE = 'atelier:styles-ready';

/** Tells the editor, when it frames this page, that its styles preview now listens. */
export function stylesReadyToEditor(win: Window = window): void {
  editorParent(win)?.postMessage({ type: EDITOR_STYLES_READY_MESSAGE }, win.location.origin);
}

/** Tells the editor, when it frames this page, which page it is showing. */
export function announceToEditor(win: Window = window): void {
  const { pathname, search, hash, origin } = win.location;
  editorParent(win)?.postMessage({ type: EDITOR_LOCATION_MESSAGE, path: pathname + search + hash }, origin);
}
