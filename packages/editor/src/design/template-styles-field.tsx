import type { SiteStyles } from '@atelier/domain';
import { useEffect, useState } from 'react';
import { describeError } from '../api/api-error';
import { fetchTemplateStyles, type TemplateStyles } from '../api/styles.api';
import { SelectField } from '../shared/fields';

interface TemplateStylesFieldProps {
  /** The template's fonts, colours and layout choices; pages and content stay as they are. */
  onApply(styles: SiteStyles): void;
}

/** "Apply a template's styles": the look of another template, without touching any page. */
export function TemplateStylesField({ onApply }: TemplateStylesFieldProps) {
  const [templates, setTemplates] = useState<TemplateStyles[]>([]);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchTemplateStyles()
      .then((list) => {
        setTemplates(list);
        setChosen((current) => current || (list[0]?.id ?? ''));
      })
      .catch((e: unknown) => setError(describeError(e)));
  }, []);
  const template = templates.find((t) => t.id === chosen);
  return (
    <fieldset className="design-group">
      <legend className="field__label">Apply a template's styles</legend>
      <p className="field__hint">
        Takes the template's fonts, colours and layout. Your pages, logo and icon stay.
      </p>
      <SelectField
        label="Template"
        value={chosen}
        error={error ?? undefined}
        onChange={(e) => setChosen(e.target.value)}
      >
        {templates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </SelectField>
      <button
        type="button"
        className="button"
        disabled={!template}
        onClick={() => template && onApply(template.styles)}
      >
        Apply styles
      </button>
    </fieldset>
  );
}
