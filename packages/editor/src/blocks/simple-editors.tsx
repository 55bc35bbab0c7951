import { useId } from 'react';
import { TextAreaField, TextField } from '../shared/fields';
import { type BlockEditorProps, text, withOptional } from './block-editor-props';

export const SPACER_MIN = 8;
export const SPACER_MAX = 400;

export function SpacerEditor({ settings, onChange }: BlockEditorProps) {
  const id = useId();
  const height = typeof settings.height === 'number' ? settings.height : 48;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Height
      </label>
      <div className="range-row">
        <input
          id={id}
          type="range"
          min={SPACER_MIN}
          max={SPACER_MAX}
          step={4}
          value={height}
          aria-valuetext={`${height} pixels`}
          onChange={(e) => onChange({ ...settings, height: Number(e.target.value) })}
        />
        <output htmlFor={id} className="range-row__value">
          {height} px
        </output>
      </div>
    </div>
  );
}

export function QuoteEditor({ settings, onChange }: BlockEditorProps) {
  return (
    <div className="stack stack--tight">
      <TextAreaField
        label="Quote"
        rows={3}
        value={text(settings.text)}
        onChange={(e) => onChange({ ...settings, text: e.target.value })}
      />
      <TextField
        label="Source"
        hint="Optional: who said or wrote it."
        value={text(settings.source)}
        onChange={(e) => onChange(withOptional(settings, 'source', e.target.value))}
      />
    </div>
  );
}

export function SearchEditor({ settings, onChange }: BlockEditorProps) {
  return (
    <TextField
      label="Placeholder"
      hint="The hint shown in the empty search field."
      value={text(settings.placeholder)}
      onChange={(e) => onChange({ ...settings, placeholder: e.target.value })}
    />
  );
}
