interface DayRangeFieldsProps {
  from: string;
  to: string;
  onChange(range: { from: string; to: string }): void;
  /** The latest day the pickers offer. */
  max?: string;
  invalid?: boolean;
}

/** "From" and "To" day pickers side by side, for a period typed or picked by the owner. */
export function DayRangeFields({ from, to, onChange, max, invalid }: DayRangeFieldsProps) {
  const field = (label: string, value: string, set: (day: string) => void) => (
    <label className="range-picker__date">
      <span>{label}</span>
      <input
        type="date"
        className="field__input"
        value={value}
        max={max}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => set(e.target.value)}
      />
    </label>
  );
  return (
    <>
      {field('From', from, (day) => onChange({ from: day, to }))}
      {field('To', to, (day) => onChange({ from, to: day }))}
    </>
  );
}
