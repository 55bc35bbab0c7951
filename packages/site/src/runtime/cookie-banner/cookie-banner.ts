import type { PageCookieSettings } from '@atelier/domain';
import { storedChoice } from '../consent';
import { recordChoice } from './cookie-banner-choice';
import { type BannerWords, loadBannerWords } from './cookie-banner-language';
import { createCookieBannerElement, placeCookieBanner } from './cookie-banner-view';

export { createCookieBannerElement } from './cookie-banner-view';

/** On the body while the editor forces the banner into view, so the page can make room for it. */
export const FORCED_BODY_CLASS = 'atelier-cookie-banner-forced';

/** What the bootstrap drives once the banner chunk has loaded; cookie-banner-gate.ts names the events. */
export interface CookieBannerController {
  /** Shows the page's banner unless the visitor has already chosen. */
  start(): void;
  force(settings?: Partial<PageCookieSettings>): void;
  update(settings?: Partial<PageCookieSettings>): void;
  unforce(settings?: Partial<PageCookieSettings>): void;
  destroy(): void;
}

/**
 * Drives the banner of one page. The page's settings come normalised from the server; settings from
 * an event are laid over the ones shown, so an event may carry only what changed (the editor
 * normalises what it sends).
 */
export function createCookieBannerController(
  pageSettings: PageCookieSettings,
  win: Window = window,
): CookieBannerController {
  const doc = win.document;
  const classes = doc.body.classList;
  let settings = pageSettings;
  // Forced settings are a preview: shown whatever the visitor chose, and a click there records nothing.
  let forced: PageCookieSettings | null = null;
  let banner: HTMLElement | undefined;
  // English is at hand; another language waits for its strings, so the banner never shows in English first.
  let language: BannerWords | null | undefined = /^(en|)(-|$)/i.test(doc.documentElement.lang)
    ? null
    : undefined;
  let stopped = false;
  const loading =
    language === null
      ? null
      : loadBannerWords(doc).then((loaded) => {
          language = loaded;
        });

  const mount = (): void => {
    if (language === undefined) {
      void loading?.then(() => (stopped ? undefined : mount()));
      return;
    }
    banner?.remove();
    const shown = forced ?? settings;
    if (!forced && (!shown.isCookieBannerEnabled || storedChoice(doc) !== null)) return;
    const preview = !!forced;
    const element = createCookieBannerElement(
      shown,
      doc,
      {
        onChoice(allowed, method) {
          const hadFocus = element.contains(doc.activeElement);
          element.remove();
          // Focus would drop to the document start; the main content is where the visitor goes next.
          if (hadFocus) doc.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
          if (!preview) recordChoice(shown, allowed, method, win);
        },
      },
      language,
    );
    banner = element;
    placeCookieBanner(element, shown, doc);
  };

  return {
    start: mount,
    force(next) {
      forced = { ...(forced ?? settings), ...next };
      classes.add(FORCED_BODY_CLASS);
      mount();
    },
    update(next) {
      if (forced) forced = { ...forced, ...next };
      else settings = { ...settings, ...next };
      mount();
    },
    unforce(next) {
      forced = null;
      classes.remove(FORCED_BODY_CLASS);
      settings = { ...settings, ...next };
      mount();
    },
    destroy() {
      stopped = true;
      banner?.remove();
      classes.remove(FORCED_BODY_CLASS);
    },
  };
}
