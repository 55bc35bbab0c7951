// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies';

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
