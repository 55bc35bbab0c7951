import { describe, expect, it } from 'vitest';
import { COOKIE_BANNER_VERSION } from '../constants';
import { normaliseCookieBannerSettings } from './cookie-banner-normalise';
import { cookieBannerRevision, pageCookieSettings } from './cookie-banner-revision';

const base = normaliseCookieBannerSettings({
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>We use cookies.</p>',
  cookieBannerAcceptType: 'OPT_IN',
});

describe('cookieBannerRevision', () => {
  it('is short, names the banner version and is the same every time', () => {
    const revision = cookieBannerRevision(base);
    expect(revision).toMatch(new RegExp(`^${COOKIE_BANNER_VERSION}-[0-9a-z]{1,7}$`));
    expect(cookieBannerRevision({ ...base })).toBe(revision);
  });

  it('is pinned (32-bit FNV-1a), so a deploy does not ask every visitor again', () => {
    expect(cookieBannerRevision({ cookieBannerText: 'a', cookieBannerAcceptType: 'OPT_IN' })).toBe(
      '2-ft0ucp',
    );
  });

  it('changes with the text', () => {
    expect(cookieBannerRevision({ ...base, cookieBannerText: '<p>We use more cookies.</p>' })).not.toBe(
      cookieBannerRevision(base),
    );
  });

  it('changes with the accept type', () => {
    expect(cookieBannerRevision({ ...base, cookieBannerAcceptType: 'OPT_IN_AND_OUT' })).not.toBe(
      cookieBannerRevision(base),
    );
  });

  it('stays when only the look changes', () => {
    const restyled = {
      ...base,
      cookieBannerTheme: 'LIGHT',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_LEFT',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerCtaText: 'OK',
    } as const;
    expect(cookieBannerRevision(restyled)).toBe(cookieBannerRevision(base));
  });
});

describe('pageCookieSettings', () => {
  it('is the normalised client settings plus their revision', () => {
    const page = pageCookieSettings({
      isCookieBannerEnabled: true,
      cookieBannerText: '<p>We use cookies.</p>',
      isAnalyticsCookiesDisabled: true,
      isActivityLogEnabled: false,
    });
    const { cookieBannerRevision: revision, ...settings } = page;
    expect(settings).toEqual({
      ...base,
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
    });
    expect(revision).toBe(cookieBannerRevision(base));
  });

  it('gives a site with no stored settings a banner that is off', () => {
    expect(pageCookieSettings({})).toMatchObject({
      isCookieBannerEnabled: false,
      cookieBannerVariant: 'BAR',
    });
  });
});
