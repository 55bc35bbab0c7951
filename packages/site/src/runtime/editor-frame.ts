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
