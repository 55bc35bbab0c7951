import { useState } from 'react';
import { describeError } from '../api/api-error';
import type { MenuItem } from '../api/config.api';
import { nameOfLanguage, useEditLanguage } from './edit-language';
import { TranslateButton } from './translate-button';
import { withLanguageTexts } from './translation-edit';
import { TranslationField } from './translation-field';

interface MenuTranslationsProps {
  items: MenuItem[];
  /** Saves a link's translations (all its languages); answers when the server stored them. */
  onSaveLink(item: MenuItem, translations: NonNullable<MenuItem['translations']>): Promise<void>;
  /** The provider filled the menu's missing titles: load the menu again. */
  onFilled(): void;
}

/**
 * The menu's link titles in the language being edited. A page's title in the menu is translated
 * in the page's own settings.
 */
export function MenuTranslations({ items, onSaveLink, onFilled }: MenuTranslationsProps) {
  const { settings, tag, primaryTag, translating } = useEditLanguage();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  if (!translating) return null;
  const language = { tag, name: nameOfLanguage(settings, tag) };
  const sourceLanguage = { tag: primaryTag, name: nameOfLanguage(settings, primaryTag) };
  const links = items.filter((item) => item.kind === 'link');
  const changed = links.filter((item) => item.id in typed);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      for (const item of changed) {
        await onSaveLink(item, withLanguageTexts(item.translations, tag, { title: typed[item.id] ?? '' }));
      }
      setTyped({});
      setStatus(`${language.name} link titles saved.`);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="stack stack--tight"
      aria-label={`Menu in ${language.name}`}
      data-testid="menu-translations"
    >
      <h3 className="field__label">Menu in {language.name}</h3>
      <p className="field__hint">A page shows its title in {language.name} from the page's settings.</p>
      {links.length === 0 ? (
        <p className="field__hint">The menu has no links of its own to translate.</p>
      ) : (
        <>
          <TranslateButton subject={{ subject: 'menu' }} disabled={changed.length > 0} onFilled={onFilled} />
          {links.map((item) => (
            <TranslationField
              key={item.id}
              label={`Link “${item.title}”`}
              source={item.title}
              sourceLanguage={sourceLanguage}
              language={language}
              entry={item.id in typed ? { text: typed[item.id]! } : item.translations?.[tag]?.title}
              input="line"
              maxLength={200}
              onChange={(change) => {
                setStatus('');
                setTyped({ ...typed, [item.id]: typeof change === 'string' ? change : (change?.text ?? '') });
              }}
            />
          ))}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button button--small"
              disabled={changed.length === 0 || busy}
              onClick={() => void save()}
            >
              Save {language.name} link titles
            </button>
            <span className="field__hint" role="status">
              {status}
            </span>
          </div>
        </>
      )}
    </section>
  );
}
