import { queryKeys, useLoaded } from '../shared/queries';
import { nameOfLanguage } from './edit-language';
import { fetchTranslationStatus, type LanguageSettings, type LanguageStatus } from './languages.api';

/** "12 of 40 texts translated, 5 by machine (to review)". */
export function describeProgress(status: Pick<LanguageStatus, 'total' | 'translated' | 'machine'>): string {
  if (status.total === 0) return 'Nothing to translate yet.';
  const done = `${status.translated} of ${status.total} ${status.total === 1 ? 'text' : 'texts'} translated`;
  return status.machine > 0 ? `${done}, ${status.machine} by machine (to review)` : done;
}

/** How far each of the site's other languages is translated, from `GET /api/multilingual/status`. */
export function TranslationStatus({ settings }: { settings: LanguageSettings }) {
  const loaded = useLoaded(queryKeys.translationStatus, fetchTranslationStatus);
  return (
    <section className="stack stack--tight" aria-label="Translation status" data-testid="translation-status">
      <h3 className="field__label">Translation status</h3>
      {loaded.error ? (
        <div className="form-error" role="alert">
          {loaded.error}{' '}
          <button type="button" className="link-button" onClick={loaded.reload}>
            Try again
          </button>
        </div>
      ) : null}
      {loaded.data === null && !loaded.error ? <p className="field__hint">Loading…</p> : null}
      {loaded.data?.map((language) => {
        const name = nameOfLanguage(settings, language.tag);
        return (
          <div key={language.tag} className="language-progress" data-language={language.tag}>
            <span>
              <strong>{name}</strong>
              {language.published ? '' : ' (hidden)'}: {describeProgress(language)}
            </span>
            <progress
              className="language-progress__bar"
              max={Math.max(language.total, 1)}
              value={language.translated}
              aria-label={`${name} translated`}
            />
          </div>
        );
      })}
    </section>
  );
}
