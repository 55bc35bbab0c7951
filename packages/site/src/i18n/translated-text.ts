import type { Dictionary, DictionaryGroup, MessageValues } from '@atelier/domain';
import { formatMessageLite } from '@atelier/domain/dictionaries/format-lite';
import { fromEnglish } from '@atelier/domain/dictionaries/translate';
import type { BrowserText } from './page-dictionary';

/**
 * A group's strings in a language other than English, with the browser's ICU formatter: a chunk a
 * page fetches with its language's dictionary, never on an English page.
 */
export function translatedText<G extends DictionaryGroup>(
  tag: string,
  english: Dictionary<G>,
  dictionary: Dictionary<G>,
): BrowserText<G> {
  return Object.assign(
    (key: keyof Dictionary<G> & string, values?: MessageValues) =>
      formatMessageLite(tag, dictionary[key], values),
    { fromEnglish: (text: string) => fromEnglish(text, english, dictionary, tag, formatMessageLite) },
  );
}
