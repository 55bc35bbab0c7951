// @vitest-environment happy-dom
import { cookieBannerMessages } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import {
  formErrorsFromServer,
  formFromServer,
  hasChanges,
  positionOptions,
  serverSettingsFromForm,
  settingsFromForm,
  withVariant,
} from './cookie-settings-form';

const stored = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>We use <strong>cookies</strong>.</p>',
  cookieBannerCtaText: 'OK',
  cookieBannerOptOutCtaText: 'No',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerVariant: 'POPUP',
  cookieBannerPosition: 'TOP_RIGHT',
  cookieBannerTheme: 'LIGHT',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  isAnalyticsCookiesDisabled: true,
  isRestrictiveCookiePolicyAbsolute: false,
  isActivityLogEnabled: false,
};

describe('the form for stored settings', () => {
  it('reads server field names and shows the text as typed', () => {
    const { form } = formFromServer(stored);
    expect(form).toMatchObject({
      bannerText: 'We use **cookies**.',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
    });
  });

  it('takes the defaults of a site that never saved any', () => {
    const { form } = formFromServer({});
    expect(form).toMatchObject({
      isCookieBannerEnabled: false,
      bannerText: cookieBannerMessages.text,
      cookieBannerCtaText: cookieBannerMessages.ctaText,
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      isVisitorDataRestricted: false,
    });
  });

  it('sends the stored HTML back unchanged when the text was not touched', () => {
    const loaded = formFromServer({ ...stored, cookieBannerText: '<p class="x">We use <b>cookies</b>.</p>' });
    expect(serverSettingsFromForm(loaded.form, loaded.loaded).cookieBannerText).toBe(
      '<p class="x">We use <b>cookies</b>.</p>',
    );
    expect(hasChanges(loaded.form, loaded.form, loaded.loaded)).toBe(false);
  });

  it('sends every setting in server field names after a change', () => {
    const loaded = formFromServer(stored);
    const form = { ...loaded.form, bannerText: 'New *text*', isVisitorDataRestricted: false };
    expect(hasChanges(form, loaded.form, loaded.loaded)).toBe(true);
    expect(serverSettingsFromForm(form, loaded.loaded)).toEqual({
      ...stored,
      cookieBannerText: '<p>New <em>text</em></p>',
      isActivityLogEnabled: true,
    });
  });

  it('previews an emptied text and control labels as the standard ones', () => {
    const loaded = formFromServer(stored);
    const settings = settingsFromForm(
      { ...loaded.form, bannerText: ' ', cookieBannerCtaText: '' },
      loaded.loaded,
    );
    expect(settings.cookieBannerText).toBe(cookieBannerMessages.text);
    expect(settings.cookieBannerCtaText).toBe(cookieBannerMessages.ctaText);
  });
});

describe('layout and position', () => {
  it('offers edges for a bar and corners for a pop-up', () => {
    expect(positionOptions('BAR').map((o) => o.value)).toEqual(['TOP', 'BOTTOM']);
    expect(positionOptions('POPUP').map((o) => o.value)).toEqual([
      'TOP_LEFT',
      'TOP_RIGHT',
      'BOTTOM_LEFT',
      'BOTTOM_RIGHT',
    ]);
  });

  it('keeps the nearest position when the layout changes', () => {
    const { form } = formFromServer(stored);
    expect(withVariant(form, 'BAR').cookieBannerPosition).toBe('TOP');
    const bottomBar = {
      ...form,
      cookieBannerVariant: 'BAR' as const,
      cookieBannerPosition: 'BOTTOM' as const,
    };
    expect(withVariant(bottomBar, 'POPUP').cookieBannerPosition).toBe('BOTTOM_LEFT');
  });
});

describe('formErrorsFromServer', () => {
  it('puts each error under the field it names, server names included, and keeps the rest', () => {
    expect(
      formErrorsFromServer({
        'settings.cookieBannerCtaText': 'Too long',
        'settings.cookieBannerText': 'Too long too',
        'settings.isActivityLogEnabled': 'Not a flag',
        settings: 'Expected an object',
      }),
    ).toEqual({
      fields: {
        cookieBannerCtaText: 'Too long',
        bannerText: 'Too long too',
        isVisitorDataRestricted: 'Not a flag',
      },
      general: ['Expected an object'],
    });
  });
});
