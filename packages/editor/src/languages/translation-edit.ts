import {
  type LanguageTexts,
  type PageDocument,
  type TranslatedText,
  type Translations,
  withTexts,
} from '@atelier/domain';

/** Where a translation stands, as the owner is told: none yet, the provider's draft, or written. */
export type TranslationState = 'missing' | 'machine' | 'done';

export const translationState = (entry: TranslatedText | undefined): TranslationState =>
  !entry?.text.trim() ? 'missing' : entry.machine ? 'machine' : 'done';

/** What the owner changes: a text (a person wrote it), a provider's draft, or null to remove it. */
export type TextChange = string | TranslatedText | null;

/**
 * Translations with one language's texts changed; a language left with none is dropped, so an
 * untouched subject keeps no empty entry.
 */
export function withLanguageTexts(
  translations: Translations | undefined,
  language: string,
  changes: Record<string, TextChange>,
): Translations {
  const texts = withTexts(translations?.[language], changes);
  const { [language]: _old, ...others } = translations ?? {};
  return Object.keys(texts).length > 0 ? { ...others, [language]: texts } : others;
}

/** A page's texts in a language. */
export const documentTexts = (document: PageDocument, language: string): LanguageTexts =>
  document.translations?.[language] ?? {};

/** The document with texts of one language changed (its blocks', title, address, search fields). */
export function withDocumentTexts(
  document: PageDocument,
  language: string,
  changes: Record<string, TextChange>,
): PageDocument {
  const translations = withLanguageTexts(document.translations, language, changes);
  if (Object.keys(translations).length > 0) return { ...document, translations };
  const { translations: _none, ...rest } = document;
  return rest;
}
