import { linkProblem } from '@atelier/domain';
import { useEffect, useId, useState } from 'react';
import { TextField } from './fields';
import { useSitePages } from './site-pages';

interface LinkFieldProps {
  label: string;
  hint?: string;
  value: string;
  /** Called only with links that may be saved ('' when the field is emptied, if allowed). */
  onChange(value: string): void;
  allowEmpty?: boolean;
}

/**
 * A link input with a picker of the site's pages. What is typed is checked with the spec's link
 * validators; a link that is no link stays in the field with the reason and is never saved.
 */
export function LinkField({ label, hint, value, onChange, allowEmpty = true }: LinkFieldProps) {
  const pages = useSitePages();
  const [typed, setTyped] = useState(value);
  const listId = useId();
  const pickerId = useId();

  // A value changed from outside (undo, another field) replaces what is shown.
  useEffect(() => setTyped((current) => (linkProblem(current) ? current : value)), [value]);

  const problem = typed.trim() === '' && allowEmpty ? null : linkProblem(typed);

  function take(next: string) {
    setTyped(next);
    const clean = next.trim();
    if ((clean === '' && allowEmpty) || !linkProblem(clean)) onChange(clean);
  }

  return (
    <div className="link-field">
      <TextField
        label={label}
        hint={hint}
        error={problem}
        value={typed}
        list={listId}
        placeholder="/page or https://…"
        onChange={(e) => take(e.target.value)}
      />
      <datalist id={listId}>
        {pages.map((page) => (
          <option key={page.path} value={page.path}>
            {page.title}
          </option>
        ))}
      </datalist>
      {pages.length ? (
        <div className="field">
          <label className="field__label" htmlFor={pickerId}>
            Or choose a page
          </label>
          <select
            id={pickerId}
            className="field__input"
            value={pages.some((p) => p.path === typed) ? typed : ''}
            onChange={(e) => e.target.value && take(e.target.value)}
          >
            <option value="">Pages of this site…</option>
            {pages.map((page) => (
              <option key={page.path} value={page.path}>
                {page.title} ({page.path})
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
