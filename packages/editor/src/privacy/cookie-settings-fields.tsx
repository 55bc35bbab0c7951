import { cookieBannerMessages } from '@atelier/domain';
import { CheckboxField, TextAreaField, TextField } from '../shared/fields';
import { ChoiceGroup } from './choice-group';
import {
  type CookieBannerForm,
  type FormFieldName,
  type Option,
  positionOptions,
  withVariant,
} from './cookie-settings-form';

interface CookieSettingsFieldsProps {
  form: CookieBannerForm;
  errors: Partial<Record<FormFieldName, string>>;
  onChange(form: CookieBannerForm): void;
}

/** The settings chosen from a few options. */
type ChoiceKey =
  | 'cookieBannerAcceptType'
  | 'cookieBannerVariant'
  | 'cookieBannerPosition'
  | 'cookieBannerCtaVariant'
  | 'cookieBannerTheme';

/** The policy switches. */
type PolicyKey =
  | 'isRestrictiveCookiePolicyEnabled'
  | 'isRestrictiveCookiePolicyAbsolute'
  | 'isVisitorDataRestricted';

/** The longest control text the server stores. */
const CTA_MAX_LENGTH = 100;

const CTA_VARIANTS: Option<CookieBannerForm['cookieBannerCtaVariant']>[] = [
  { value: 'TEXT', label: 'Text' },
  { value: 'BUTTON', label: 'Button' },
  { value: 'ICON', label: 'Icon' },
];

const VARIANTS: Option<CookieBannerForm['cookieBannerVariant']>[] = [
  { value: 'BAR', label: 'Bar' },
  { value: 'POPUP', label: 'Pop-up' },
];

const THEMES: Option<CookieBannerForm['cookieBannerTheme']>[] = [
  { value: 'LIGHT', label: 'Light' },
  { value: 'DARK', label: 'Dark' },
];

const ACCEPT_TYPES: Option<CookieBannerForm['cookieBannerAcceptType']>[] = [
  { value: 'OPT_IN', label: 'Accept or close' },
  { value: 'OPT_IN_AND_OUT', label: 'Accept or decline' },
];

/** What European regulators (CNIL, EDPB) ask of a consent banner, shown beside the choice it bears on. */
export const REFUSAL_ADVICE =
  'European guidance (CNIL, EDPB): refusing cookies should be as easy and as clear as accepting them.';

/** Every cookie banner setting, grouped as an owner thinks of them: the message, its look, the policy. */
export function CookieSettingsFields({ form, errors, onChange }: CookieSettingsFieldsProps) {
  const set = <K extends keyof CookieBannerForm>(key: K, value: CookieBannerForm[K]) =>
    onChange({ ...form, [key]: value });
  const optOut = form.cookieBannerAcceptType === 'OPT_IN_AND_OUT';
  // Checkboxes carry no error of their own; a rare server complaint about one shows under it.
  const policy = (
    key: PolicyKey,
    label: string,
    hint: string,
    { disabled = false, inverted = false }: { disabled?: boolean; inverted?: boolean } = {},
  ) => (
    <>
      <CheckboxField
        label={label}
        hint={hint}
        disabled={disabled}
        checked={form[key] !== inverted}
        onChange={(e) => set(key, e.target.checked !== inverted)}
      />
      {errors[key] ? <p className="field__error">{errors[key]}</p> : null}
    </>
  );
  const choice = <K extends ChoiceKey>(
    key: K,
    legend: string,
    options: Option<CookieBannerForm[K]>[],
    hint?: string,
    onPick: (value: CookieBannerForm[K]) => void = (value) => set(key, value),
  ) => (
    <ChoiceGroup
      legend={legend}
      name={key}
      value={form[key]}
      options={options}
      hint={hint}
      error={errors[key]}
      onChange={onPick}
    />
  );

  return (
    <>
      <CheckboxField
        label="Show a cookie banner"
        hint="Visitors see it until they make a choice; the choice is kept for 30 days."
        checked={form.isCookieBannerEnabled}
        onChange={(e) => set('isCookieBannerEnabled', e.target.checked)}
      />
      <fieldset className="fieldset">
        <legend className="field__label">Message</legend>
        <TextAreaField
          label="Banner text"
          rows={4}
          hint="Separate paragraphs with a blank line. Use **bold**, *italic* and [link text](https://example.com/privacy). Leave empty for the standard text."
          placeholder={cookieBannerMessages.text}
          value={form.bannerText}
          error={errors.bannerText}
          onChange={(e) => set('bannerText', e.target.value)}
        />
        {choice(
          'cookieBannerAcceptType',
          'Visitor choice',
          ACCEPT_TYPES,
          optOut
            ? `Visitors accept or decline cookies. ${REFUSAL_ADVICE}`
            : `Visitors accept cookies or close the banner without accepting. ${REFUSAL_ADVICE} “Accept or decline” shows a Decline button as plain as Accept.`,
        )}
        <div className="field-pair">
          <TextField
            label="Accept text"
            placeholder={cookieBannerMessages.ctaText}
            maxLength={CTA_MAX_LENGTH}
            value={form.cookieBannerCtaText}
            error={errors.cookieBannerCtaText}
            onChange={(e) => set('cookieBannerCtaText', e.target.value)}
          />
          <TextField
            label="Decline text"
            placeholder={cookieBannerMessages.optOutCtaText}
            maxLength={CTA_MAX_LENGTH}
            hint={optOut ? undefined : 'Used with “Accept or decline”.'}
            value={form.cookieBannerOptOutCtaText}
            error={errors.cookieBannerOptOutCtaText}
            onChange={(e) => set('cookieBannerOptOutCtaText', e.target.value)}
          />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend className="field__label">Appearance</legend>
        {choice('cookieBannerVariant', 'Layout', VARIANTS, undefined, (value) =>
          onChange(withVariant(form, value)),
        )}
        {choice('cookieBannerPosition', 'Position', positionOptions(form.cookieBannerVariant))}
        {choice(
          'cookieBannerCtaVariant',
          'Button style',
          CTA_VARIANTS,
          form.cookieBannerCtaVariant === 'ICON'
            ? 'Icons show a tick and a cross; the texts above name them for screen readers.'
            : undefined,
        )}
        {choice('cookieBannerTheme', 'Theme', THEMES)}
      </fieldset>
      <fieldset className="fieldset">
        <legend className="field__label">Cookie policy</legend>
        {policy(
          'isRestrictiveCookiePolicyEnabled',
          'Restrictive cookie policy',
          'No analytics or other non-essential cookies until the visitor accepts; declining clears them.',
        )}
        {policy(
          'isRestrictiveCookiePolicyAbsolute',
          'Apply it without exceptions',
          "Published with your pages' cookie settings, for scripts you add that check for a strict policy.",
          { disabled: !form.isRestrictiveCookiePolicyEnabled },
        )}
        {policy(
          'isVisitorDataRestricted',
          'Log visitor data',
          'Keeps visitor ids and browser details, so analytics can count unique visitors and devices. Turn off to restrict visitor data.',
          // Asked the way owners think of it: keeping data is the choice, restricting it the default off.
          { inverted: true },
        )}
      </fieldset>
    </>
  );
}
