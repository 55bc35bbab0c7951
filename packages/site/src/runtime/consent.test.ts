// @vitest-environment happy-dom
import { COOKIE_BANNER_REVISION_COOKIE, COOKIE_CHOICE, COOKIE_NAME } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetChoiceOfOtherRevision, onConsentChange, storedChoice, trackingAllowed } from './consent';
import { announceConsent, storeChoice } from './consent-choice';
import { writeCookie } from './cookie-write';
import { deleteCookie, readCookie } from './cookies';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

afterEach(() => {
  vi.restoreAllMocks();
  deleteCookie(COOKIE_NAME.cookieAllowed);
  deleteCookie(COOKIE_BANNER_REVISION_COOKIE);
});

/** The document.cookie accessor, wherever the DOM implementation defines it. */
function cookieAccessor(): PropertyDescriptor {
  for (let proto: object | null = document; proto; proto = Object.getPrototypeOf(proto)) {
    const found = Object.getOwnPropertyDescriptor(proto, 'cookie');
    if (found) return found;
  }
  throw new Error('no cookie accessor');
}

describe('storedChoice', () => {
  it('reads ss_cookieAllowed: true accepted, false declined, anything else not answered', () => {
    expect(storedChoice()).toBeNull();
    writeCookie(COOKIE_NAME.cookieAllowed, 'true');
    expect(storedChoice()).toBe(true);
    writeCookie(COOKIE_NAME.cookieAllowed, 'false');
    expect(storedChoice()).toBe(false);
    writeCookie(COOKIE_NAME.cookieAllowed, 'maybe');
    expect(storedChoice()).toBeNull();
  });
});

describe('trackingAllowed', () => {
  it.each([
    [true, null, false],
    [true, true, true],
    [true, false, false],
    [false, null, true],
    [false, true, true],
    [false, false, false],
  ])('restrictive %s with choice %s allows tracking: %s', (restrictive, choice, allowed) => {
    if (choice !== null) writeCookie(COOKIE_NAME.cookieAllowed, String(choice));
    expect(trackingAllowed(restrictive)).toBe(allowed);
  });
});

describe('consent events', () => {
  it('tell listeners each choice until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = onConsentChange(listener);
    announceConsent(true);
    announceConsent(false);
    unsubscribe();
    announceConsent(true);
    expect(listener.mock.calls).toEqual([[true], [false]]);
  });
});

describe('storeChoice', () => {
  it('stores the choice and its revision', () => {
    storeChoice(true, '2-abc');
    expect(readCookie(COOKIE_NAME.cookieAllowed)).toBe(COOKIE_CHOICE.accepted);
    expect(readCookie(COOKIE_BANNER_REVISION_COOKIE)).toBe('2-abc');
    storeChoice(false, '2-abc');
    expect(readCookie(COOKIE_NAME.cookieAllowed)).toBe(COOKIE_CHOICE.declined);
    expect(storedChoice()).toBe(false);
  });

  it('keeps both for 30 days, site-wide', () => {
    const written: string[] = [];
    const cookie = cookieAccessor();
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      cookie.set!.call(this, value);
    });
    storeChoice(true, '2-abc');
    expect(written).toHaveLength(2);
    for (const value of written) {
      expect(value).toContain(`max-age=${THIRTY_DAYS_S}`);
      expect(value).toContain('path=/');
    }
  });
});

describe('forgetChoiceOfOtherRevision', () => {
  it('keeps a choice made for the same revision', () => {
    storeChoice(false, '2-abc');
    expect(forgetChoiceOfOtherRevision('2-abc')).toBe(false);
    expect(storedChoice()).toBe(false);
  });

  it('forgets a choice made for another revision', () => {
    storeChoice(true, '2-abc');
    expect(forgetChoiceOfOtherRevision('2-def')).toBe(true);
    expect(storedChoice()).toBeNull();
    expect(readCookie(COOKIE_BANNER_REVISION_COOKIE)).toBeNull();
  });

  it('forgets a choice that has no revision', () => {
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.accepted);
    expect(forgetChoiceOfOtherRevision('2-abc')).toBe(true);
    expect(storedChoice()).toBeNull();
  });

  it('has nothing to forget without a choice', () => {
    writeCookie(COOKIE_BANNER_REVISION_COOKIE, 'old');
    expect(forgetChoiceOfOtherRevision('2-abc')).toBe(false);
  });
});
