import { headingDoc } from '@atelier/domain';
import { nodeText, soleHeading } from '../document/block-kinds';
import { SelectField, TextField } from '../shared/fields';
import type { BlockEditorProps } from './block-editor-props';

export const HEADING_LEVELS = [1, 2, 3, 4] as const;

export function HeadingEditor({ settings, onChange }: BlockEditorProps) {
  const heading = soleHeading(settings.doc);
  const value = nodeText(heading);
  const level = Number(heading?.attrs?.level ?? 2);

  return (
    <div className="stack stack--tight">
      <TextField
        label="Heading text"
        value={value}
        onChange={(e) => onChange({ ...settings, doc: headingDoc(e.target.value, level) })}
      />
      <SelectField
        label="Heading level"
        value={String(level)}
        hint="Use one level 1 heading per page, then levels 2 to 4 for its parts."
        onChange={(e) => onChange({ ...settings, doc: headingDoc(value, Number(e.target.value)) })}
      >
        {HEADING_LEVELS.map((n) => (
          <option key={n} value={n}>
            Heading {n}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
