import { languageName } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { ApiError, describeError } from '../api/api-error';
import { SelectField } from '../shared/fields';
import { queryKeys, useLoaded } from '../shared/queries';
import { nameOfLanguage, useEditLanguage } from './edit-language';
import {
  addLanguage,
  errorPlaces,
  formOf,
  inputOf,
  type LanguageForm,
  languageChoices,
  makePrimary,
  moveLanguage,
  removeLanguage,
  setPublished,
} from './language-list';
import { fetchLanguageSettings, type LanguageSettings, saveLanguages } from './languages.api';
import { ProviderSection } from './provider-section';
import { TranslationStatus } from './translation-status';

/** A typed name ("French", "French (fr)") or tag, as the tag to add. */
function tagOfTyped(typed: string, choices: { tag: string; name: string }[]): string {
  const wanted = typed.trim().toLowerCase();
  const chosen = choices.find(
    (c) => c.name.toLowerCase() === wanted || c.name.toLowerCase().startsWith(`${wanted} (`),
  );
  return chosen?.tag ?? typed;
}

/**
 * Site settings → Languages: the primary language, the other languages in order (each published or
 * hidden), the translation provider and how far each language is translated. Saved with its own
 * button, not with the dialog's.
 */
export function LanguagesSection() {
  const loaded = useLoaded(queryKeys.languageSettings, fetchLanguageSettings);
  if (!loaded.data) {
    return (
      <fieldset className="fieldset" data-testid="languages-section">
        <legend className="field__label">Languages</legend>
        {loaded.error ? (
          <p className="form-error" role="alert">
            {loaded.error}
          </p>
        ) : (
          <p className="field__hint">Loading…</p>
        )}
      </fieldset>
    );
  }
  return <LanguagesForm settings={loaded.data} />;
}

function LanguagesForm({ settings }: { settings: LanguageSettings }) {
  const client = useQueryClient();
  const editing = useEditLanguage();
  const choices = useMemo(() => languageChoices('en'), []);
  const listId = useId();
  const [form, setForm] = useState<LanguageForm>(() => formOf(settings));
  const [typed, setTyped] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const save = useMutation({
    mutationFn: saveLanguages,
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.languageSettings, saved);
      void client.invalidateQueries({ queryKey: queryKeys.translationStatus });
      setForm(formOf(saved));
      setStatus('Languages saved.');
    },
    onError: (e) => {
      setErrors(errorPlaces(form, e instanceof ApiError ? e.fieldErrors : {}));
      setStatus('');
    },
  });
  const dirty = JSON.stringify(inputOf(form)) !== JSON.stringify(inputOf(formOf(settings)));
  const name = (tag: string) => nameOfLanguage(settings, tag);

  const change = (next: LanguageForm) => {
    setForm(next);
    setStatus('');
  };

  function add() {
    const result = addLanguage(form, tagOfTyped(typed, choices));
    if ('error' in result) {
      setAddError(result.error);
      return;
    }
    setAddError(null);
    setTyped('');
    change(result.form);
    const added = result.form.rows[result.form.rows.length - 1]!.tag;
    setStatus(`${languageName(added, 'en')} added, hidden from visitors. Save languages to keep it.`);
  }

  function submit() {
    setErrors({});
    // The language being edited is leaving: the editor goes back to the primary one first.
    if (editing.translating && !form.rows.some((row) => row.tag === editing.tag)) {
      editing.setLanguage(editing.primaryTag);
    }
    save.mutate(inputOf(form));
  }

  function onAddKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the language instead of submitting the settings form around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  const formError =
    errors.form ?? (save.error && Object.keys(errors).length === 0 ? describeError(save.error) : null);
  return (
    <fieldset className="fieldset" data-testid="languages-section" aria-busy={save.isPending}>
      <legend className="field__label">Languages</legend>
      <SelectField
        label="Primary language"
        hint="The language you write in. Its pages have no language in their address; every other language falls back to it."
        value={form.primary}
        error={errors.primary}
        onChange={(e) => change(makePrimary(form, e.target.value))}
      >
        {[form.primary, ...form.rows.map((row) => row.tag)].map((tag) => (
          <option key={tag} value={tag}>
            {name(tag)} ({tag})
          </option>
        ))}
        {form.rows.length === 0
          ? choices
              .filter((c) => c.tag !== form.primary)
              .map((c) => (
                <option key={c.tag} value={c.tag}>
                  {c.name}
                </option>
              ))
          : null}
      </SelectField>
      {form.rows.length > 0 ? (
        <ul className="language-rows" aria-label="Other languages">
          {form.rows.map((row, index) => (
            <li key={row.tag} className="language-row" data-language={row.tag}>
              <span className="language-row__name">
                {name(row.tag)} <span className="language-row__tag">/{row.tag.toLowerCase()}/</span>
              </span>
              <span className={`badge${row.published ? '' : ' badge--draft'}`}>
                {row.published ? 'Published' : 'Hidden'}
              </span>
              <span className="language-row__actions">
                <label className="field--check language-row__publish">
                  <input
                    type="checkbox"
                    className="field__check"
                    checked={row.published}
                    onChange={(e) => change(setPublished(form, row.tag, e.target.checked))}
                  />{' '}
                  Visitors see {name(row.tag)}
                </label>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${name(row.tag)} up`}
                  disabled={index === 0}
                  onClick={() => change(moveLanguage(form, row.tag, -1))}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${name(row.tag)} down`}
                  disabled={index === form.rows.length - 1}
                  onClick={() => change(moveLanguage(form, row.tag, 1))}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Remove ${name(row.tag)}`}
                  onClick={() => change(removeLanguage(form, row.tag))}
                >
                  Remove
                </button>
              </span>
              {errors[row.tag] ? (
                <p className="field__error" role="alert">
                  {errors[row.tag]}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="field__hint">Your site is in one language. Add another to translate it.</p>
      )}
      <div className="language-add">
        <div className="field">
          <label className="field__label" htmlFor={`${listId}-add`}>
            Add a language
          </label>
          <input
            id={`${listId}-add`}
            className="field__input"
            list={listId}
            autoComplete="off"
            spellCheck={false}
            placeholder="French, or a tag such as fr or pt-BR"
            value={typed}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? `${listId}-error` : `${listId}-hint`}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onAddKey}
          />
          <datalist id={listId}>
            {choices.map((c) => (
              <option key={c.tag} value={c.tag}>
                {c.name}
              </option>
            ))}
          </datalist>
          {addError ? (
            <p id={`${listId}-error`} className="field__error">
              {addError}
            </p>
          ) : (
            <p id={`${listId}-hint`} className="field__hint">
              Choose from the list, or type a language tag (BCP 47). A new language is hidden until you
              publish it.
            </p>
          )}
        </div>
        <button type="button" className="button button--small" onClick={add}>
          Add language
        </button>
      </div>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--small button--primary"
          disabled={!dirty || save.isPending}
          onClick={submit}
        >
          {save.isPending ? 'Saving…' : 'Save languages'}
        </button>
        <span className="field__hint" role="status">
          {status}
        </span>
      </div>
      {settings.languages.length > 0 ? <TranslationStatus settings={settings} /> : null}
      <ProviderSection settings={settings} />
    </fieldset>
  );
}
