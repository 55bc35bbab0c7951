import { MARQUEE, MARQUEE_LIMITS, marqueeNumber } from '@atelier/domain';
import { useId } from 'react';
import { CheckboxField, SelectField, TextField } from '../shared/fields';
import { LinkField } from '../shared/link-field';
import { type BlockEditorProps, text, withOptional } from './block-editor-props';

type NumberSetting = 'waveFrequency' | 'waveIntensity' | 'animationSpeed';

/** A slider within the setting's bounds (MARQUEE_LIMITS), its value shown beside it. */
function RangeSetting({
  label,
  hint,
  setting,
  value,
  describe,
  onChange,
}: {
  label: string;
  hint: string;
  setting: NumberSetting;
  value: number;
  describe(value: number): string;
  onChange(value: number): void;
}) {
  const id = useId();
  const { min, max, step } = MARQUEE_LIMITS[setting];
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="range-row">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={describe(value)}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <output htmlFor={id} className="range-row__value">
          {describe(value)}
        </output>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
    </div>
  );
}

/**
 * Settings of the Marquee block (type 70): its words, the direction and speed they move at, the
 * wave they follow (frequency and intensity; intensity 0 is a straight line), whether they stop
 * under the pointer, and an optional link. Numbers stay within MARQUEE_LIMITS, as the server asks.
 */
export function MarqueeEditor({ settings, onChange }: BlockEditorProps) {
  const number = (setting: NumberSetting) => marqueeNumber(settings[setting], setting);
  const set = (setting: string, value: unknown) => onChange({ ...settings, [setting]: value });
  const round = (value: number) => Math.round(value * 100) / 100;
  return (
    <div className="marquee-editor stack stack--tight">
      <TextField
        label="Scrolling text"
        hint={`At most ${MARQUEE_LIMITS.text} characters. Visitors who prefer less motion see it still.`}
        maxLength={MARQUEE_LIMITS.text}
        value={text(settings.text)}
        onChange={(e) => set('text', e.target.value)}
      />
      <SelectField
        label="Direction"
        value={settings.animationDirection === 'right' ? 'right' : MARQUEE.defaults.animationDirection}
        onChange={(e) => set('animationDirection', e.target.value)}
      >
        <option value="left">Moves left</option>
        <option value="right">Moves right</option>
      </SelectField>
      <RangeSetting
        label="Speed"
        hint="1 is the usual pace."
        setting="animationSpeed"
        value={number('animationSpeed')}
        describe={(value) => `${round(value)}×`}
        onChange={(value) => set('animationSpeed', value)}
      />
      <RangeSetting
        label="Wave intensity"
        hint="How tall the waves are; none is a straight line."
        setting="waveIntensity"
        value={number('waveIntensity')}
        describe={(value) => (value === 0 ? 'Straight line' : `${Math.round(value * 100)}%`)}
        onChange={(value) => set('waveIntensity', value)}
      />
      <RangeSetting
        label="Wave frequency"
        hint="More waves, each shorter."
        setting="waveFrequency"
        value={number('waveFrequency')}
        describe={(value) => String(round(value))}
        onChange={(value) => set('waveFrequency', value)}
      />
      <CheckboxField
        label="Pause while the pointer is over it"
        checked={settings.pausedOnHover === true}
        onChange={(e) => set('pausedOnHover', e.target.checked)}
      />
      <LinkField
        label="Link"
        hint="Optional: a page of this site such as /contact, or a full address."
        value={text(settings.link)}
        onChange={(link) => onChange(withOptional(settings, 'link', link))}
      />
    </div>
  );
}
