import { type FormBlockSettings, newId } from '@atelier/domain';
import { useState } from 'react';
import { CheckboxField, TextField } from '../../shared/fields';
import type { BlockEditorProps } from '../block-editor-props';
import { AfterSubmitEditor } from './after-submit-editor';
import { FieldList } from './field-list';
import { readFormEditorSettings, storedFormSettings } from './form-defaults';
import { CAPTCHA_HINT, FORM_TEXT_LIMITS } from './form-fields';
import { notificationEmailError } from './form-rules';
import { useDraftText } from './use-draft-text';

/** The form builder: title, fields, submit button, what happens after submitting, spam check, notifications. */
export function FormEditor({ settings, onChange }: BlockEditorProps) {
  // A block stored without a usable id gets one, the same on every render until it is saved.
  const [fallbackId] = useState(newId);
  const form = readFormEditorSettings(settings, fallbackId);
  const update = (changes: Partial<FormBlockSettings>) =>
    onChange(storedFormSettings({ ...form, ...changes }));

  const [email, setEmail] = useDraftText(form.notificationEmail ?? '');
  const emailError = notificationEmailError(email);

  return (
    <div className="stack stack--tight form-editor">
      <TextField
        label="Form title"
        hint="Shown above the form and used to name it in your inbox. Optional."
        maxLength={FORM_TEXT_LIMITS.formTitle}
        value={form.title ?? ''}
        onChange={(e) => update({ title: e.target.value })}
      />
      <FieldList fields={form.fields} onChange={(fields) => update({ fields })} />
      <TextField
        label="Submit button text"
        maxLength={FORM_TEXT_LIMITS.submitButtonText}
        value={form.submitButtonText}
        onChange={(e) => update({ submitButtonText: e.target.value })}
      />
      <AfterSubmitEditor postSubmit={form.postSubmit} onChange={(postSubmit) => update({ postSubmit })} />
      <CheckboxField
        label="Protect with a captcha"
        hint={CAPTCHA_HINT}
        checked={form.captcha}
        onChange={(e) => update({ captcha: e.target.checked })}
      />
      <TextField
        label="Send new submissions to"
        hint="Every submission is emailed here and kept under Forms. Leave empty to use your account’s address."
        type="email"
        placeholder="you@example.com"
        autoComplete="email"
        maxLength={FORM_TEXT_LIMITS.email}
        value={email}
        error={emailError}
        onChange={(e) => {
          setEmail(e.target.value);
          if (!notificationEmailError(e.target.value)) update({ notificationEmail: e.target.value.trim() });
        }}
      />
    </div>
  );
}
