import type { Template } from '../api/api-types';

interface TemplatePickerProps {
  templates: Template[];
  value: string;
  onChange(id: string): void;
  error?: string;
}

/** Templates as a radio group: each is one choice with a picture and its description, operable with arrow keys. */
export function TemplatePicker({ templates, value, onChange, error }: TemplatePickerProps) {
  return (
    <fieldset className="template-picker" aria-describedby={error ? 'template-error' : undefined}>
      <legend className="field__label">Template</legend>
      {templates.length === 0 ? <p className="muted">Loading templates…</p> : null}
      <div className="template-picker__grid">
        {templates.map((template) => (
          <label key={template.id} className="template-option">
            <input
              type="radio"
              name="templateId"
              value={template.id}
              checked={value === template.id}
              onChange={() => onChange(template.id)}
            />
            <img
              className="template-option__picture"
              src={template.picture}
              alt=""
              width={560}
              height={350}
              loading="lazy"
            />
            <span className="template-option__name">{template.name}</span>
            <span className="template-option__description">{template.description}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="template-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
