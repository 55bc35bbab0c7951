import type { UiLocale } from '../languages/locale';
import type * as english from './en';

/** The dictionaries' groups: each is one file per language, and one browser chunk per language. */
export type DictionaryGroup = keyof typeof english;

/** One group's messages in one language: exactly the English keys, each an ICU message. */
export type Dictionary<G extends DictionaryGroup> = { readonly [K in keyof (typeof english)[G]]: string };

/** Every group of one language. */
export type Dictionaries = { readonly [G in DictionaryGroup]: Dictionary<G> };

/** Values for a message's placeholders: `{name}`, and the numbers plurals choose by. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Formats an ICU message for a locale (a BCP 47 tag: plural rules, numbers). */
export type MessageFormatter = (locale: string, message: string, values?: MessageValues) => string;

/** The languages other than English, which are fetched on demand in the browser. */
export type TranslatedLocale = Exclude<UiLocale, 'en'>;

/** How a browser fetches one group in each translated language: one chunk per language. */
export type DictionaryLoaders<G extends DictionaryGroup> = {
  readonly [L in TranslatedLocale]: () => Promise<Dictionary<G>>;
};
