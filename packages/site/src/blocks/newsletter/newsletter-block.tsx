import {
  type FormField,
  formBlockMessages,
  isId,
  NEWSLETTER_EMAIL_FIELD_ID,
  type NewsletterBlockSettings,
} from '@atelier/domain';
import { useText } from '../../i18n/use-text';
import type { BlockProps } from '../block-props';
import { describedBy, FieldFrame, singleValue } from '../form/form-field-frame';
import { fieldIds, fieldInputName } from '../form/form-names';
import { useFormState } from '../form/form-page-context';
import { FormShell } from '../form/form-shell';
import { isRecord, readText } from '../settings-guards';

/** Null without a usable form id: its addresses could not be filed anywhere. */
export function readNewsletterSettings(settings: unknown): NewsletterBlockSettings | null {
  if (!isRecord(settings) || !isId(settings.formId)) return null;
  const newsletter: NewsletterBlockSettings = {
    formId: settings.formId,
    title: readText(settings, 'title') ?? '',
    placeholder: readText(settings, 'placeholder') ?? '',
    buttonText: readText(settings, 'buttonText') ?? formBlockMessages.newsletterSubmit,
    successMessage: readText(settings, 'successMessage') ?? formBlockMessages.thankYou,
    captcha: settings.captcha === true,
  };
  const description = readText(settings, 'description');
  if (description) newsletter.description = description;
  return newsletter;
}

/** The newsletter's one field, as the server validates it. */
export const newsletterEmailField = (placeholder: string): FormField => ({
  id: NEWSLETTER_EMAIL_FIELD_ID,
  type: 'email',
  title: formBlockMessages.newsletterEmailLabel,
  placeholder: placeholder || undefined,
  required: true,
});

/**
 * Newsletter (block type 51): one address field and its button on a line. Under a 320 px container
 * the behaviour adds the narrow class that stacks them (spec 000 §9).
 */
export function NewsletterBlock({ block, root }: BlockProps) {
  const newsletter = readNewsletterSettings(block.settings);
  const state = useFormState(newsletter?.formId ?? '');
  const text = useText('form');
  if (!newsletter) return null;
  const field = { ...newsletterEmailField(newsletter.placeholder), title: text('newsletterEmailLabel') };
  const ids = fieldIds(block.id, field.id);
  const failed = state?.status === 'failed' ? state : undefined;
  const error = failed?.errors[field.id] && text.fromEnglish(failed.errors[field.id]!);
  return (
    <div {...root} className="block block-newsletter">
      <FormShell
        formId={newsletter.formId}
        title={newsletter.title}
        intro={newsletter.description}
        postSubmit={{ kind: 'message', message: text.fromEnglish(newsletter.successMessage) }}
        captcha={newsletter.captcha}
        problemMessages={false}
        state={state}
      >
        <FieldFrame field={field} ids={ids} error={error}>
          <label className="visually-hidden" htmlFor={ids.input}>
            {field.title}
          </label>
          <div className="newsletter-block__row">
            <input
              className="field form-field__input newsletter-block__email"
              type="email"
              id={ids.input}
              name={fieldInputName(field.id)}
              placeholder={field.placeholder ?? field.title}
              autoComplete="email"
              spellCheck={false}
              required
              aria-describedby={describedBy(field, ids)}
              aria-invalid={error ? true : undefined}
              defaultValue={singleValue(failed?.values[field.id])}
            />
            <button className="button form-block__submit newsletter-block__submit" type="submit">
              {text.fromEnglish(newsletter.buttonText)}
            </button>
          </div>
        </FieldFrame>
      </FormShell>
    </div>
  );
}

export function newsletterBlockText(settings: unknown): string {
  const newsletter = readNewsletterSettings(settings);
  return newsletter ? [newsletter.title, newsletter.description].filter(Boolean).join(' ') : '';
}
