import type { SiteStyles } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/api-error';
import { fetchTemplateStyles, type TemplateStyles } from '../api/styles.api';
import { SelectField } from '../shared/fields';
import { queryKeys } from '../shared/queries';

interface TemplateStylesFieldProps {
  /** The template's fonts, colours and layout choices; pages and content stay as they are. */
  onApply(styles: SiteStyles): void;
}

/** "Apply a template's styles": the look of another template, without touching any page. */
export function TemplateStylesField({ onApply }: TemplateStylesFieldProps) {
  // The templates' styles do not change while the editor is open.
  const loaded = useQuery({
    queryKey: queryKeys.templateStyles,
    queryFn: fetchTemplateStyles,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const templates: TemplateStyles[] = loaded.data ?? [];
  const error = loaded.error ? describeError(loaded.error) : null;
  const [picked, setChosen] = useState('');
  // The first template until the owner picks another.
  const chosen = picked || (templates[0]?.id ?? '');
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
