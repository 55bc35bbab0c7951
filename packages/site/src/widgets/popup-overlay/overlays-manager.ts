import { type SiteContext, WAIT_POLL_INTERVAL_MS } from '@atelier/domain';
import { onConsentChange, storedChoice } from '../../runtime/consent';
import { dialogs } from '../../runtime/dialogs';

/**
 * The overlays manager: the one place that decides what shows when several overlays would. The
 * cookie banner comes first: while it asks and has no answer, nothing else shows. Then one overlay
 * at a time: a dialog already open (a lightbox, a confirmation) or another overlay keeps the next
 * one waiting until it closes. Spec 000 §6: a signed-in account always gets it.
 */
export interface OverlaysManager {
  /**
   * Runs `show` once the page is clear; `show` returns the overlay's close-notice registration:
   * it calls the given `done` once the overlay has gone, letting the next one show.
   */
  request(show: (done: () => void) => void): () => void;
}

/** Whether the cookie banner is asking now: on, and the visitor has not answered yet. */
export const cookieBannerAsking = (context: SiteContext, doc: Document): boolean =>
  context.cookieSettings?.isCookieBannerEnabled === true && storedChoice(doc) === null;

export function createOverlaysManager(context: SiteContext, win: Window = window): OverlaysManager {
  let busy = false;
  const queue: ((done: () => void) => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopConsent: (() => void) | undefined;

  const next = () => {
    if (busy || queue.length === 0) return;
    if (cookieBannerAsking(context, win.document)) {
      stopConsent ??= onConsentChange(() => {
        stopConsent?.();
        stopConsent = undefined;
        next();
      }, win);
      return;
    }
    // A dialog this manager did not open gives no notice when it closes: look again shortly.
    if (dialogs.top()) {
      clearTimeout(timer);
      timer = setTimeout(next, WAIT_POLL_INTERVAL_MS);
      return;
    }
    const show = queue.shift()!;
    busy = true;
    let finished = false;
    show(() => {
      if (finished) return;
      finished = true;
      busy = false;
      next();
    });
  };

  return {
    request(show) {
      queue.push(show);
      next();
      return () => {
        const at = queue.indexOf(show);
        if (at >= 0) queue.splice(at, 1);
        if (queue.length === 0) {
          clearTimeout(timer);
          stopConsent?.();
          stopConsent = undefined;
        }
      };
    },
  };
}

let shared: OverlaysManager | undefined;

/** The page's one manager. */
export const overlaysManager = (context: SiteContext, win: Window = window): OverlaysManager =>
  (shared ??= createOverlaysManager(context, win));
