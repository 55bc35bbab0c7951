import { describe, expect, it } from 'vitest';
import { cookieBannerMessages } from '../message-groups/widgets';
import {
  cookieSettingsFromServer,
  cookieSettingsToServer,
  isEmptyRichText,
  normaliseCookieBannerSettings,
} from './cookie-banner-normalise';
import type { CookieBannerSettings } from './cookie-banner-settings';

const DEFAULT_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';

const complete: CookieBannerSettings = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>We bake <strong>cookies</strong>.</p>',
  cookieBannerCtaText: 'Fine',
  cookieBannerOptOutCtaText: 'No thanks',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerVariant: 'POPUP',
  cookieBannerPosition: 'TOP_RIGHT',
  cookieBannerTheme: 'LIGHT',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  isRestrictiveCookiePolicyEnabled: true,
  isRestrictiveCookiePolicyAbsolute: true,
  isVisitorDataRestricted: true,
};

describe('normaliseCookieBannerSettings', () => {
  it('keeps complete, valid settings as they are', () => {
    expect(normaliseCookieBannerSettings(complete)).toEqual(complete);
  });

  it('gives missing values the defaults of spec 000 §5, with the banner and policies off', () => {
    expect(normaliseCookieBannerSettings({})).toEqual({
      isCookieBannerEnabled: false,
      cookieBannerText: DEFAULT_TEXT,
      cookieBannerCtaText: 'Accept',
      cookieBannerOptOutCtaText: 'Decline',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerAcceptType: 'OPT_IN',
      isRestrictiveCookiePolicyEnabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
      isVisitorDataRestricted: false,
    });
  });

  it('uses the dictionary texts as defaults', () => {
    const settings = normaliseCookieBannerSettings(undefined);
    expect(settings.cookieBannerText).toBe(cookieBannerMessages.text);
    expect(settings.cookieBannerCtaText).toBe(cookieBannerMessages.ctaText);
    expect(settings.cookieBannerOptOutCtaText).toBe(cookieBannerMessages.optOutCtaText);
  });

  it.each([null, 'BAR', 42, ['BAR']])('treats %j as no settings at all', (raw) => {
    expect(normaliseCookieBannerSettings(raw)).toEqual(normaliseCookieBannerSettings({}));
  });

  it('replaces unknown enumeration values with their defaults', () => {
    const settings = normaliseCookieBannerSettings({
      cookieBannerCtaVariant: 'LINK',
      cookieBannerVariant: 'MODAL',
      cookieBannerTheme: 'BLUE',
      cookieBannerAcceptType: 'OPT_OUT',
    });
    expect(settings.cookieBannerCtaVariant).toBe('ICON');
    expect(settings.cookieBannerVariant).toBe('BAR');
    expect(settings.cookieBannerTheme).toBe('DARK');
    expect(settings.cookieBannerAcceptType).toBe('OPT_IN');
  });

  it.each(['TEXT', 'BUTTON', 'ICON'])('keeps CTA variant %s', (variant) => {
    expect(normaliseCookieBannerSettings({ cookieBannerCtaVariant: variant }).cookieBannerCtaVariant).toBe(
      variant,
    );
  });

  it.each(['LIGHT', 'DARK'])('keeps theme %s', (theme) => {
    expect(normaliseCookieBannerSettings({ cookieBannerTheme: theme }).cookieBannerTheme).toBe(theme);
  });

  it.each(['OPT_IN', 'OPT_IN_AND_OUT'])('keeps accept type %s', (type) => {
    expect(normaliseCookieBannerSettings({ cookieBannerAcceptType: type }).cookieBannerAcceptType).toBe(type);
  });

  it('does not take a truthy non-boolean as a switch turned on', () => {
    const settings = normaliseCookieBannerSettings({
      isCookieBannerEnabled: 'true',
      isRestrictiveCookiePolicyEnabled: 1,
      isRestrictiveCookiePolicyAbsolute: 'yes',
      isVisitorDataRestricted: {},
    });
    expect(settings.isCookieBannerEnabled).toBe(false);
    expect(settings.isRestrictiveCookiePolicyEnabled).toBe(false);
    expect(settings.isRestrictiveCookiePolicyAbsolute).toBe(false);
    expect(settings.isVisitorDataRestricted).toBe(false);
  });

  describe('bar position', () => {
    const bar = (position: unknown) =>
      normaliseCookieBannerSettings({ cookieBannerVariant: 'BAR', cookieBannerPosition: position })
        .cookieBannerPosition;

    it.each(['TOP', 'BOTTOM'])('keeps %s', (position) => expect(bar(position)).toBe(position));
    it.each(['TOP_LEFT', 'TOP_RIGHT'])('moves %s to TOP', (position) => expect(bar(position)).toBe('TOP'));
    it.each(['BOTTOM_LEFT', 'BOTTOM_RIGHT', 'MIDDLE', undefined, 3])('moves %j to BOTTOM', (position) =>
      expect(bar(position)).toBe('BOTTOM'),
    );
  });

  describe('pop-up position', () => {
    const popup = (position: unknown) =>
      normaliseCookieBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: position })
        .cookieBannerPosition;

    it.each(['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'])('keeps %s', (position) =>
      expect(popup(position)).toBe(position),
    );
    it('moves TOP to TOP_LEFT', () => expect(popup('TOP')).toBe('TOP_LEFT'));
    it.each(['BOTTOM', 'CENTER', undefined, null])('moves %j to BOTTOM_LEFT', (position) =>
      expect(popup(position)).toBe('BOTTOM_LEFT'),
    );
  });

  it('a pop-up position given to a banner of unknown variant follows the default bar rule', () => {
    const settings = normaliseCookieBannerSettings({
      cookieBannerVariant: 'X',
      cookieBannerPosition: 'TOP_RIGHT',
    });
    expect(settings.cookieBannerVariant).toBe('BAR');
    expect(settings.cookieBannerPosition).toBe('TOP');
  });

  it.each([
    ['an empty string', ''],
    ['an empty paragraph', '<p></p>'],
    ['a paragraph of spaces', '<p>   </p>'],
    ['a paragraph with a line break', '<p><br></p>'],
    ['non-breaking spaces', '<p>&nbsp;\u00a0</p>'],
    ['white space', ' \n\t'],
    ['not text', 7],
  ])('gives the default text for %s', (_, value) => {
    expect(normaliseCookieBannerSettings({ cookieBannerText: value }).cookieBannerText).toBe(DEFAULT_TEXT);
  });

  it('keeps rich text that shows something', () => {
    expect(normaliseCookieBannerSettings({ cookieBannerText: '<p>Hi</p>' }).cookieBannerText).toBe(
      '<p>Hi</p>',
    );
  });

  it.each([
    ['cookieBannerCtaText', 'Accept'],
    ['cookieBannerOptOutCtaText', 'Decline'],
  ] as const)('gives %s its default when blank', (field, fallback) => {
    expect(normaliseCookieBannerSettings({ [field]: '  ' })[field]).toBe(fallback);
    expect(normaliseCookieBannerSettings({ [field]: 3 })[field]).toBe(fallback);
  });
});

