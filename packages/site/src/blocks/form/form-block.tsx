import { useText } from '../../i18n/use-text';
import type { BlockProps } from '../block-props';
import { FormFieldView } from './form-field-view';
import { useFormState } from './form-page-context';
import { FormShell } from './form-shell';
import { readFormSettings } from './read-form-settings';

/** Form (block type 9): the owner's fields, posted to the site's form endpoint. */
export function FormBlock({ block, root }: BlockProps) {
  const form = readFormSettings(block.settings);
  const state = useFormState(form?.formId ?? '');
  const text = useText('form');
  // Settings that cannot be read show nothing; the empty block lets the runtime log it (spec 000 §8).
  if (!form) return <div {...root} className="block block-form" hidden />;
  const failed = state?.status === 'failed' ? state : undefined;
  return (
    <div {...root} className="block block-form">
      <FormShell
        formId={form.formId}
        title={form.title}
        postSubmit={form.postSubmit}
        captcha={form.captcha}
        problemMessages
        state={state}
        submit={
          <button className="button form-block__submit" type="submit">
            {text.fromEnglish(form.submitButtonText)}
          </button>
        }
      >
        {form.fields.map((field) => (
          <FormFieldView
            key={field.id}
            blockId={block.id}
            field={field}
            value={failed?.values[field.id]}
            error={failed?.errors[field.id] && text.fromEnglish(failed.errors[field.id]!)}
          />
        ))}
      </FormShell>
    </div>
  );
}

/** The words a visitor reads in the form, for site search. */
export function formBlockText(settings: unknown): string {
  const form = readFormSettings(settings);
  if (!form) return '';
  const words = [form.title];
  for (const field of form.fields) {
    if (field.type === 'hidden') continue;
    words.push(field.title, field.description, ...(field.options ?? []));
  }
  return words.filter(Boolean).join(' ');
}
