import {
  hasOnlyViewerRole,
  type SiteContext,
  UNTRACKED_PAGE_TYPES,
  UNTRACKED_PAGE_VIEW_PATHS,
} from '@atelier/domain';
import { editorParent } from '../editor-frame';

declare global {
  interface Window {
    /** Set to true before the runtime starts to record no analytics on the page (see CONTEXT.md). */
    __ATELIER_DISABLE_ANALYTICS__?: boolean;
  }
}

/** `<meta name="atelier-analytics" content="off">` in a page's head switches analytics off too. */
export const ANALYTICS_META_SELECTOR = 'meta[name="atelier-analytics"][content="off"]';

const isConfigPath = (path: string) => path === '/config' || path.startsWith('/config/');

/**
 * Spec 000 §6: no analytics for signed-in accounts (except those whose only role is viewer, outside
 * /config/), the not-found page, the lock screen, the member-area access-denied page, or when the
 * global disable flag is set. Errors, traces and performance records are not analytics and still go.
 * Nothing shown in the editor's preview frame counts either: that is the owner looking at their
 * own draft, whatever the session says.
 */
export function analyticsExcluded(context: SiteContext, win: Window = window): boolean {
  if (editorParent(win)) return true;
  if (context.authenticatedAccount) {
    const viewerOnly = hasOnlyViewerRole(context.websiteRoles ?? {});
    if (!viewerOnly || isConfigPath(win.location.pathname)) return true;
  }
  if (UNTRACKED_PAGE_TYPES.includes(context.pageType as never)) return true;
  return (
    win.__ATELIER_DISABLE_ANALYTICS__ === true || win.document.querySelector(ANALYTICS_META_SELECTOR) !== null
  );
}

/** Page views are also skipped on the site search page (spec 000 §2, §9). */
export function pageViewExcluded(context: SiteContext, win: Window = window): boolean {
  const path = win.location.pathname.replace(/\/+$/, '');
  return (UNTRACKED_PAGE_VIEW_PATHS as readonly string[]).includes(path) || analyticsExcluded(context, win);
}
