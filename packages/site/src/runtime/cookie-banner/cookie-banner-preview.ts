/**
 * What the editor's live preview needs to render the very banner visitors get, and to drive the
 * banner of its preview frame: re-exported from one place for the package index. The banner's
 * styles are the stylesheet `@atelier/site/cookie-banner.css`.
 */
export { FORCED_BODY_CLASS } from './cookie-banner';
export { COOKIE_BANNER_EVENT } from './cookie-banner-gate';
export {
  ANNOUNCEMENT_BAR_AREA,
  COOKIE_BANNER_CLASS,
  type ConsentMethod,
  type CookieBannerHandlers,
  createCookieBannerElement,
} from './cookie-banner-view';
