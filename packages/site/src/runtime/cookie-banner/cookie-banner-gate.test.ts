// @vitest-environment happy-dom
import {
  COOKIE_BANNER_REVISION_COOKIE,
  COOKIE_CHOICE,
  COOKIE_NAME,
  type CookieBannerSettings,
  pageCookieSettings,
} from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedChoice } from '../consent';
import { writeCookie } from '../cookie-write';
import { deleteCookie, readCookie } from '../cookies';
import { siteContext } from '../site-context.test-support';
import type { CookieBannerController } from './cookie-banner';
import { COOKIE_BANNER_EVENT, startCookieBanner } from './cookie-banner-gate';

const contextWith = (settings: Partial<CookieBannerSettings> & Record<string, unknown>) =>
  siteContext({ cookieSettings: { ...pageCookieSettings({ isCookieBannerEnabled: true }), ...settings } });
const enabled = contextWith({});
const revision = enabled.cookieSettings.cookieBannerRevision as string;

function fakeBanner() {
  const controller: CookieBannerController = {
    start: vi.fn(),
    force: vi.fn(),
    update: vi.fn(),
    unforce: vi.fn(),
    destroy: vi.fn(),
  };
  const createCookieBannerController = vi.fn(() => controller);
  const load = vi.fn(async () => ({ createCookieBannerController }));
  return { controller, createCookieBannerController, load };
}

const bannerElement = () => document.querySelector('.atelier-cookie-banner');
let stop: (() => void) | undefined;

beforeEach(() => {
  document.body.innerHTML = '<header class="site-header"></header><main></main>';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 201 })),
  );
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
  deleteCookie(COOKIE_NAME.cookieAllowed);
  deleteCookie(COOKIE_BANNER_REVISION_COOKIE);
  window.history.replaceState(null, '', '/');
});

describe('startCookieBanner', () => {
  it('loads the banner and starts it for a visitor who has not chosen', async () => {
    const { load, controller, createCookieBannerController } = fakeBanner();
    stop = startCookieBanner(enabled, window, load);
    await vi.waitFor(() => expect(controller.start).toHaveBeenCalledTimes(1));
    expect(createCookieBannerController).toHaveBeenCalledWith(enabled.cookieSettings, window);
  });

  it('loads nothing when the banner is off', async () => {
    const { load } = fakeBanner();
    stop = startCookieBanner(contextWith({ isCookieBannerEnabled: false }), window, load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing for a visitor who chose for this revision', async () => {
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.declined);
    writeCookie(COOKIE_BANNER_REVISION_COOKIE, revision);
    const { load } = fakeBanner();
    stop = startCookieBanner(enabled, window, load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(storedChoice()).toBe(false);
  });

  it('asks again when the choice was made for another revision, forgetting it at once', async () => {
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.accepted);
    writeCookie(COOKIE_BANNER_REVISION_COOKIE, '2-older');
    const { load, controller } = fakeBanner();
    stop = startCookieBanner(enabled, window, load);
    expect(readCookie(COOKIE_NAME.cookieAllowed)).toBeNull();
    await vi.waitFor(() => expect(controller.start).toHaveBeenCalled());
  });

  it('keeps an earlier choice while the banner is off', () => {
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.declined);
    stop = startCookieBanner(contextWith({ isCookieBannerEnabled: false }), window, fakeBanner().load);
    expect(storedChoice()).toBe(false);
  });

  it('shows nothing in screenshot mode, not even on events', async () => {
    window.history.replaceState(null, '', '/?sqsscreenshot=true');
    const { load } = fakeBanner();
    stop = startCookieBanner(enabled, window, load);
    window.dispatchEvent(new CustomEvent(COOKIE_BANNER_EVENT.force, { detail: { settings: {} } }));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('passes each event with its settings to the banner, loading it on the first', async () => {
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.accepted);
    writeCookie(COOKIE_BANNER_REVISION_COOKIE, revision);
    const { load, controller } = fakeBanner();
    stop = startCookieBanner(enabled, window, load);
    const settings = { cookieBannerTheme: 'LIGHT' };
    for (const name of Object.values(COOKIE_BANNER_EVENT))
      window.dispatchEvent(new CustomEvent(name, { detail: { settings } }));
    await vi.waitFor(() => expect(controller.unforce).toHaveBeenCalledWith(settings));
    expect(controller.force).toHaveBeenCalledWith(settings);
    expect(controller.update).toHaveBeenCalledWith(settings);
    expect(controller.start).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops listening and destroys the banner with the page', async () => {
    const { load, controller } = fakeBanner();
    stop = startCookieBanner(enabled, window, load);
    await vi.waitFor(() => expect(controller.start).toHaveBeenCalled());
    stop();
    stop = undefined;
    window.dispatchEvent(new CustomEvent(COOKIE_BANNER_EVENT.force, { detail: {} }));
    await vi.waitFor(() => expect(controller.destroy).toHaveBeenCalled());
    expect(controller.force).not.toHaveBeenCalled();
  });

  it('logs a banner chunk that fails to load and carries on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stop = startCookieBanner(enabled, window, () => Promise.reject(new Error('offline')));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Unable to load module', 'cookie-banner', expect.any(Error)),
    );
    error.mockRestore();
  });
});

describe('the banner chunk behind the gate', () => {
  it('shows the real banner, and the three events drive it', async () => {
    stop = startCookieBanner(enabled, window);
    await vi.waitFor(() => expect(bannerElement()).not.toBeNull());

    window.dispatchEvent(
      new CustomEvent(COOKIE_BANNER_EVENT.force, { detail: { settings: { cookieBannerTheme: 'LIGHT' } } }),
    );
    await vi.waitFor(() => expect(document.body.classList).toContain('atelier-cookie-banner-forced'));
    expect(bannerElement()!.classList).toContain('atelier-cookie-banner--light');

    window.dispatchEvent(
      new CustomEvent(COOKIE_BANNER_EVENT.update, { detail: { settings: { cookieBannerVariant: 'POPUP' } } }),
    );
    await vi.waitFor(() => expect(bannerElement()!.classList).toContain('atelier-cookie-banner--popup'));

    window.dispatchEvent(
      new CustomEvent(COOKIE_BANNER_EVENT.unforce, { detail: { settings: enabled.cookieSettings } }),
    );
    await vi.waitFor(() => expect(document.body.classList).not.toContain('atelier-cookie-banner-forced'));
    expect(document.querySelectorAll('.atelier-cookie-banner')).toHaveLength(1);
    expect(bannerElement()!.classList).toContain('atelier-cookie-banner--bar');
  });
});
