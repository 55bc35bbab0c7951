import { nameOfLanguage, useEditLanguage } from './edit-language';

/**
 * The top bar's language switch: which language the panels and the frame show. Absent while the
 * site has one language. A hidden language is marked, since visitors do not see it yet.
 */
export function LanguageSwitch() {
  const { languages, settings, tag, setLanguage } = useEditLanguage();
  if (languages.length < 2) return null;
  return (
    <label className="language-switch" title="The language you are editing">
      <span className="visually-hidden">Editing language</span>
      <svg
        className="language-switch__icon"
        width="16"
        height="16"
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
        <path
          d="M1.5 8h13M8 1.5c2 2 2.8 4.2 2.8 6.5S10 12.5 8 14.5M8 1.5C6 3.5 5.2 5.7 5.2 8S6 12.5 8 14.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
        />
      </svg>
      <select
        className="language-switch__select"
        value={tag}
        data-testid="language-switch"
        onChange={(e) => setLanguage(e.target.value)}
      >
        {languages.map((language) => (
          <option key={language.tag} value={language.tag}>
            {nameOfLanguage(settings, language.tag)}
            {language.primary ? ' (primary)' : language.published ? '' : ' (hidden)'}
          </option>
        ))}
      </select>
    </label>
  );
}
