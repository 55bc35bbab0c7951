import { languageName, type SiteLanguage } from '@atelier/domain';
import { createContext, useContext } from 'react';
import type { LanguageSettings } from './languages.api';

/**
 * The language the owner is editing in, shared by every panel: the primary language (the texts
 * themselves) or another one (their translations beside the primary text).
 */
export interface EditLanguage {
  /** The site's languages, primary first; only the primary one until settings load. */
  languages: SiteLanguage[];
  /** The provider connection and the names, once loaded. */
  settings: LanguageSettings | null;
  primaryTag: string;
  /** The language being edited. */
  tag: string;
  /** True in a language other than the primary one: panels show translations. */
  translating: boolean;
  setLanguage(tag: string): void;
}

export const DEFAULT_EDIT_LANGUAGE: EditLanguage = {
  languages: [{ tag: 'en', primary: true, published: true }],
  settings: null,
  primaryTag: 'en',
  tag: 'en',
  translating: false,
  setLanguage: () => {},
};

export const EditLanguageContext = createContext<EditLanguage>(DEFAULT_EDIT_LANGUAGE);

export const useEditLanguage = (): EditLanguage => useContext(EditLanguageContext);

/** The site's languages from the settings answer, primary first, in the owner's order. */
export const siteLanguagesOf = (settings: LanguageSettings): SiteLanguage[] => [
  { tag: settings.primary.tag, primary: true, published: true },
  ...settings.languages
    .filter((language) => language.tag !== settings.primary.tag)
    .map(({ tag, published }) => ({ tag, primary: false, published })),
];

/** A language's name for the owner, in English (the editor's language); the server's name else. */
export function nameOfLanguage(settings: LanguageSettings | null, tag: string): string {
  const english = languageName(tag, 'en');
  if (english !== tag) return english;
  const known = settings && [settings.primary, ...settings.languages].find((l) => l.tag === tag);
  return known?.name || tag;
}
