import { type NewsletterBlockSettings, newId } from '@atelier/domain';
import { useState } from 'react';
import { CheckboxField, TextAreaField, TextField } from '../../shared/fields';
import type { BlockEditorProps } from '../block-editor-props';
import { readNewsletterEditorSettings, storedNewsletterSettings } from './form-defaults';
import { CAPTCHA_HINT, FORM_TEXT_LIMITS } from './form-fields';

/** A newsletter sign-up: its words and whether a captcha guards it; the one email field is fixed. */
export function NewsletterEditor({ settings, onChange }: BlockEditorProps) {
  const [fallbackId] = useState(newId);
  const newsletter = readNewsletterEditorSettings(settings, fallbackId);
  const update = (changes: Partial<NewsletterBlockSettings>) =>
    onChange(storedNewsletterSettings({ ...newsletter, ...changes }));

  return (
    <div className="stack stack--tight">
      <TextField
        label="Title"
        maxLength={FORM_TEXT_LIMITS.newsletterText}
        value={newsletter.title}
        onChange={(e) => update({ title: e.target.value })}
      />
      <TextAreaField
        label="Description"
        hint="Optional: what subscribers can expect."
        rows={2}
        maxLength={FORM_TEXT_LIMITS.newsletterDescription}
        value={newsletter.description ?? ''}
        onChange={(e) => update({ description: e.target.value })}
      />
      <TextField
        label="Placeholder"
        hint="Shown in the empty email field."
        maxLength={FORM_TEXT_LIMITS.newsletterText}
        value={newsletter.placeholder}
        onChange={(e) => update({ placeholder: e.target.value })}
      />
      <TextField
        label="Button text"
        maxLength={FORM_TEXT_LIMITS.newsletterText}
        value={newsletter.buttonText}
        onChange={(e) => update({ buttonText: e.target.value })}
      />
      <TextAreaField
        label="Success message"
        hint="Shown once an address is accepted. Each new subscriber gets an email to confirm it."
        rows={2}
        maxLength={FORM_TEXT_LIMITS.newsletterDescription}
        value={newsletter.successMessage}
        onChange={(e) => update({ successMessage: e.target.value })}
      />
      <CheckboxField
        label="Protect with a captcha"
        hint={CAPTCHA_HINT}
        checked={newsletter.captcha}
        onChange={(e) => update({ captcha: e.target.checked })}
      />
      <p className="field__hint">Subscribers are listed under Forms, in the top bar.</p>
    </div>
  );
}
