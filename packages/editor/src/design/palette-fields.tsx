import { checkPaletteContrast, HEX_COLOUR, type PaletteRole, type SiteStyles } from '@atelier/domain';
import { useEffect, useId, useState } from 'react';

const ROLE_LABELS: Record<PaletteRole, string> = {
  background: 'Background',
  surface: 'Surface',
  text: 'Text',
  accent: 'Accent (links and buttons)',
  onAccent: 'Text on buttons',
};

interface ColourFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** A colour swatch with its hex code beside it; the code may be typed, and applies once it is whole. */
function ColourField({ label, value, onChange }: ColourFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const invalid = !HEX_COLOUR.test(typed.trim().toLowerCase());
  return (
    <div className="colour-field">
      <input
        type="color"
        aria-label={`${label} colour`}
        value={value}
        onChange={(e) => onChange(e.target.value.toLowerCase())}
      />
      <label className="colour-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input colour-field__hex"
        value={typed}
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => {
          setTyped(e.target.value);
          const hex = e.target.value.trim().toLowerCase();
          if (HEX_COLOUR.test(hex)) onChange(hex);
        }}
      />
      {invalid ? (
        <span id={`${id}-error`} className="field__error">
          Use a colour like #1a2b3c.
        </span>
      ) : null}
    </div>
  );
}

interface PaletteFieldsProps {
  colors: SiteStyles['colors'];
  onChange(colors: SiteStyles['colors']): void;
}

/** The five palette colours and, under them, each pair the site reads against checked for WCAG AA. */
export function PaletteFields({ colors, onChange }: PaletteFieldsProps) {
  const checks = checkPaletteContrast(colors);
  const failing = checks.filter((check) => !check.passes);
  return (
    <fieldset className="design-group">
      <legend className="field__label">Colours</legend>
      {(Object.keys(ROLE_LABELS) as PaletteRole[]).map((role) => (
        <ColourField
          key={role}
          label={ROLE_LABELS[role]}
          value={colors[role]}
          onChange={(value) => onChange({ ...colors, [role]: value })}
        />
      ))}
      {failing.length > 0 ? (
        <div className="contrast-warning" role="alert">
          <strong>Some text will be hard to read.</strong>
          <ul>
            {failing.map((check) => (
              <li key={check.use}>
                {check.use}: contrast {check.ratio.toFixed(2)}:1, below the 4.5:1 that WCAG AA asks for.
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="contrast-ok">Every text colour meets WCAG AA contrast (4.5:1).</p>
      )}
    </fieldset>
  );
}
