// @vitest-environment happy-dom
import { DEFAULT_POPUP_OVERLAY, POPUP_OVERLAY_STORAGE, type PopupOverlaySettings } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../runtime/dialogs';
import { siteContext } from '../../runtime/site-context.test-support';
import { createOverlaysManager } from './overlays-manager';
import { startPopupOverlay } from './popup-overlay';

const NOW = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

function page(): HTMLElement {
  document.body.innerHTML = `<a id="before" href="/x">x</a>
    <div class="popup-overlay" data-popup-overlay hidden>
      <div class="popup-overlay__box" role="dialog" tabindex="-1">
        <button type="button" data-popup-overlay-close>×</button>
        <input type="email" name="email">
      </div>
    </div>`;
  return document.querySelector<HTMLElement>('[data-popup-overlay]')!;
}

function start(
  popup: Partial<PopupOverlaySettings>,
  options: { cookieBanner?: boolean; search?: string } = {},
) {
  const element = page();
  if (options.search !== undefined) window.history.replaceState(null, '', `/${options.search}`);
  const context = siteContext({
    pageType: 2,
    cookieSettings: { isCookieBannerEnabled: options.cookieBanner === true },
    websiteSettings: {
      disqusShortname: null,
      commentsEnabled: false,
      mobileInfoBarSettings: {},
      pinterestOverlayOptions: { mode: 'disabled' },
      popupOverlaySettings: { ...DEFAULT_POPUP_OVERLAY, style: 'card', delaySeconds: 2, ...popup },
    },
  });
  const stop = startPopupOverlay(element, context, {
    now: () => NOW,
    storage: () => localStorage,
    manager: createOverlaysManager(context, window),
  });
  return { element, stop, context };
}

const remember = (memory: object) => localStorage.setItem(POPUP_OVERLAY_STORAGE.key, JSON.stringify(memory));

/** The census events sent, in order. */
const census = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => url === '/api/census/overlay')
    .map(([, init]) => JSON.parse(String(init?.body)).event);

describe('the popup overlay in the browser', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    document.cookie = 'ss_cookieAllowed=; max-age=0; path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    while (dialogs.closeTop()) {}
  });

  it('shows after its delay at layer 30000, takes focus and closes on Escape with focus back', () => {
    const { element, stop } = start({});
    const before = document.getElementById('before')!;
    before.focus();
    vi.advanceTimersByTime(1999);
    expect(element.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(element.hidden).toBe(false);
    expect(element.style.zIndex).toBe('30000');
    expect(document.activeElement?.getAttribute('name')).toBe('email');
    // Escape closes the top-most dialog (boot's key handler calls the registry).
    expect(dialogs.closeTop()).toBe(true);
    expect(element.hidden).toBe(true);
    expect(document.activeElement).toBe(before);
    const stored = JSON.parse(localStorage.getItem(POPUP_OVERLAY_STORAGE.key)!);
    expect(stored).toEqual({ version: 1, dateClosed: NOW });
    expect(census()).toEqual(['shown', 'closed']);
    stop();
  });

  it('waits for the cookie banner’s answer when the banner asks', () => {
    const { element, stop } = start({ delaySeconds: 0 }, { cookieBanner: true });
    vi.advanceTimersByTime(10);
    expect(element.hidden).toBe(true);
    document.cookie = 'ss_cookieAllowed=true; path=/';
    window.dispatchEvent(new CustomEvent('atelier:consent', { detail: { allowed: true } }));
    expect(element.hidden).toBe(false);
    stop();
  });

  it('waits for the owner’s scroll depth', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    const { element, stop } = start({ trigger: 'scroll', scrollPercent: 50 });
    expect(element.hidden).toBe(true);
    Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(element.hidden).toBe(false);
    stop();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('stays away within displayFrequency days of a close, and after a sign-up', () => {
    remember({ version: 1, dateClosed: NOW - 13 * DAY });
    let shown = start({ displayFrequency: 14 });
    vi.advanceTimersByTime(5000);
    expect(shown.element.hidden).toBe(true);
    shown.stop();
    remember({ version: 1, dateClosed: NOW - 15 * DAY, submitted: true });
    shown = start({ displayFrequency: 14 });
    vi.advanceTimersByTime(5000);
    expect(shown.element.hidden).toBe(true);
    shown.stop();
    // A new version shows to everyone again.
    shown = start({ displayFrequency: 14, version: 2 });
    vi.advanceTimersByTime(5000);
    expect(shown.element.hidden).toBe(false);
    shown.stop();
  });

  it('never shows in screenshot mode, with style none, or on a phone when mobile is off', () => {
    let shown = start({}, { search: '?sqsscreenshot=true' });
    vi.advanceTimersByTime(5000);
    expect(shown.element.hidden).toBe(true);
    shown.stop();
    window.history.replaceState(null, '', '/');
    shown = start({ style: 'none' });
    vi.advanceTimersByTime(5000);
    expect(shown.element.hidden).toBe(true);
    shown.stop();
    const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    shown = start({ enableMobile: false });
    vi.advanceTimersByTime(5000);
    expect(shown.element.hidden).toBe(true);
    shown.stop();
    matchMedia.mockRestore();
  });
});
