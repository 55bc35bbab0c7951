import { linkProblem } from '@atelier/domain';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import type { Navigation, PageSummary } from '../api/api-types';
import { CheckboxField, FormError, SelectField, TextField } from '../shared/fields';
import { MemberAreaField } from './member-area-field';
import { type NewPageKind, PAGE_KINDS } from './page-kinds';
import { createMenuLink, createPageOfKind } from './page-kinds.api';

interface AddPageFormProps {
  onCreated(page: PageSummary): void;
  /** A link was added to the menu (kind Link): the frame and the list show it. */
  onLinkAdded(title: string): void;
  onCancel(): void;
}

/** Add page: first what kind (page, store, link; PAGE_KINDS), then what that kind needs. */
export function AddPageForm({ onCreated, onLinkAdded, onCancel }: AddPageFormProps) {
  const name = useId();
  const [kind, setKind] = useState<NewPageKind>('page');
  const [title, setTitle] = useState('');
  const [navigation, setNavigation] = useState<Navigation>('main');
  const [url, setUrl] = useState('');
  const [newWindow, setNewWindow] = useState(false);
  const [memberAreaId, setMemberAreaId] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = PAGE_KINDS.find((k) => k.kind === kind)!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!title.trim())
      errors.title = kind === 'link' ? 'Enter the words shown in the menu.' : 'Enter a page title.';
    const problem = kind === 'link' ? linkProblem(url) : null;
    if (problem) errors.url = problem;
    if (kind === 'member' && !memberAreaId)
      errors.memberAreaId = 'Choose the member area whose members see it.';
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      if (kind === 'link') {
        await createMenuLink({ title: title.trim(), url: url.trim(), newWindow });
        onLinkAdded(title.trim());
      } else if (kind === 'member') {
        onCreated(
          await createPageOfKind({
            kind: 'page',
            title: title.trim(),
            navigation,
            memberAreaId: memberAreaId!,
          }),
        );
      } else {
        onCreated(await createPageOfKind({ kind, title: title.trim(), navigation }));
      }
    } catch (e) {
      if (e instanceof ApiError) setFieldErrors(e.fieldErrors);
      setError(e instanceof ApiError && Object.keys(e.fieldErrors).length ? null : describeError(e));
      setBusy(false);
    }
  }

  return (
    <form
      className="inline-form stack"
      aria-label="New page"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Closing the form is what Escape means here, not the full-screen preview.
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <fieldset className="fieldset">
        <legend className="field__label">What to add</legend>
        <div className="choice-list">
          {PAGE_KINDS.map((option) => (
            <label key={option.kind} className="choice-list__item">
              <input
                type="radio"
                name={name}
                value={option.kind}
                checked={kind === option.kind}
                aria-describedby={`${name}-${option.kind}`}
                onChange={() => {
                  setKind(option.kind);
                  setFieldErrors({});
                  // A member page sits with the member areas' pages unless the owner puts it in the menu.
                  if (option.kind === 'member') setNavigation('_memberareas');
                  else if (navigation === '_memberareas') setNavigation('main');
                }}
              />
              {option.label}
              <span id={`${name}-${option.kind}`} className="field__hint">
                {option.hint}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={kind === 'link' ? 'Link text' : 'Page title'}
        value={title}
        autoFocus
        required
        error={fieldErrors.title}
        onChange={(e) => setTitle(e.target.value)}
      />
      {kind === 'link' ? (
        <>
          <TextField
            label="Link address"
            value={url}
            hint="A full address such as https://example.com, or a path on this site."
            error={fieldErrors.url}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => setUrl(e.target.value)}
          />
          <CheckboxField
            label="Open in a new tab"
            checked={newWindow}
            onChange={(e) => setNewWindow(e.target.checked)}
          />
        </>
      ) : (
        <SelectField
          label="Navigation"
          value={navigation}
          error={fieldErrors.navigation}
          hint={
            kind === 'store'
              ? 'It lists every product on sale; choose which in its page settings (⚙).'
              : undefined
          }
          onChange={(e) => setNavigation(e.target.value as Navigation)}
        >
          <option value="main">Main navigation</option>
          <option value="_hidden">Not linked</option>
          {kind === 'member' ? <option value="_memberareas">Member areas (out of the menu)</option> : null}
        </SelectField>
      )}
      {kind === 'member' ? (
        <MemberAreaField value={memberAreaId} error={fieldErrors.memberAreaId} onChange={setMemberAreaId} />
      ) : null}
      <FormError message={error ?? fieldErrors.slug ?? fieldErrors._} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {chosen.create}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
