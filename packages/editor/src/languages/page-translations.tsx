import { type LanguageTexts, PAGE_TEXT_KEYS, SEO_LIMITS } from '@atelier/domain';
import { pageSlugError } from '../shared/slug';
import { nameOfLanguage, useEditLanguage } from './edit-language';
import { TranslationField, type TranslationInput } from './translation-field';

interface PageTranslationsProps {
  /** The page's texts in the primary language, as the dialog holds them. */
  title: string;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  /** Null while the page's draft loads. */
  texts: LanguageTexts | null;
  setText(key: string, text: string): void;
  /** A translated address is kept to the rules of page addresses. */
  slugError?: string | null;
}

/** Whether a typed translated address breaks the page address rules; empty is fine (the primary one shows). */
export const translatedSlugError = (slug: string | undefined): string | null =>
  slug?.trim() ? pageSlugError(slug.trim()) : null;

/**
 * The page's title, address and search fields in the language being edited, each beside the
 * primary text; saved in the page's draft with the rest of the dialog.
 */
export function PageTranslations(props: PageTranslationsProps) {
  const { settings, tag, primaryTag, translating, languages } = useEditLanguage();
  if (!translating) return null;
  const language = { tag, name: nameOfLanguage(settings, tag) };
  const sourceLanguage = { tag: primaryTag, name: nameOfLanguage(settings, primaryTag) };
  const prefix = languages.find((l) => l.tag === tag)?.tag.toLowerCase() ?? tag.toLowerCase();
  const rows: { key: string; label: string; value: string; input: TranslationInput; max?: number }[] = [
    { key: PAGE_TEXT_KEYS.title, label: 'Page title', value: props.title, input: 'line' },
    { key: PAGE_TEXT_KEYS.slug, label: 'Page address', value: props.slug, input: 'line' },
    {
      key: PAGE_TEXT_KEYS.seoTitle,
      label: 'Title in search results',
      value: props.seoTitle,
      input: 'line',
      max: SEO_LIMITS.title,
    },
    {
      key: PAGE_TEXT_KEYS.seoDescription,
      label: 'Description',
      value: props.seoDescription,
      input: 'area',
      max: SEO_LIMITS.description,
    },
  ];
  return (
    <fieldset className="fieldset stack stack--tight" data-testid="page-translations">
      <legend className="field__label">In {language.name}</legend>
      {props.texts === null ? <p className="field__hint">Loading…</p> : null}
      {props.texts
        ? rows
            .filter((row) => row.value.trim())
            .map((row) => (
              <TranslationField
                key={row.key}
                label={row.label}
                source={row.value}
                sourceLanguage={sourceLanguage}
                language={language}
                entry={props.texts?.[row.key]}
                input={row.input}
                maxLength={row.max}
                onChange={(change) => props.setText(row.key, typeof change === 'string' ? change : '')}
              />
            ))
        : null}
      {props.slugError ? (
        <p className="field__error" role="alert">
          {props.slugError}
        </p>
      ) : null}
      <p className="field__hint">
        {language.name} visitors find this page at /{prefix}/
        {props.texts?.[PAGE_TEXT_KEYS.slug]?.text.trim() || props.slug || '…'}. Saved with the page's draft;
        visitors see it once you publish.
      </p>
    </fieldset>
  );
}
