/** The editor window when this page is its preview frame, else null. */
export function editorParent(win: Window = window): Window | null {
  if (win.parent === win) return null;
  try {
    const { origin, pathname } = win.parent.location;
    return origin === win.location.origin && pathname.startsWith('/config') ? win.parent : null;
  } catch {
    // A cross-origin parent throws on location access: some other site framed us.
    return null;
  }
}
