import { currencyInfo, moneyToInput, parseMoneyInput } from '@atelier/domain';
import { useEffect, useId, useState } from 'react';
import { useStore } from './store-context';

interface MoneyFieldProps {
  label: string;
  /** Integer minor units of the store currency. */
  value: number;
  onChange(minorUnits: number): void;
  /** Whether the label is shown or only read to screen readers (table cells). */
  hideLabel?: boolean;
  hint?: string;
  max?: number;
  disabled?: boolean;
  error?: string | null;
  /** Another currency than the store's (an order placed before the currency changed). */
  currency?: string;
}

/**
 * An amount in the store currency, typed in major units with the currency's fraction digits and
 * kept in integer minor units; a typing mistake is named under the field and never sent.
 */
export function MoneyField(props: MoneyFieldProps) {
  const { label, value, onChange, hideLabel, hint, max, disabled, error } = props;
  const store = useStore();
  const currency = props.currency ?? store.currency;
  const canEdit = store.canEdit;
  const id = useId();
  const [text, setText] = useState(() => moneyToInput(value, currency));
  const [problem, setProblem] = useState<string | null>(null);

  // A value changed from outside (bulk edit, a reload) replaces what is shown.
  useEffect(() => {
    setText((current) => {
      const parsed = parseMoneyInput(current, currency, max);
      return parsed.ok && parsed.minorUnits === value ? current : moneyToInput(value, currency);
    });
  }, [value, currency, max]);

  const shownError = problem ?? error ?? null;
  const symbol = currencyInfo(currency)?.symbol ?? currency;
  return (
    <div className={`field money-field${hideLabel ? ' field--bare' : ''}`}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <div className="money-field__box">
        <span className="money-field__symbol" aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          className="field__input"
          inputMode="decimal"
          value={text}
          disabled={disabled || !canEdit}
          aria-invalid={shownError ? true : undefined}
          data-unparsed={problem ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const parsed = parseMoneyInput(e.target.value, currency, max);
            if (parsed.ok) {
              setProblem(null);
              onChange(parsed.minorUnits);
            } else setProblem(parsed.message);
          }}
          onBlur={() => {
            if (!problem) setText(moneyToInput(value, currency));
          }}
        />
      </div>
      {hint && !shownError ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint} ({currency})
        </p>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="field__error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
