import {
  MAX_SECTION_COLUMNS,
  SECTION_HEIGHTS,
  SECTION_PADDINGS,
  type SectionLayout,
  sectionColumns,
} from '@atelier/domain';
import { useId } from 'react';
import { MediaPicker } from '../media/media-picker';
import { SelectField } from '../shared/fields';

const HEIGHT_LABELS: Record<(typeof SECTION_HEIGHTS)[number], string> = {
  auto: 'Fit the content',
  small: 'Small (a third of the screen)',
  medium: 'Medium (half the screen)',
  large: 'Large (three quarters)',
  screen: 'Full screen',
};
const PADDING_LABELS: Record<(typeof SECTION_PADDINGS)[number], string> = {
  none: 'None',
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

interface SectionLayoutEditorProps {
  number: number;
  layout: SectionLayout | undefined;
  onChange(layout: SectionLayout): void;
}

/** Columns, background, height and padding of one section. */
export function SectionLayoutEditor({ number, layout = {}, onChange }: SectionLayoutEditorProps) {
  const colourId = useId();
  const colour = layout.background?.color ?? '';
  const image = layout.background?.mediaId;
  const background = (change: SectionLayout['background']) =>
    onChange({ ...layout, background: { ...layout.background, ...change } });

  return (
    <fieldset className="section-layout stack stack--tight">
      <legend className="visually-hidden">Layout of section {number}</legend>
      <SelectField
        label="Columns"
        hint="Side by side on wider screens, one under another on phones."
        value={String(sectionColumns({ layout }))}
        onChange={(e) => onChange({ ...layout, columns: Number(e.target.value) })}
      >
        {Array.from({ length: MAX_SECTION_COLUMNS }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n === 1 ? '1 column' : `${n} columns`}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label className="field__label" htmlFor={colourId}>
          Background colour
        </label>
        <div className="button-row">
          <input
            id={colourId}
            type="color"
            className="section-layout__colour"
            value={colour || '#ffffff'}
            onChange={(e) => background({ color: e.target.value })}
          />
          {colour ? (
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={() => background({ color: undefined })}
            >
              No colour
            </button>
          ) : (
            <span className="field__hint">None</span>
          )}
        </div>
      </div>
      <div className="field">
        <span className="field__label">Background image</span>
        <div className="button-row">
          <MediaPicker
            label={image ? 'Change background image' : 'Choose a background image'}
            className="button button--small button--quiet"
            onPick={(item) => background({ mediaId: item.id })}
          />
          {image ? (
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={() => background({ mediaId: undefined })}
            >
              Remove image
            </button>
          ) : null}
        </div>
      </div>
      <SelectField
        label="Height"
        value={layout.height ?? 'auto'}
        onChange={(e) => onChange({ ...layout, height: e.target.value as SectionLayout['height'] })}
      >
        {SECTION_HEIGHTS.map((h) => (
          <option key={h} value={h}>
            {HEIGHT_LABELS[h]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Padding"
        value={layout.padding ?? 'medium'}
        onChange={(e) => onChange({ ...layout, padding: e.target.value as SectionLayout['padding'] })}
      >
        {SECTION_PADDINGS.map((p) => (
          <option key={p} value={p}>
            {PADDING_LABELS[p]}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
