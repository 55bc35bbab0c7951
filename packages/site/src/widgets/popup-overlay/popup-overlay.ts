import {
  ANALYTICS_TIMEOUT_MS,
  COOKIE_NAME,
  POPUP_HIDDEN_PAGE_TYPES,
  POPUP_OVERLAY,
  POPUP_OVERLAY_EVENT,
  type PopupOverlaySettings,
  popupDue,
  QUERY_FLAG,
  readPopupOverlay,
  type SiteContext,
} from '@atelier/domain';
import { trackingAllowed } from '../../runtime/consent';
import { readCookie } from '../../runtime/cookies';
import { dialogs } from '../../runtime/dialogs';
import { analyticsExcluded } from '../../runtime/tracking/analytics-scope';
import { containFocus } from '../focus/contain-focus';
import { type OverlaysManager, overlaysManager } from './overlays-manager';
import { readPopupMemory, rememberPopup } from './popup-memory';

export const OVERLAY_CENSUS_URL = '/api/census/overlay';
/** Narrower than this is a phone: a popup with enableMobile off stays away. */
export const POPUP_MOBILE_QUERY = '(max-width: 767px)';

export interface PopupOverlayDeps {
  win?: Window;
  now?: () => number;
  storage?: () => Storage | null;
  manager?: OverlaysManager;
  /** Takes over the newsletter form when the popup first shows (the form block's enhancement). */
  enhance?: (root: HTMLElement, onSuccess: () => void) => void;
}

/**
 * Whether the popup may show on this page at all (spec 000 §5): not with style none, not on the
 * not-found page or the lock screen, not on a phone when enableMobile is off, not in screenshot mode.
 */
export function popupAllowedHere(popup: PopupOverlaySettings, context: SiteContext, win: Window): boolean {
  if (popup.style === 'none') return false;
  if (POPUP_HIDDEN_PAGE_TYPES.includes(context.pageType as never)) return false;
  if (new URLSearchParams(win.location.search).get(QUERY_FLAG.screenshot) === 'true') return false;
  if (!popup.enableMobile && win.matchMedia?.(POPUP_MOBILE_QUERY).matches) return false;
  return true;
}

/** How far down the page the visitor has scrolled, 0 to 100; a page that cannot scroll counts as 100. */
function scrolledPercent(win: Window): number {
  const root = win.document.documentElement;
  const room = root.scrollHeight - win.innerHeight;
  return room <= 0 ? 100 : Math.min(100, (win.scrollY / room) * 100);
}

/**
 * The popup overlay in the browser: waits for the owner's trigger (a delay or a scroll depth), asks
 * the overlays manager for its turn, then shows as a modal dialog at layer 30000 (spec 000 §9) that
 * contains focus, closes on Escape, its close control or a press beside it, and gives focus back.
 * The visitor's memory (closed date, sign-up, version) decides whether it shows at all, and each
 * showing, close and sign-up is counted (POST /api/census/overlay). Returns the undo.
 */
export function startPopupOverlay(
  element: HTMLElement,
  context: SiteContext,
  deps: PopupOverlayDeps = {},
): () => void {
  const win = deps.win ?? window;
  const doc = win.document;
  const now = deps.now ?? (() => Date.now());
  const storage = deps.storage ?? (() => win.localStorage);
  const popup = readPopupOverlay(context.websiteSettings?.popupOverlaySettings);
  if (!popupAllowedHere(popup, context, win)) return () => {};
  if (!popupDue(popup, readPopupMemory(storage), now())) return () => {};
  const box = element.querySelector<HTMLElement>('.popup-overlay__box') ?? element;

  const census = (event: string) => {
    if (!trackingAllowed(context.cookieSettings?.isRestrictiveCookiePolicyEnabled === true, doc)) return;
    if (analyticsExcluded(context, win)) return;
    const visitorCookie = readCookie(COOKIE_NAME.visitorRecord, doc) ?? '';
    // Its own small request rather than the tracking code's: sharing that module split it out of
    // the tracking chunk, one more file on every tracked page (build-budget.ts).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ANALYTICS_TIMEOUT_MS);
    void fetch(OVERLAY_CENSUS_URL, {
      method: 'POST',
      body: JSON.stringify({ event, version: popup.version, visitorCookie }),
      headers: { 'content-type': 'application/json' },
      credentials: 'include',
      keepalive: true,
      signal: controller.signal,
    })
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
  };

  let stopped = false;
  let shown = false;
  let enhanced = false;
  let undoShow = () => {};
  let finish = () => {};

  const show = (done: () => void) => {
    if (stopped) return done();
    shown = true;
    finish = done;
    const previous = doc.activeElement;
    element.style.zIndex = String(POPUP_OVERLAY.zIndexBase);
    element.hidden = false;
    win.requestAnimationFrame(() => element.classList.add('is-visible'));
    if (!enhanced && deps.enhance) {
      enhanced = true;
      const form = element.querySelector<HTMLElement>('.block-newsletter');
      if (form)
        deps.enhance(form, () => {
          rememberPopup(storage, popup.version, { submitted: true });
          census(POPUP_OVERLAY_EVENT.submitted);
        });
    }
    const release = containFocus({ container: box });
    const first = box.querySelector<HTMLElement>('input:not([type="hidden"]), .popup-overlay__action');
    (first ?? box).focus();
    const close = () => hide();
    const unregister = dialogs.register({ element: box, close });
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('[data-popup-overlay-close]') || target === element) hide();
    };
    element.addEventListener('click', onClick);
    census(POPUP_OVERLAY_EVENT.shown);
    undoShow = () => {
      const hadFocus = box.contains(doc.activeElement);
      element.removeEventListener('click', onClick);
      unregister();
      release();
      element.classList.remove('is-visible');
      element.hidden = true;
      // Focus goes back where it was, unless the visitor has moved it elsewhere meanwhile.
      if (hadFocus && previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  };

  function hide(): void {
    if (!shown) return;
    shown = false;
    undoShow();
    rememberPopup(storage, popup.version, { dateClosed: now() });
    census(POPUP_OVERLAY_EVENT.closed);
    finish();
  }

  const manager = deps.manager ?? overlaysManager(context, win);
  let cancelRequest = () => {};
  const ask = () => {
    cancelRequest = manager.request(show);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    if (scrolledPercent(win) < popup.scrollPercent) return;
    win.removeEventListener('scroll', onScroll);
    ask();
  };
  if (popup.trigger === 'scroll') {
    win.addEventListener('scroll', onScroll, { passive: true });
    // A page already scrolled that far (or too short to scroll) sends no scroll event.
    onScroll();
  } else {
    timer = setTimeout(ask, popup.delaySeconds * 1000);
  }

  return () => {
    stopped = true;
    clearTimeout(timer);
    win.removeEventListener('scroll', onScroll);
    cancelRequest();
    if (shown) {
      shown = false;
      undoShow();
      finish();
    }
  };
}
