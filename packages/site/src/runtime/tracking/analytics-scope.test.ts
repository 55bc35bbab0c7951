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
