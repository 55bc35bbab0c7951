import {
  cookieBannerMessages,
  cookieBannerRevision,
  normaliseCookieBannerSettings,
  type SiteLanguage,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { buildSiteContext } from './site-context';

const site: SiteRecord = {
  id: '0123456789abcdef01234567',
  identifier: 'bakery',
  title: 'Bakery',
  websiteType: 1,
  siteStatus: 3,
  developerMode: false,
  cloneable: false,
  useEscapeKeyToLogin: false,
  memberAccounts: false,
  storeSettings: { expressCheckout: false, measurementStandard: 2 },
  tweakJSON: {},
  cookieSettings: {},
  header: { title: 'Bakery', tagline: '' },
  footer: { text: '' },
  locale: 'en-US',
  languages: [{ tag: 'en-US', primary: true, published: true }],
  siteTexts: {},
  renderGeneration: 1,
  shellGeneration: 1,
  catalogueGeneration: 1,
  pageVersions: new Map(),
  templateId: 'studio',
  primaryDomain: null,
};

/** The context of a page of `on` (the bakery) with these cookie settings, in `language` if given. */
const contextFor = (
  cookieSettings: Record<string, unknown>,
  { on = site, language }: { on?: SiteRecord; language?: SiteLanguage } = {},
) =>
  buildSiteContext({
    site: { ...on, cookieSettings, languages: language ? [...on.languages, language] : on.languages },
    baseUrl: 'https://bakery.example.com',
    account: null,
    websiteRoles: {},
    pageType: 2,
    collectionId: null,
    behaviours: [],
    manifest: { boot: '/boot.js', css: '/site.css', behaviours: {} },
    language,
  });

const stored = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>We bake cookies.</p>',
  cookieBannerVariant: 'POPUP',
  cookieBannerPosition: 'TOP',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  isAnalyticsCookiesDisabled: true,
  isActivityLogEnabled: false,
};

describe('the website of a page', () => {
  it('names the template the site was made from, for error reports (spec 000 §7)', () => {
    expect(contextFor({}).website.templateId).toBe('studio');
  });
});

describe('the cookie settings of a page', () => {
  it('are the stored server settings in client names, normalised, with their revision', () => {
    const { cookieSettings } = contextFor(stored);
    const expected = normaliseCookieBannerSettings({
      ...stored,
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
    });
    expect(cookieSettings).toEqual({ ...expected, cookieBannerRevision: cookieBannerRevision(expected) });
    expect(cookieSettings).toMatchObject({ cookieBannerPosition: 'TOP_LEFT', cookieBannerTheme: 'DARK' });
    expect(cookieSettings).not.toHaveProperty('isAnalyticsCookiesDisabled');
    expect(cookieSettings).not.toHaveProperty('isActivityLogEnabled');
  });

  it('give a site that never saved any a banner that is off, with the default texts', () => {
    expect(contextFor({}).cookieSettings).toMatchObject({
      isCookieBannerEnabled: false,
      cookieBannerText: cookieBannerMessages.text,
      cookieBannerCtaText: cookieBannerMessages.ctaText,
      isRestrictiveCookiePolicyEnabled: false,
      cookieBannerRevision: expect.any(String),
    });
  });

  it('get a new revision when the text changes, so visitors are asked again', () => {
    const before = contextFor(stored).cookieSettings.cookieBannerRevision;
    const after = contextFor({ ...stored, cookieBannerText: '<p>We bake more cookies.</p>' }).cookieSettings
      .cookieBannerRevision;
    expect(after).not.toBe(before);
  });

  it('read the spec’s English defaults in the page’s language, and the owner’s own words as written', () => {
    const french = { tag: 'fr', primary: false, published: true };
    const inFrench = (cookieSettings: Record<string, unknown>) =>
      contextFor(cookieSettings, { language: french }).cookieSettings;
    const banner = { isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' };
    const defaults = inFrench(banner);
    expect(defaults).toMatchObject({ cookieBannerCtaText: 'Accepter', cookieBannerOptOutCtaText: 'Refuser' });
    expect(defaults.cookieBannerText).toMatch(/^En utilisant ce site/);
    // The question is the same in every language: the revision is the primary text's.
    expect(defaults.cookieBannerRevision).toBe(contextFor(banner).cookieSettings.cookieBannerRevision);
    expect(inFrench(stored).cookieBannerText).toBe('<p>We bake cookies.</p>');
    // A site written in French gets the French defaults on its primary pages too.
    const frenchSite = {
      ...site,
      locale: 'fr-FR',
      languages: [{ tag: 'fr-FR', primary: true, published: true }],
    };
    const primary = contextFor({}, { on: frenchSite }).cookieSettings;
    expect(primary.cookieBannerCtaText).toBe('Accepter');
  });
});
