// @vitest-environment happy-dom
import type { SiteContext } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkEditorRedirect,
  NO_REDIRECT_KEY,
  PREVIEW_EXPANDED_COOKIE,
  shouldRedirectToEditor,
} from './editor-redirect';
import { signedIn, siteContext } from './site-context.test-support';

interface Where {
  hostname?: string;
  search?: string;
  framed?: boolean;
  storage?: Storage | 'blocked';
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

function fakeWindow(where: Where = {}) {
  const cookies: string[] = [];
  const doc = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      cookies.push(value);
    },
  };
  const storage = where.storage ?? memoryStorage();
  const location = {
    hostname: where.hostname ?? 'shop.atelier.test',
    pathname: '/about',
    search: where.search ?? '',
    replace: vi.fn(),
  };
  const win = {
    location,
    document: doc,
    get sessionStorage() {
      if (storage === 'blocked') throw new DOMException('The operation is insecure.', 'SecurityError');
      return storage;
    },
  } as unknown as Window;
  (win as { parent: unknown }).parent = where.framed ? {} : win;
  return { win, location, cookies, storage };
}

const OWNER = signedIn(1);

describe('editor redirect', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends an owner at the top window to the editor and marks the preview expanded for the session', () => {
    const { win, location, cookies } = fakeWindow({ search: '?color=red' });
    expect(checkEditorRedirect(OWNER, win)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('/config/?frameUrl=%2Fabout%3Fcolor%3Dred');
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(new RegExp(`^${PREVIEW_EXPANDED_COOKIE}=true; path=/;`));
    expect(cookies[0]).not.toMatch(/max-age|expires/i);
    expect(PREVIEW_EXPANDED_COOKIE).toBe('atelier_preview_expanded');
  });

  it('uses the given navigation', () => {
    const navigate = vi.fn();
    const { win, location } = fakeWindow();
    checkEditorRedirect(OWNER, win, navigate);
    expect(navigate).toHaveBeenCalledWith('/config/?frameUrl=%2Fabout');
    expect(location.replace).not.toHaveBeenCalled();
  });

  it.each<[string, SiteContext | null]>([
    ['a visitor', siteContext()],
    ['a viewer', signedIn(10)],
    ['an account without a role here', signedIn(undefined)],
    ['a page without context', null],
    ['a site in developer mode', signedIn(1, { website: { ...OWNER.website, developerMode: true } })],
    ['a cloneable site', signedIn(1, { website: { ...OWNER.website, cloneable: true } })],
  ])('leaves %s alone', (_, context) => {
    const { win, location, cookies } = fakeWindow();
    expect(checkEditorRedirect(context, win)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
    expect(cookies).toEqual([]);
  });

  it('does not redirect inside a frame', () => {
    expect(shouldRedirectToEditor(OWNER, fakeWindow({ framed: true }).win)).toBe(false);
  });

  it('does not redirect on exactly localhost', () => {
    expect(shouldRedirectToEditor(OWNER, fakeWindow({ hostname: 'localhost' }).win)).toBe(false);
    expect(shouldRedirectToEditor(OWNER, fakeWindow({ hostname: 'shop.localhost' }).win)).toBe(true);
  });

  it('does not redirect with a noredirect query flag, and remembers it for the session', () => {
    const first = fakeWindow({ search: '?noredirect' });
    expect(shouldRedirectToEditor(OWNER, first.win)).toBe(false);
    expect(first.storage).not.toBe('blocked');
    expect((first.storage as Storage).getItem(NO_REDIRECT_KEY)).toBe('true');
    expect(NO_REDIRECT_KEY).toBe('atelier:noredirect');

    const later = fakeWindow({ storage: first.storage });
    expect(shouldRedirectToEditor(OWNER, later.win)).toBe(false);
  });

  it('does not redirect when the session flag is set', () => {
    const storage = memoryStorage();
    storage.setItem(NO_REDIRECT_KEY, 'true');
    expect(shouldRedirectToEditor(OWNER, fakeWindow({ storage }).win)).toBe(false);
  });

  it('remembers a noredirect flag for visitors too, so a later sign-in does not redirect', () => {
    const { win, storage } = fakeWindow({ search: '?a=1&noredirect=1' });
    shouldRedirectToEditor(siteContext(), win);
    expect((storage as Storage).getItem(NO_REDIRECT_KEY)).toBe('true');
  });

  it('still decides when session storage is blocked, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(shouldRedirectToEditor(OWNER, fakeWindow({ storage: 'blocked' }).win)).toBe(true);
    expect(shouldRedirectToEditor(OWNER, fakeWindow({ storage: 'blocked', search: '?noredirect' }).win)).toBe(
      false,
    );
    expect(warn).toHaveBeenCalled();
  });
});
