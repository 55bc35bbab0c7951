import {
  type CookieBannerServerSettings,
  type CookieBannerSettings,
  cookieSettingsFromServer,
  cookieSettingsToServer,
  normaliseCookieBannerSettings,
} from '@atelier/domain';
import { richTextToText, textToRichText } from './banner-text';

type Variant = CookieBannerSettings['cookieBannerVariant'];
type Position = CookieBannerSettings['cookieBannerPosition'];

/** The cookie banner form: the client settings, with the banner text as the owner types it. */
export interface CookieBannerForm extends Omit<CookieBannerSettings, 'cookieBannerText'> {
  bannerText: string;
}

/**
 * The text as loaded, in both shapes. Saving the loaded text unchanged sends the stored HTML back
 * as it was: a round trip through the textarea could change its markup, and a changed text gives
 * the banner a new revision, which asks every visitor again.
 */
export interface LoadedText {
  html: string;
  text: string;
}

export interface LoadedForm {
  form: CookieBannerForm;
  loaded: LoadedText;
}

/** The form for settings as GET /api/config/cookie-banner answers them (server field names). */
export function formFromServer(server: unknown, doc: Document = document): LoadedForm {
  const { cookieBannerText, ...rest } = cookieSettingsFromServer(server);
  const text = richTextToText(cookieBannerText, doc);
  return { form: { ...rest, bannerText: text }, loaded: { html: cookieBannerText, text } };
}

/** Complete client settings for the form, as the banner will show them (the preview uses these). */
export function settingsFromForm(form: CookieBannerForm, loaded: LoadedText): CookieBannerSettings {
  const { bannerText, ...rest } = form;
  const html = bannerText === loaded.text ? loaded.html : textToRichText(bannerText);
  return normaliseCookieBannerSettings({ ...rest, cookieBannerText: html });
}

/** The body of PUT /api/config/cookie-banner: every setting, in server field names. */
export function serverSettingsFromForm(
  form: CookieBannerForm,
  loaded: LoadedText,
): CookieBannerServerSettings {
  return cookieSettingsToServer(settingsFromForm(form, loaded));
}

/** Another layout keeps the nearest position it has (spec 000 §5): a top corner stays at the top. */
export function withVariant(form: CookieBannerForm, variant: Variant): CookieBannerForm {
  const { cookieBannerPosition } = normaliseCookieBannerSettings({
    cookieBannerVariant: variant,
    cookieBannerPosition: form.cookieBannerPosition,
  });
  return { ...form, cookieBannerVariant: variant, cookieBannerPosition };
}

export interface Option<T extends string> {
  value: T;
  label: string;
}

const BAR_POSITIONS: Option<Position>[] = [
  { value: 'TOP', label: 'Top' },
  { value: 'BOTTOM', label: 'Bottom' },
];

const POPUP_POSITIONS: Option<Position>[] = [
  { value: 'TOP_LEFT', label: 'Top left' },
  { value: 'TOP_RIGHT', label: 'Top right' },
  { value: 'BOTTOM_LEFT', label: 'Bottom left' },
  { value: 'BOTTOM_RIGHT', label: 'Bottom right' },
];

/** The positions a layout offers: a bar spans the top or bottom edge, a pop-up sits in a corner. */
export const positionOptions = (variant: Variant): Option<Position>[] =>
  variant === 'BAR' ? BAR_POSITIONS : POPUP_POSITIONS;

export type FormFieldName = keyof CookieBannerForm;

/** Server field names that differ from the form's. */
const FIELD_OF_SERVER_NAME: Record<string, FormFieldName> = {
  cookieBannerText: 'bannerText',
  isAnalyticsCookiesDisabled: 'isRestrictiveCookiePolicyEnabled',
  isActivityLogEnabled: 'isVisitorDataRestricted',
};

const FORM_FIELDS = new Set<string>([
  'isCookieBannerEnabled',
  'bannerText',
  'cookieBannerCtaText',
  'cookieBannerOptOutCtaText',
  'cookieBannerCtaVariant',
  'cookieBannerVariant',
  'cookieBannerPosition',
  'cookieBannerTheme',
  'cookieBannerAcceptType',
  'isRestrictiveCookiePolicyEnabled',
  'isRestrictiveCookiePolicyAbsolute',
  'isVisitorDataRestricted',
] satisfies FormFieldName[]);

/**
 * A 400's errors map (keys such as `settings.cookieBannerCtaText`) as messages per form field;
 * what names no field of the form is gathered under `general`, so that nothing is left unsaid.
 */
export function formErrorsFromServer(errors: Record<string, string>): {
  fields: Partial<Record<FormFieldName, string>>;
  general: string[];
} {
  const fields: Partial<Record<FormFieldName, string>> = {};
  const general: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const name = key.replace(/^settings\./, '').split('.')[0] ?? '';
    const field = FIELD_OF_SERVER_NAME[name] ?? name;
    if (FORM_FIELDS.has(field)) fields[field as FormFieldName] ??= message;
    else general.push(message);
  }
  return { fields, general };
}

/** Whether saving would change anything: compares what would be sent, not how it was typed. */
export function hasChanges(form: CookieBannerForm, saved: CookieBannerForm, loaded: LoadedText): boolean {
  return (
    JSON.stringify(serverSettingsFromForm(form, loaded)) !==
    JSON.stringify(serverSettingsFromForm(saved, loaded))
  );
}
