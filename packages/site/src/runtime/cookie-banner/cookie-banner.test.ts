// @vitest-environment happy-dom
import {
  COOKIE_BANNER_REVISION_COOKIE,
  COOKIE_BANNER_VERSION,
  COOKIE_NAME,
  type CookieBannerSettings,
  normaliseCookieBannerSettings,
  type PageCookieSettings,
  RESTRICTIVE_POLICY_COOKIES,
} from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENT, storedChoice } from '../consent';
import { writeCookie } from '../cookie-write';
import { deleteCookie, readCookie } from '../cookies';
import {
  type CookieBannerController,
  createCookieBannerController,
  FORCED_BODY_CLASS,
} from './cookie-banner';
import { CONSENT_URL } from './cookie-banner-choice';

const REVISION = '2-page';
const pageSettings = (overrides: Partial<CookieBannerSettings> = {}) => ({
  ...normaliseCookieBannerSettings({
    isCookieBannerEnabled: true,
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    ...overrides,
  }),
  cookieBannerRevision: REVISION,
});

const bannerElement = () => document.querySelector<HTMLElement>('.atelier-cookie-banner');
const button = (choice: string) =>
  bannerElement()!.querySelector<HTMLButtonElement>(`[data-choice="${choice}"]`)!;

let fetchStub: ReturnType<typeof vi.fn>;
let controller: CookieBannerController | undefined;
const start = (settings: PageCookieSettings = pageSettings()) => {
  controller = createCookieBannerController(settings, window);
  controller.start();
  return controller;
};