describe('isEmptyRichText', () => {
  it('sees text inside markup', () => {
    expect(isEmptyRichText('<p><em>x</em></p>')).toBe(false);
    expect(isEmptyRichText('<p><em> </em></p>')).toBe(true);
  });
});

describe('cookieSettingsFromServer', () => {
  it('maps isAnalyticsCookiesDisabled to the restrictive policy', () => {
    expect(
      cookieSettingsFromServer({ isAnalyticsCookiesDisabled: true }).isRestrictiveCookiePolicyEnabled,
    ).toBe(true);
    expect(
      cookieSettingsFromServer({ isAnalyticsCookiesDisabled: false }).isRestrictiveCookiePolicyEnabled,
    ).toBe(false);
  });

  it('restricts visitor data exactly when the activity log is off', () => {
    expect(cookieSettingsFromServer({ isActivityLogEnabled: false }).isVisitorDataRestricted).toBe(true);
    expect(cookieSettingsFromServer({ isActivityLogEnabled: true }).isVisitorDataRestricted).toBe(false);
  });

  it('leaves visitor data unrestricted for a site that never set the activity log', () => {
    expect(cookieSettingsFromServer({}).isVisitorDataRestricted).toBe(false);
  });

  it('ignores client field names in stored settings', () => {
    const settings = cookieSettingsFromServer({
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
    });
    expect(settings.isRestrictiveCookiePolicyEnabled).toBe(false);
    expect(settings.isVisitorDataRestricted).toBe(false);
  });

  it('normalises the rest and drops unknown fields', () => {
    const settings = cookieSettingsFromServer({
      isCookieBannerEnabled: true,
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP',
      cookieBannerText: '<p></p>',
      somethingElse: 1,
    });
    expect(settings).toMatchObject({
      isCookieBannerEnabled: true,
      cookieBannerPosition: 'TOP_LEFT',
      cookieBannerText: DEFAULT_TEXT,
    });
    expect(settings).not.toHaveProperty('somethingElse');
    expect(settings).not.toHaveProperty('isAnalyticsCookiesDisabled');
    expect(settings).not.toHaveProperty('isActivityLogEnabled');
  });

  it('is the inverse of cookieSettingsToServer', () => {
    const server = cookieSettingsToServer(complete);
    expect(server).toMatchObject({ isAnalyticsCookiesDisabled: true, isActivityLogEnabled: false });
    expect(server).not.toHaveProperty('isRestrictiveCookiePolicyEnabled');
    expect(server).not.toHaveProperty('isVisitorDataRestricted');
    expect(cookieSettingsFromServer(server)).toEqual(complete);
  });
});
