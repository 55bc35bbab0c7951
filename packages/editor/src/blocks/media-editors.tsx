import { CheckboxField, SelectField, TextField } from '../shared/fields';
import { type BlockEditorProps, text, withOptional } from './block-editor-props';
import { ImageLightboxField } from './image-lightbox-field';

export function ImageEditor({ settings, onChange }: BlockEditorProps) {
  const src = text(settings.src);
  return (
    <div className="stack stack--tight">
      {src ? <img className="image-editor__preview" src={src} alt="" /> : null}
      <TextField
        label="Image address"
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={src}
        onChange={(e) => onChange({ ...settings, src: e.target.value.trim() })}
      />
      <TextField
        label="Alt text"
        hint="Describe the picture for people who cannot see it. Leave empty if it is only decoration."
        value={text(settings.alt)}
        onChange={(e) => onChange({ ...settings, alt: e.target.value })}
      />
      <TextField
        label="Caption"
        value={text(settings.caption)}
        onChange={(e) => onChange(withOptional(settings, 'caption', e.target.value))}
      />
      <TextField
        label="Image link"
        hint="Optional: where a click on the image leads."
        value={text(settings.link)}
        onChange={(e) => onChange(withOptional(settings, 'link', e.target.value.trim()))}
      />
      <ImageLightboxField settings={settings} onChange={onChange} />
    </div>
  );
}

export function ButtonEditor({ settings, onChange }: BlockEditorProps) {
  return (
    <div className="stack stack--tight">
      <TextField
        label="Button label"
        value={text(settings.label)}
        onChange={(e) => onChange({ ...settings, label: e.target.value })}
      />
      <TextField
        label="Button link"
        hint="A page of this site such as /contact, or a full address."
        value={text(settings.href)}
        onChange={(e) => onChange({ ...settings, href: e.target.value.trim() })}
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
