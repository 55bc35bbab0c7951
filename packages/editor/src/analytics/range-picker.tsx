import { type FormEvent, useState } from 'react';
import type { DayRange } from '../api/analytics.api';
import { checkCustomRange, isoDay, presetRange, RANGE_PRESETS } from './date-range';
import { DayRangeFields } from './day-range-fields';

/** A preset's number of days, or a range the owner chose. */
export type RangeChoice = { days: number } | { custom: DayRange };

export function rangeOfChoice(choice: RangeChoice, today: string = isoDay(new Date())): DayRange {
  return 'days' in choice ? presetRange(choice.days, today) : choice.custom;
}

interface RangePickerProps {
  choice: RangeChoice;
  onChange(choice: RangeChoice): void;
}

/** The last 7, 30 or 90 days with one press, or any range of days typed in. */
export function RangePicker({ choice, onChange }: RangePickerProps) {
  const current = rangeOfChoice(choice);
  const [customOpen, setCustomOpen] = useState('custom' in choice);
  const [from, setFrom] = useState(current.from);
  const [to, setTo] = useState(current.to);
  const [error, setError] = useState<string | null>(null);
  const today = isoDay(new Date());

  function apply(event: FormEvent) {
    event.preventDefault();
    const checked = checkCustomRange(from, to, today);
    if (checked.error !== undefined) {
      setError(checked.error);
      return;
    }
    setError(null);
    onChange({ custom: checked.range });
  }

  return (
    <div className="range-picker">
      <fieldset className="range-picker__presets">
        <legend className="visually-hidden">Period</legend>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset.days}
            type="button"
            className="segment"
            aria-pressed={'days' in choice && choice.days === preset.days}
            onClick={() => {
              setCustomOpen(false);
              setError(null);
              onChange({ days: preset.days });
            }}
          >
            {preset.label}
          </button>
        ))}
        <button
          type="button"
          className="segment"
          aria-pressed={'custom' in choice}
          aria-expanded={customOpen}
          onClick={() => {
            setFrom(current.from);
            setTo(current.to);
            setCustomOpen(true);
          }}
        >
          Custom
        </button>
      </fieldset>
      {customOpen ? (
        <form className="range-picker__custom" onSubmit={apply} aria-label="Custom period" noValidate>
          <DayRangeFields
            from={from}
            to={to}
            max={today}
            invalid={error !== null}
            onChange={(typed) => {
              setFrom(typed.from);
              setTo(typed.to);
            }}
          />
          <button type="submit" className="button button--small">
            Apply
          </button>
          {error ? (
            <p className="field__error range-picker__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
