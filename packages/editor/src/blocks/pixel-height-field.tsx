import { useEffect, useState } from 'react';
import { TextField } from '../shared/fields';

interface PixelHeightFieldProps {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}

/**
 * A height in whole pixels. What the owner types shows as typed; only a height within the bounds
 * reaches the block (the server would refuse another), and the field says why until then.
 */
export function PixelHeightField({ label, hint, value, min, max, onChange }: PixelHeightFieldProps) {
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  const valid = (text: string) => {
    const number = Number(text);
    return text.trim() !== '' && Number.isInteger(number) && number >= min && number <= max;
  };
  return (
    <TextField
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={typed}
      error={valid(typed) ? null : `Give a height from ${min} to ${max} pixels.`}
      onChange={(e) => {
        setTyped(e.target.value);
        if (valid(e.target.value)) onChange(Number(e.target.value));
      }}
    />
  );
}
