import type { DictionaryLoaders } from './types';

/** The language suggestion's words in each translated language: a chunk per language, fetched on demand. */
export const languageSuggestionLoaders: DictionaryLoaders<'languageSuggestion'> = {
  fr: () => import('./fr/language-suggestion').then((m) => m.languageSuggestion),
  de: () => import('./de/language-suggestion').then((m) => m.languageSuggestion),
  es: () => import('./es/language-suggestion').then((m) => m.languageSuggestion),
  it: () => import('./it/language-suggestion').then((m) => m.languageSuggestion),
  nl: () => import('./nl/language-suggestion').then((m) => m.languageSuggestion),
  pt: () => import('./pt/language-suggestion').then((m) => m.languageSuggestion),
  ja: () => import('./ja/language-suggestion').then((m) => m.languageSuggestion),
};
