import type { FormField, FormFieldValue } from '@atelier/domain';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/use-text';
import type { FieldIds } from './form-names';

/** What every field's markup receives. */
export interface FieldViewProps {
  field: FormField;
  ids: FieldIds;
  /** The visitor's value after a script-free POST that failed. */
  value?: FormFieldValue;
  error?: string;
}

/** The words shown as a field's title: its title, else its placeholder, so no input goes unnamed. */
export function FieldTitle({ field }: { field: FormField }) {
  const text = useText('form');
  return (
    <>
      {field.title || field.placeholder}
      {field.required ? (
        <>
          {' '}
          <span className="form-field__required">{text('required')}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * aria-describedby of a field's input or group. The error element is always present (empty until
 * there is an error), so the behaviour only fills it in.
 */
export function describedBy(field: FormField, ids: FieldIds, ...extra: (string | false | undefined)[]) {
  return [field.description ? ids.description : undefined, ids.error, ...extra].filter(Boolean).join(' ');
}

export function Description({ field, ids }: { field: FormField; ids: FieldIds }) {
  return field.description ? (
    <p className="form-field__description" id={ids.description}>
      {field.description}
    </p>
  ) : null;
}

/**
 * The frame of one field. Its error sits first, above the title (spec 000 §5). `data-field` holds
 * the field's definition so the browser validates with exactly the rules the server applies.
 */
export function FieldFrame({ field, ids, error, children }: FieldViewProps & { children: ReactNode }) {
  const className = `form-field form-field--${field.type}${error ? ' form-field--error' : ''}`;
  return (
    <div className={className} data-field={JSON.stringify(field)} data-field-id={field.id}>
      <p className="form-field__error" id={ids.error}>
        {error}
      </p>
      {children}
    </div>
  );
}

/** A field of one input: title as its label, then description, then the control. */
export function LabelledField(props: FieldViewProps & { children: ReactNode }) {
  const { field, ids } = props;
  return (
    <FieldFrame {...props}>
      <label className="form-field__title field-label" htmlFor={ids.input} id={ids.title}>
        <FieldTitle field={field} />
      </label>
      <Description field={field} ids={ids} />
      {props.children}
    </FieldFrame>
  );
}

/** A field of several controls: a fieldset whose legend is the title. */
export function GroupField(props: FieldViewProps & { children: ReactNode }) {
  const { field, ids } = props;
  return (
    <FieldFrame {...props}>
      <fieldset className="form-field__group" aria-describedby={describedBy(field, ids)}>
        <legend className="form-field__title field-label" id={ids.title}>
          <FieldTitle field={field} />
        </legend>
        <Description field={field} ids={ids} />
        {props.children}
      </fieldset>
    </FieldFrame>
  );
}

/** A value as the single string a one-input field shows. */
export const singleValue = (value: FormFieldValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A value as the list a compound or checkbox field shows. */
export const listValue = (value: FormFieldValue | undefined): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
