import {
  DICTIONARIES,
  type Dictionary,
  type DictionaryGroup,
  formatIcuMessage,
  type MessageValues,
  type UiLocale,
} from '@atelier/domain';
import { fromEnglish, translator } from '@atelier/domain/dictionaries/translate';
import { useLocale } from './locale-context';

/** A group's strings in the page's language: `text('itemCount', { count })`, `text.fromEnglish(alert)`. */
export interface PageText<G extends DictionaryGroup> {
  (key: keyof Dictionary<G> & string, values?: MessageValues): string;
  /** A product message that arrived in English (from the server) in the page's language; other text as is. */
  fromEnglish(text: string): string;
  /** The page's language tag, for Intl (dates, numbers). */
  tag: string;
}

/** The strings of `group` for a page language, formatted by its tag (plurals, digits). */
export function pageText<G extends DictionaryGroup>(group: G, tag: string, ui: UiLocale): PageText<G> {
  const english = DICTIONARIES.en[group] as Dictionary<G>;
  const dictionary = DICTIONARIES[ui][group] as Dictionary<G>;
  const text = translator(tag, dictionary, formatIcuMessage);
  return Object.assign(text, {
    fromEnglish: (message: string) => fromEnglish(message, english, dictionary, tag, formatIcuMessage),
    tag,
  });
}

/** In a server-rendered component: the strings of `group` in the language of the page being rendered. */
export function useText<G extends DictionaryGroup>(group: G): PageText<G> {
  const { tag, ui } = useLocale();
  return pageText(group, tag, ui);
}