beforeEach(() => {
  document.body.innerHTML =
    '<a class="skip-link" href="#main"></a><header class="site-header"></header><main id="main" tabindex="-1"></main>';
  fetchStub = vi.fn(async () => new Response(null, { status: 201 }));
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => {
  controller?.destroy();
  controller = undefined;
  vi.unstubAllGlobals();
  for (const name of [
    COOKIE_NAME.cookieAllowed,
    COOKIE_BANNER_REVISION_COOKIE,
    ...RESTRICTIVE_POLICY_COOKIES,
  ])
    deleteCookie(name);
});

const consentPosts = () =>
  fetchStub.mock.calls
    .filter(([url]) => url === CONSENT_URL)
    .map(([, init]) => ({ init: init as RequestInit, body: JSON.parse(String((init as RequestInit).body)) }));

describe('the cookie banner on a page', () => {
  it('shows for a visitor who has not chosen', () => {
    start();
    expect(bannerElement()?.isConnected).toBe(true);
  });

  it('does not show when the site has it off', () => {
    start(pageSettings({ isCookieBannerEnabled: false }));
    expect(bannerElement()).toBeNull();
  });

  it.each(['true', 'false'])('does not show once the visitor chose (%s)', (value) => {
    writeCookie(COOKIE_NAME.cookieAllowed, value);
    start();
    expect(bannerElement()).toBeNull();
  });

  it('lays settings from an event over the ones shown', () => {
    start(pageSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_LEFT' }));
    controller!.update({ cookieBannerTheme: 'LIGHT' });
    expect(bannerElement()!.classList).toContain('atelier-cookie-banner--top-left');
    expect(bannerElement()!.classList).toContain('atelier-cookie-banner--light');
  });

  it('accepting stores the choice for the revision, removes the banner, tells the page and records it', () => {
    const consent = vi.fn();
    window.addEventListener(CONSENT_EVENT, consent);
    start();
    button('accept').focus();
    button('accept').click();

    expect(bannerElement()).toBeNull();
    expect(storedChoice()).toBe(true);
    expect(readCookie(COOKIE_BANNER_REVISION_COOKIE)).toBe(REVISION);
    expect((consent.mock.calls[0]![0] as CustomEvent).detail).toEqual({ allowed: true });
    expect(document.activeElement).toBe(document.querySelector('main'));
    const posts = consentPosts();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      choice: 'accepted',
      bannerVersion: COOKIE_BANNER_VERSION,
      revision: REVISION,
      method: 'accept-button',
    });
    expect(posts[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect((posts[0]!.init.headers as Record<string, string>)['content-type']).toBe('application/json');
    window.removeEventListener(CONSENT_EVENT, consent);
  });

  it('declining stores false and records the decline', () => {
    const consent = vi.fn();
    window.addEventListener(CONSENT_EVENT, consent);
    start();
    button('decline').click();
    expect(bannerElement()).toBeNull();
    expect(storedChoice()).toBe(false);
    expect((consent.mock.calls[0]![0] as CustomEvent).detail).toEqual({ allowed: false });
    expect(consentPosts()[0]!.body).toMatchObject({ choice: 'declined', method: 'decline-button' });
    window.removeEventListener(CONSENT_EVENT, consent);
  });

  it('closing an OPT_IN banner declines; so does Escape, recorded as keyboard', () => {
    start(pageSettings({ cookieBannerAcceptType: 'OPT_IN' }));
    button('close').click();
    expect(storedChoice()).toBe(false);
    expect(consentPosts()[0]!.body).toMatchObject({ choice: 'declined', method: 'close' });

    deleteCookie(COOKIE_NAME.cookieAllowed);
    controller!.update();
    bannerElement()!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    expect(bannerElement()).toBeNull();
    expect(consentPosts()[1]!.body).toMatchObject({ choice: 'declined', method: 'keyboard' });
  });

  it('a decline under the restrictive policy clears its tracking cookies', () => {
    for (const name of RESTRICTIVE_POLICY_COOKIES) writeCookie(name, 'x');
    start(pageSettings({ isRestrictiveCookiePolicyEnabled: true }));
    button('decline').click();
    for (const name of RESTRICTIVE_POLICY_COOKIES) expect(readCookie(name)).toBeNull();
  });

  it('an accept keeps them', () => {
    writeCookie(COOKIE_NAME.visitorRecord, 'x');
    start(pageSettings({ isRestrictiveCookiePolicyEnabled: true }));
    button('accept').click();
    expect(readCookie(COOKIE_NAME.visitorRecord)).toBe('x');
  });

  it('a failing consent record changes nothing for the visitor', async () => {
    fetchStub.mockRejectedValue(new TypeError('offline'));
    start();
    button('accept').click();
    await Promise.resolve();
    expect(storedChoice()).toBe(true);
    expect(bannerElement()).toBeNull();
  });
});

describe('forced display, update and unforce', () => {
  it('force shows forced settings whatever the visitor chose, with the body class, and records nothing', () => {
    writeCookie(COOKIE_NAME.cookieAllowed, 'false');
    start(pageSettings({ isCookieBannerEnabled: false }));
    controller!.force({ isCookieBannerEnabled: false, cookieBannerTheme: 'LIGHT' });
    expect(document.body.classList).toContain(FORCED_BODY_CLASS);
    expect(bannerElement()!.classList).toContain('atelier-cookie-banner--light');

    button('decline').click();
    expect(bannerElement()).toBeNull();
    expect(readCookie(COOKIE_NAME.cookieAllowed)).toBe('false');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('update remounts with the new settings, forced or not', () => {
    start();
    controller!.update(pageSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT' }));
    expect(document.querySelectorAll('.atelier-cookie-banner')).toHaveLength(1);
    expect(bannerElement()!.classList).toContain('atelier-cookie-banner--bottom-right');

    controller!.force(pageSettings({ cookieBannerTheme: 'LIGHT' }));
    controller!.update({ cookieBannerTheme: 'DARK', cookieBannerCtaVariant: 'TEXT' });
    expect(document.querySelectorAll('.atelier-cookie-banner')).toHaveLength(1);
    expect(bannerElement()!.classList).toContain('atelier-cookie-banner--cta-text');
    expect(document.body.classList).toContain(FORCED_BODY_CLASS);
  });

  it('unforce removes the class and mounts again by the ordinary rules with the new settings', () => {
    start(pageSettings({ isCookieBannerEnabled: false }));
    controller!.force(pageSettings());
    controller!.unforce(pageSettings({ cookieBannerTheme: 'LIGHT' }));
    expect(document.body.classList).not.toContain(FORCED_BODY_CLASS);
    expect(bannerElement()!.classList).toContain('atelier-cookie-banner--light');

    controller!.force(pageSettings());
    controller!.unforce(pageSettings({ isCookieBannerEnabled: false }));
    expect(bannerElement()).toBeNull();
  });

  it('destroy removes the banner and the class', () => {
    start();
    controller!.force();
    controller!.destroy();
    expect(bannerElement()).toBeNull();
    expect(document.body.classList).not.toContain(FORCED_BODY_CLASS);
  });
});
