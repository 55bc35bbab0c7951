// @vitest-environment happy-dom
import { ContributorRole, PageType } from '@atelier/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn, siteContext } from '../site-context.test-support';
import { analyticsExcluded, pageViewExcluded } from './analytics-scope';

const at = (path: string) => window.history.replaceState(null, '', path);

describe('analytics scope', () => {
  afterEach(() => {
    at('/');
    delete window.__ATELIER_DISABLE_ANALYTICS__;
    document.head.innerHTML = '';
  });

  it('counts a visitor on an ordinary page', () => {
    expect(analyticsExcluded(siteContext())).toBe(false);
    expect(pageViewExcluded(siteContext())).toBe(false);
  });

  it('leaves out signed-in owners and contributors', () => {
    expect(analyticsExcluded(signedIn(ContributorRole.admin))).toBe(true);
    expect(analyticsExcluded(signedIn(ContributorRole.editor))).toBe(true);
    expect(analyticsExcluded(signedIn(undefined))).toBe(true);
  });

  it('counts an account whose only role is viewer, except under /config/', () => {
    expect(analyticsExcluded(signedIn(ContributorRole.viewer))).toBe(false);
    at('/config/pages');
    expect(analyticsExcluded(signedIn(ContributorRole.viewer))).toBe(true);
  });

  it('leaves out every page shown in the editor preview frame, even to a viewer or no account', () => {
    // A same-origin parent under /config/ is the editor; the frame's window is faked around it.
    const parent = { location: { origin: window.location.origin, pathname: '/config/' } };
    const framed = new Proxy(window, {
      get: (target, key) => (key === 'parent' ? parent : Reflect.get(target, key, target)),
    }) as Window;
    expect(analyticsExcluded(siteContext(), framed)).toBe(true);
    expect(analyticsExcluded(signedIn(ContributorRole.viewer), framed)).toBe(true);
    // Framed by another page of the site, or a page elsewhere, it is a visitor's view.
    const elsewhere = { location: { origin: window.location.origin, pathname: '/about' } };
    const other = new Proxy(window, {
      get: (target, key) => (key === 'parent' ? elsewhere : Reflect.get(target, key, target)),
    }) as Window;
    expect(analyticsExcluded(siteContext(), other)).toBe(false);
  });

  it.each([
    ['not-found', PageType.notFound],
    ['lock screen', PageType.lockScreen],
    ['member-area access denied', PageType.memberAreaAccessDenied],
  ])('leaves out the %s page', (_, pageType) => {
    expect(analyticsExcluded(siteContext({ pageType }))).toBe(true);
  });

  it('honours the global disable flag and the meta tag', () => {
    window.__ATELIER_DISABLE_ANALYTICS__ = true;
    expect(analyticsExcluded(siteContext())).toBe(true);
    delete window.__ATELIER_DISABLE_ANALYTICS__;
    document.head.innerHTML = '<meta name="atelier-analytics" content="off">';
    expect(analyticsExcluded(siteContext())).toBe(true);
  });

  it('records no page view on /search but still counts other analytics there', () => {
    at('/search?q=shoes');
    expect(pageViewExcluded(siteContext())).toBe(true);
    expect(analyticsExcluded(siteContext())).toBe(false);
    at('/search/');
    expect(pageViewExcluded(siteContext())).toBe(true);
    at('/search-tips');
    expect(pageViewExcluded(siteContext())).toBe(false);
  });
});
