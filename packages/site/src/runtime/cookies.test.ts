// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { encodeCookieValue, writeCookie } from './cookie-write';
import { deleteCookie, readCookie } from './cookies';

/** A document stand-in that records the raw cookie strings written. */
function recordingDocument(): { doc: Document; written: string[] } {
  const written: string[] = [];
  const doc = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  return { doc, written };
}

describe('cookies', () => {
  afterEach(() => {
    for (const name of ['crumb', 'note', 'other']) deleteCookie(name);
  });

  it('reads back what it writes, encoded', () => {
    writeCookie('note', 'a; b=c ü');
    writeCookie('other', 'x');
    expect(readCookie('note')).toBe('a; b=c ü');
    expect(readCookie('other')).toBe('x');
  });

  it('leaves characters a cookie value may hold as they are and encodes the rest', () => {
    expect(encodeCookieValue('abc|1700000000000|2|3')).toBe('abc|1700000000000|2|3');
    expect(encodeCookieValue('a; b,"c"\\ 100%')).toBe('a%3B%20b%2C%22c%22%5C%20100%25');
    expect(encodeCookieValue('ü\uD800')).toBe('%C3%BC%EF%BF%BD');
    const { doc, written } = recordingDocument();
    writeCookie('ss_cvr', 'id|1|2|3|4', {}, doc);
    expect(written[0]).toBe('ss_cvr=id|1|2|3|4; path=/; samesite=Lax');
  });

  it('returns null for a missing cookie and does not match a name prefix', () => {
    writeCookie('crumbs', 'x');
    expect(readCookie('crumb')).toBeNull();
    deleteCookie('crumbs');
  });

  it('returns a value that is not percent-encoded as written', () => {
    expect(readCookie('crumb', { cookie: 'a=1; crumb=100%' } as Document)).toBe('100%');
  });

  it('deletes a cookie', () => {
    writeCookie('crumb', 'abc');
    deleteCookie('crumb');
    expect(readCookie('crumb')).toBeNull();
  });

  it('writes a session cookie unless a lifetime is given', () => {
    const { doc, written } = recordingDocument();
    writeCookie('a', '1', {}, doc);
    writeCookie('b', '2', { path: '/shop', maxAge: 60, sameSite: 'Strict', secure: true }, doc);
    deleteCookie('c', {}, doc);
    expect(written[0]).toBe('a=1; path=/; samesite=Lax');
    expect(written[1]).toBe('b=2; path=/shop; max-age=60; samesite=Strict; secure');
    expect(written[2]).toMatch(/^c=; path=\/; max-age=0;/);
  });
});
