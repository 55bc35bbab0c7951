import { COOKIE_BANNER_REVISION_COOKIE, COOKIE_NAME, QUERY_FLAG } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { bannerPreloadScript } from './banner-preload';
import { siteContext } from './site-page.fixture';

const HREFS = ['/assets/site/cookie-banner-1a2b.js', '/assets/site/cookie-write-3c4d.js'];
const REVISION = '2-abc123';
const enabled = (extra: Record<string, unknown> = {}) =>
  siteContext({ cookieSettings: { isCookieBannerEnabled: true, cookieBannerRevision: REVISION, ...extra } });

/** Runs the script as a browser would, against a document with these cookies; returns what it preloaded. */
function preloadedBy(script: string, cookie: string | (() => string), search = ''): string[] {
  const links: { rel: string; href: string }[] = [];
  const document = {
    get cookie() {
      return typeof cookie === 'string' ? cookie : cookie();
    },
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  new Function('document', 'location', script)(document, { search });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
}

describe('bannerPreloadScript', () => {
  it('preloads the banner’s modules for a visitor who has not chosen', () => {
    const script = bannerPreloadScript(enabled(), HREFS)!;
    expect(preloadedBy(script, '')).toEqual(HREFS);
    expect(preloadedBy(script, 'hasCart=true; other=1')).toEqual(HREFS);
  });

  it('preloads nothing once the visitor has chosen for this revision of the banner', () => {
    const script = bannerPreloadScript(enabled(), HREFS)!;
    for (const value of ['true', 'false'])
      expect(
        preloadedBy(
          script,
          `${COOKIE_NAME.cookieAllowed}=${value}; ${COOKIE_BANNER_REVISION_COOKIE}=${REVISION}`,
        ),
      ).toEqual([]);
  });

  it('preloads again when the choice was made for another revision or holds no choice', () => {
    const script = bannerPreloadScript(enabled(), HREFS)!;
    expect(
      preloadedBy(script, `${COOKIE_NAME.cookieAllowed}=true; ${COOKIE_BANNER_REVISION_COOKIE}=1-old`),
    ).toEqual(HREFS);
    expect(preloadedBy(script, `${COOKIE_NAME.cookieAllowed}=true`)).toEqual(HREFS);
    expect(
      preloadedBy(script, `${COOKIE_NAME.cookieAllowed}=maybe; ${COOKIE_BANNER_REVISION_COOKIE}=${REVISION}`),
    ).toEqual(HREFS);
  });

  it('preloads nothing in screenshot mode, or where the page may not read cookies', () => {
    const script = bannerPreloadScript(enabled(), HREFS)!;
    expect(preloadedBy(script, '', `?${QUERY_FLAG.screenshot}=true`)).toEqual([]);
    expect(
      preloadedBy(script, () => {
        throw new Error('The document is sandboxed');
      }),
    ).toEqual([]);
  });

  it('is left out when the site shows no banner or the build names no modules', () => {
    expect(bannerPreloadScript(siteContext(), HREFS)).toBeNull();
    expect(bannerPreloadScript(enabled({ isCookieBannerEnabled: false }), HREFS)).toBeNull();
    expect(bannerPreloadScript(enabled(), [])).toBeNull();
    expect(bannerPreloadScript(enabled(), undefined)).toBeNull();
  });

  it('cannot be broken out of by what the settings hold, and declares no global names', () => {
    const script = bannerPreloadScript(
      enabled({ cookieBannerRevision: '</script><script>alert(1)' }),
      HREFS,
    )!;
    expect(script).not.toMatch(/<\/script/i);
    expect(script.startsWith('(function(){')).toBe(true);
    expect(script.endsWith('})()')).toBe(true);
  });
});
