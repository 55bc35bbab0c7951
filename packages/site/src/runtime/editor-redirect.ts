import type { SiteContext } from '@atelier/domain';
import { writeCookie } from './cookie-write';
import { canEditSite, editorAddress } from './owner';

/** Session storage key: set by `?noredirect`, it keeps an owner on the public pages until the tab closes. */
export const NO_REDIRECT_KEY = 'atelier:noredirect';
/** Tells the editor to open with the preview frame expanded. */
export const PREVIEW_EXPANDED_COOKIE = 'atelier_preview_expanded';

function sessionStore(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch (error) {
    // Storage can be blocked by privacy settings; the page must work on without it (spec 001 §8).
    console.warn(error);
    return null;
  }
}

/**
 * Whether this page view should move to the configuration editor (spec 000 §2). Remembers a
 * `noredirect` query flag for the rest of the browser session.
 */
export function shouldRedirectToEditor(context: SiteContext | null, win: Window = window): boolean {
  const storage = sessionStore(win);
  let suppressed = false;
  try {
    if (new URLSearchParams(win.location.search).has('noredirect')) {
      suppressed = true;
      storage?.setItem(NO_REDIRECT_KEY, 'true');
    }
    suppressed ||= storage?.getItem(NO_REDIRECT_KEY) === 'true';
  } catch (error) {
    console.warn(error);
  }
  return (
    !suppressed &&
    canEditSite(context) &&
    win.parent === win &&
    win.location.hostname !== 'localhost' &&
    !context?.website.developerMode &&
    !context?.website.cloneable
  );
}

/** Sends an owner to the editor when due; returns whether it did, so the caller stops starting the page. */
export function checkEditorRedirect(
  context: SiteContext | null,
  win: Window = window,
  // replace, not assign: Back from the editor must not land on a page that redirects again.
  navigate: (url: string) => void = (url) => win.location.replace(url),
): boolean {
  if (!shouldRedirectToEditor(context, win)) return false;
  writeCookie(PREVIEW_EXPANDED_COOKIE, 'true', { path: '/' }, win.document);
  navigate(editorAddress(win.location));
  return true;
}
