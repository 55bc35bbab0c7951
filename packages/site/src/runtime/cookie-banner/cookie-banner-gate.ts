import { type PageCookieSettings, QUERY_FLAG, type SiteContext } from '@atelier/domain';
import { forgetChoiceOfOtherRevision, storedChoice } from '../consent';
import type { CookieBannerController } from './cookie-banner';

/**
 * Window events that drive the banner from outside (the editor's preview frame), each a
 * CustomEvent whose `detail.settings` holds cookie banner settings with client field names,
 * normalised by the sender (normaliseCookieBannerSettings); they are laid over the settings shown,
 * so a partial object changes only what it names:
 * - force: shows the banner with these settings whatever the visitor chose, adds the body class
 *   `atelier-cookie-banner-forced`; choices made on it are not stored or recorded (a preview).
 * - update: shows the banner again with new settings (the forced ones while forced).
 * - unforce: removes the body class and mounts again by the ordinary rules with the new settings.
 * e.g. `win.dispatchEvent(new win.CustomEvent(COOKIE_BANNER_EVENT.force, { detail: { settings } }))`.
 */
export const COOKIE_BANNER_EVENT = {
  force: 'atelier:cookie-banner:force',
  update: 'atelier:cookie-banner:update',
  unforce: 'atelier:cookie-banner:unforce',
} as const;

export type LoadCookieBanner = () => Promise<{
  createCookieBannerController: (settings: PageCookieSettings, win: Window) => CookieBannerController;
}>;

const loadBanner: LoadCookieBanner = () => import('./cookie-banner');

/**
 * The banner's part of the bootstrap: forgets a choice made for another revision of the banner
 * (before tracking reads it), then loads the banner only when it must show, or when an event asks
 * for it. Nothing shows in screenshot mode. Returns the page's destructor.
 */
export function startCookieBanner(
  context: SiteContext,
  win: Window = window,
  load: LoadCookieBanner = loadBanner,
): () => void {
  const doc = win.document;
  if (new URLSearchParams(win.location.search).get(QUERY_FLAG.screenshot) === 'true') return () => {};
  // The server sends complete, normalised settings (pageCookieSettings); the cast only names them.
  const settings = (context.cookieSettings ?? {}) as Partial<PageCookieSettings> as PageCookieSettings;
  const revision = settings.cookieBannerRevision;
  if (settings.isCookieBannerEnabled && typeof revision === 'string')
    forgetChoiceOfOtherRevision(revision, doc);

  let stopped = false;
  let loading: Promise<CookieBannerController | undefined> | undefined;
  const banner = (): Promise<CookieBannerController | undefined> => {
    loading ??= load().then(
      (module) => (stopped ? undefined : module.createCookieBannerController(settings, win)),
      (error: unknown) => {
        console.error('Unable to load module', 'cookie-banner', error);
        return undefined;
      },
    );
    return loading;
  };
  if (settings.isCookieBannerEnabled === true && storedChoice(doc) === null)
    void banner().then((c) => c?.start());

  const removers = (Object.keys(COOKIE_BANNER_EVENT) as (keyof typeof COOKIE_BANNER_EVENT)[]).map(
    (action) => {
      const listener = (event: Event) => {
        const next = (event as CustomEvent<{ settings?: Partial<PageCookieSettings> } | null>).detail
          ?.settings;
        void banner().then((c) => (stopped ? undefined : c?.[action](next)));
      };
      win.addEventListener(COOKIE_BANNER_EVENT[action], listener);
      return () => win.removeEventListener(COOKIE_BANNER_EVENT[action], listener);
    },
  );
  return () => {
    stopped = true;
    for (const remove of removers) remove();
    void loading?.then((c) => c?.destroy());
  };
}
