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

export function TextField({
  label,
  hint,
  error,
  id,
  className,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={ids.fieldId}>
        {label}
      </label>
      <input
        id={ids.fieldId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  id,
  ...input
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={ids.fieldId}>
        {label}
      </label>
      <textarea
        id={ids.fieldId}
        className="field__input field__input--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
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
  const ids = useFieldIds(id, hint, error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={ids.fieldId}>
        {label}
      </label>
      <select
        id={ids.fieldId}
        className="field__input field__input--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </select>
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
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
