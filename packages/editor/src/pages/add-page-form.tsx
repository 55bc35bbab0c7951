import { type FormEvent, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import type { Navigation, PageSummary } from '../api/api-types';
import { createPage } from '../api/config.api';
import { FormError, SelectField, TextField } from '../shared/fields';

interface AddPageFormProps {
  onCreated(page: PageSummary): void;
  onCancel(): void;
}

export function AddPageForm({ onCreated, onCancel }: AddPageFormProps) {
  const [title, setTitle] = useState('');
  const [navigation, setNavigation] = useState<Navigation>('main');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setError('Enter a page title.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onCreated(await createPage({ title: title.trim(), navigation }));
    } catch (e) {
      setError(e instanceof ApiError ? (Object.values(e.fieldErrors)[0] ?? e.message) : describeError(e));
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
      <TextField
        label="Page title"
        value={title}
        autoFocus
        required
        onChange={(e) => setTitle(e.target.value)}
      />
      <SelectField
        label="Navigation"
        value={navigation}
        onChange={(e) => setNavigation(e.target.value as Navigation)}
      >
        <option value="main">Main navigation</option>
        <option value="_hidden">Not linked</option>
      </SelectField>
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          Create page
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
