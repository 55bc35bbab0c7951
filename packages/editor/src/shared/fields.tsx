import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FieldFrame {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** Ids of a field's label, hint and error, so that assistive technology reads them together. */
function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string | null;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** What ties a control to its label, hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with its hint and error; `control` renders the input itself. */
function Field({
  label,
  hint,
  error,
  id,
  className,
  control,
}: FieldFrame & { id?: string; className?: string; control: (props: ControlProps) => ReactNode }) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={ids.fieldId}>
        {label}
      </label>
      {control({
        id: ids.fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids.describedBy,
      })}
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  id,
  className,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      {...{ label, hint, error, id, className }}
      control={(props) => <input className="field__input" {...props} {...input} />}
    />
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  id,
  ...input
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field
      {...{ label, hint, error, id }}
      control={(props) => <textarea className="field__input field__input--area" {...props} {...input} />}
    />
  );
}

export function SelectField({
  label,
  hint,
  error,
  id,
  children,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field
      {...{ label, hint, error, id }}
      control={(props) => (
        <select className="field__input field__input--select" {...props} {...select}>
          {children}
        </select>
      )}
    />
  );
}

export function CheckboxField({
  label,
  hint,
  id,
  ...input
}: Omit<FieldFrame, 'error'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const ids = useFieldIds(id, hint, null);
  return (
    <div className="field field--check">
      <input
        id={ids.fieldId}
        type="checkbox"
        className="field__check"
        aria-describedby={ids.describedBy}
        {...input}
      />
      <label className="field__label" htmlFor={ids.fieldId}>
        {label}
      </label>
      <FieldNotes hint={hint} hintId={ids.hintId} />
    </div>
  );
}

/** A form-level error, announced as soon as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
