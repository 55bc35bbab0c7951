import type { LanguageTexts, PageBlock } from '@atelier/domain';
import { blockTexts } from './block-texts';
import { nameOfLanguage, useEditLanguage } from './edit-language';
import type { TextChange } from './translation-edit';
import { TranslationField } from './translation-field';

interface BlockTranslationsProps {
  block: PageBlock;
  /** The page's texts in the edited language. */
  texts: LanguageTexts;
  onChange(changes: Record<string, TextChange>): void;
}

/** A block in another language: each of its texts beside its translation. */
export function BlockTranslations({ block, texts, onChange }: BlockTranslationsProps) {
  const { settings, tag, primaryTag } = useEditLanguage();
  const list = blockTexts(block);
  if (list.length === 0) {
    return (
      <p className="muted">
        This block has no words of its own to translate. Its settings are the same in every language.
      </p>
    );
  }
  const language = { tag, name: nameOfLanguage(settings, tag) };
  const sourceLanguage = { tag: primaryTag, name: nameOfLanguage(settings, primaryTag) };
  return (
    <div className="stack stack--tight" data-testid="block-translations">
      {list.map((text) => (
        <TranslationField
          key={text.key}
          label={text.label}
          source={text.value}
          sourceLanguage={sourceLanguage}
          language={language}
          entry={texts[text.key]}
          input={text.input}
          onChange={(change) => onChange({ [text.key]: change })}
        />
      ))}
    </div>
  );
}
