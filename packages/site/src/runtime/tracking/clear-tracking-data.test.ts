// @vitest-environment happy-dom
import { COOKIE_NAME, RESTRICTIVE_POLICY_COOKIES, STORAGE_FLAG } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../cookie-write';
import { readCookie } from '../cookies';
import { clearTrackingData } from './clear-tracking-data';
import { clearCookies } from './tracking.test-support';

describe('clearTrackingData', () => {
  afterEach(() => {
    clearCookies();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('removes every tracking cookie and flag but keeps essential cookies', () => {
    const tracking = [
      ...RESTRICTIVE_POLICY_COOKIES,
      COOKIE_NAME.lastSite,
      COOKIE_NAME.analyticsId,
      COOKIE_NAME.sessionId,
    ];
    for (const name of tracking) writeCookie(name, 'x');
    writeCookie(COOKIE_NAME.crumb, 'c');
    writeCookie(COOKIE_NAME.cookieAllowed, 'false');
    writeCookie(COOKIE_NAME.cart, 'cart');
    localStorage.setItem(STORAGE_FLAG.firstSession, 'true');
    sessionStorage.setItem(STORAGE_FLAG.hasLanded, 'true');

    clearTrackingData();

    for (const name of tracking) expect(readCookie(name), name).toBeNull();
    expect(readCookie(COOKIE_NAME.crumb)).toBe('c');
    expect(readCookie(COOKIE_NAME.cookieAllowed)).toBe('false');
    expect(readCookie(COOKIE_NAME.cart)).toBe('cart');
    expect(localStorage.getItem(STORAGE_FLAG.firstSession)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_FLAG.hasLanded)).toBeNull();
  });

  it('at start clears the cookies at once and the stored flags once the page is idle', async () => {
    writeCookie(COOKIE_NAME.analyticsId, 'x');
    localStorage.setItem(STORAGE_FLAG.firstSession, 'true');
    clearTrackingData(window, () => false);
    expect(readCookie(COOKIE_NAME.analyticsId)).toBeNull();
    expect(localStorage.getItem(STORAGE_FLAG.firstSession)).toBe('true');
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_FLAG.firstSession)).toBeNull());
  });

  it('keeps the stored flags when tracking has started before the page was idle', async () => {
    localStorage.setItem(STORAGE_FLAG.firstSession, 'true');
    let started = false;
    let asked = false;
    clearTrackingData(window, () => {
      asked = true;
      return started;
    });
    started = true;
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(localStorage.getItem(STORAGE_FLAG.firstSession)).toBe('true');
  });
});
