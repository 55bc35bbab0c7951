import { useId } from 'react';
import type { Option } from './cookie-settings-form';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly Option<T>[];
  onChange(value: T): void;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

/** A few exclusive choices shown side by side as radio buttons: one look at them shows every option. */
export function ChoiceGroup<T extends string>(props: ChoiceGroupProps<T>) {
  const baseId = useId();
  const hintId = props.hint ? `${baseId}-hint` : undefined;
  const errorId = props.error ? `${baseId}-error` : undefined;
  return (
    <fieldset
      className="choice-group"
      disabled={props.disabled}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="field__label">{props.legend}</legend>
      <div className="choice-group__options">
        {props.options.map((option) => (
          <label key={option.value} className="choice-group__option">
            <input
              type="radio"
              name={`${baseId}-${props.name}`}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {props.hint ? (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
