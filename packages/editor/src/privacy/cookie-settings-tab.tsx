import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import { fetchCookieBannerSettings, saveCookieBannerSettings } from '../api/privacy.api';
import { FormError } from '../shared/fields';
import { queryKeys, useLoaded } from '../shared/queries';
import { CookieBannerPreview } from './cookie-banner-preview';
import { CookieSettingsFields } from './cookie-settings-fields';
import {
  type FormFieldName,
  formErrorsFromServer,
  formFromServer,
  hasChanges,
  type LoadedForm,
  serverSettingsFromForm,
  settingsFromForm,
} from './cookie-settings-form';

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

interface CookieSettingsTabProps {
  /** Told whenever the form starts or stops holding unsaved changes. */
  onDirtyChange(dirty: boolean): void;
  onSaved(): void;
}

/** The cookie banner form beside a live preview; saved as a whole with one button. */
export function CookieSettingsTab({ onDirtyChange, onSaved }: CookieSettingsTabProps) {
  const loader = useLoaded(queryKeys.cookieBanner, async () =>
    formFromServer(await fetchCookieBannerSettings()),
  );
  const saved = loader.data;
  // The owner's edits; null while the form shows the saved settings unchanged.
  const [edited, setEdited] = useState<LoadedForm['form'] | null>(null);
  const form = edited ?? saved?.form ?? null;
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FormFieldName, string>>>({});

  const dirty = saved !== null && form !== null && hasChanges(form, saved.form, saved.loaded);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const preview = useMemo(() => (form && saved ? settingsFromForm(form, saved.loaded) : null), [form, saved]);

  if (loader.error && !saved) {
    return (
      <div className="stack">
        <FormError message={`The cookie banner settings could not be loaded. ${loader.error}`} />
        <div>
          <button type="button" className="button" onClick={loader.reload}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (!form || !saved || !preview) return <p className="muted">Loading cookie banner settings…</p>;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form || !saved) return;
    setSaveState('saving');
    setError(null);
    setFieldErrors({});
    try {
      const stored = await saveCookieBannerSettings(serverSettingsFromForm(form, saved.loaded));
      loader.update(() => formFromServer(stored));
      setEdited(null);
      setSaveState('saved');
      onSaved();
    } catch (e) {
      const mapped =
        e instanceof ApiError ? formErrorsFromServer(e.fieldErrors) : { fields: {}, general: [] };
      setFieldErrors(mapped.fields);
      const named = Object.keys(mapped.fields).length > 0;
      setError(
        mapped.general.length > 0
          ? mapped.general.join(' ')
          : named
            ? 'Some settings need your attention.'
            : `Not saved. ${describeError(e)}`,
      );
      setSaveState('error');
    }
  }

  const change = (next: LoadedForm['form']) => {
    setEdited(next);
    if (saveState === 'saved') setSaveState('idle');
  };

  return (
    <div className="cookie-settings">
      <form
        className="stack cookie-settings__form"
        onSubmit={save}
        aria-label="Cookie banner settings"
        noValidate
      >
        <CookieSettingsFields form={form} errors={fieldErrors} onChange={change} />
        <FormError message={error} />
        <div className="button-row button-row--end cookie-settings__actions">
          <p className={`save-status save-status--${saveState}`} role="status" aria-live="polite">
            {saveState === 'saving' ? 'Saving…' : null}
            {saveState === 'saved' ? (
              <span className="save-status__label">Saved. Published pages now show this banner.</span>
            ) : null}
            {saveState !== 'saving' && saveState !== 'saved' && dirty ? 'Unsaved changes' : null}
          </p>
          <button
            type="button"
            className="button button--quiet"
            disabled={!dirty || saveState === 'saving'}
            onClick={() => {
              setEdited(null);
              setFieldErrors({});
              setError(null);
              setSaveState('idle');
            }}
          >
            Discard changes
          </button>
          <button type="submit" className="button button--primary" disabled={saveState === 'saving'}>
            {saveState === 'saving' ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      <CookieBannerPreview settings={preview} />
    </div>
  );
}
