import { CheckboxField, SelectField, TextField } from '../shared/fields';
import { LinkField } from '../shared/link-field';
import { type BlockEditorProps, text } from './block-editor-props';

export function ButtonEditor({ settings, onChange }: BlockEditorProps) {
  return (
    <div className="stack stack--tight">
      <TextField
        label="Button label"
        value={text(settings.label)}
        onChange={(e) => onChange({ ...settings, label: e.target.value })}
      />
      <LinkField
        label="Button link"
        hint="A page of this site such as /contact, or a full address."
        value={text(settings.href)}
        onChange={(href) => onChange({ ...settings, href })}
      />
      <div className="field-pair">
        <SelectField
          label="Size"
          value={text(settings.size) || 'medium'}
          onChange={(e) => onChange({ ...settings, size: e.target.value })}
        >
          <option value="small">Small</option>
          <option value="medium">Medium</option>
          <option value="large">Large</option>
        </SelectField>
        <SelectField
          label="Alignment"
          value={text(settings.alignment) || 'left'}
          onChange={(e) => onChange({ ...settings, alignment: e.target.value })}
        >
          <option value="left">Left</option>
          <option value="center">Centre</option>
          <option value="right">Right</option>
        </SelectField>
      </div>
      <CheckboxField
        label="Open in a new window"
        checked={settings.newWindow === true}
        onChange={(e) => onChange({ ...settings, newWindow: e.target.checked })}
      />
    </div>
  );
}
