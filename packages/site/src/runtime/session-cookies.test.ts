// @vitest-environment happy-dom
import { COOKIE_LIFETIME_MS, COOKIE_NAME } from '@atelier/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCookie } from './cookie-write';
import { readCookie } from './cookies';
import { isVisitorRecord, isVisitTimestamp, refreshSessionCookies } from './session-cookies';
import { randomId } from './tracking/random-id';
import { clearCookies, recordCookieWrites } from './tracking/tracking.test-support';

const SITE = '0123456789abcdef01234567';
const NOW = 1_700_000_000_000;

describe('visitor record validation', () => {
  it('accepts an identifier followed by four positive integers', () => {
    expect(isVisitorRecord('a1b2-c3_d4|1|2|3|4')).toBe(true);
    expect(isVisitorRecord(`${randomId()}|${NOW}|${NOW}|${NOW}|1`)).toBe(true);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['three numbers', 'abc|1|2|3'],
    ['five numbers', 'abc|1|2|3|4|5'],
    ['a zero', 'abc|1|0|3|4'],
    ['a negative number', 'abc|1|-2|3|4'],
    ['a leading zero', 'abc|1|02|3|4'],
    ['a fraction', 'abc|1|2.5|3|4'],
    ['no identifier', '|1|2|3|4'],
    ['a space in the identifier', 'a b|1|2|3|4'],
    ['trailing text', 'abc|1|2|3|4x'],
  ])('rejects %s', (_, value) => {
    expect(isVisitorRecord(value)).toBe(false);
  });

  it('accepts only a positive integer as the visit timestamp', () => {
    expect(isVisitTimestamp(String(NOW))).toBe(true);
    for (const value of [null, '', '0', '-5', '12.5', '1e9', 'abc'])
      expect(isVisitTimestamp(value)).toBe(false);
  });
});

describe('refreshSessionCookies', () => {
  afterEach(() => clearCookies());

  it('creates a visitor record, the visit and last-site cookies with their lifetimes', () => {
    const writes = recordCookieWrites();
    try {
      const session = refreshSessionCookies(SITE, document, NOW);
      expect(session.newVisit).toBe(true);
      expect(session.visitorRecord).toMatch(new RegExp(`^[0-9a-f]{32}\\|${NOW}\\|${NOW}\\|${NOW}\\|1$`));
      expect(readCookie(COOKIE_NAME.visitorRecord)).toBe(session.visitorRecord);
      expect(readCookie(COOKIE_NAME.visit)).toBe(String(NOW));
      expect(readCookie(COOKIE_NAME.lastSite)).toBe(SITE);
      expect(writes.last(COOKIE_NAME.visitorRecord)).toContain(
        `max-age=${COOKIE_LIFETIME_MS.visitor / 1000}`,
      );
      expect(writes.last(COOKIE_NAME.visit)).toContain('max-age=1800');
    } finally {
      writes.restore();
    }
  });

  it('keeps the record and refreshes the visit cookie within a visit', () => {
    const first = refreshSessionCookies(SITE, document, NOW);
    const second = refreshSessionCookies(SITE, document, NOW + 60_000);
    expect(second).toEqual({ visitorRecord: first.visitorRecord, newVisit: false });
    expect(readCookie(COOKIE_NAME.visit)).toBe(String(NOW + 60_000));
  });

  it('counts a new visit once the visit cookie has lapsed', () => {
    writeCookie(COOKIE_NAME.visitorRecord, `abc|${NOW}|${NOW}|${NOW + 5}|3`);
    const session = refreshSessionCookies(SITE, document, NOW + 10_000_000);
    expect(session).toEqual({ visitorRecord: `abc|${NOW}|${NOW + 5}|${NOW + 10_000_000}|4`, newVisit: true });
  });

  it('recreates an invalid visitor record', () => {
    writeCookie(COOKIE_NAME.visitorRecord, 'abc|1|2|0|4');
    writeCookie(COOKIE_NAME.visit, String(NOW));
    const session = refreshSessionCookies(SITE, document, NOW + 1000);
    expect(session.newVisit).toBe(true);
    expect(session.visitorRecord).not.toContain('abc');
    expect(isVisitorRecord(session.visitorRecord)).toBe(true);
  });

  it('treats an invalid visit cookie as a lapsed visit', () => {
    writeCookie(COOKIE_NAME.visitorRecord, 'abc|1|2|3|4');
    writeCookie(COOKIE_NAME.visit, 'soon');
    expect(refreshSessionCookies(SITE, document, NOW).visitorRecord).toBe(`abc|1|3|${NOW}|5`);
  });
});
