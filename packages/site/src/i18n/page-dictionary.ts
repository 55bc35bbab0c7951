import {
  type Dictionary,
  type DictionaryGroup,
  type DictionaryLoaders,
  formatMessage,
  type MessageFormatter,
  type MessageValues,
  type UiLocale,
  uiLocaleFor,
} from '@atelier/domain';

/** A group's strings in the browser, in the page's language. */
export interface BrowserText<G extends DictionaryGroup> {
  (key: keyof Dictionary<G> & string, values?: MessageValues): string;
  /** A product message in English (a shared rule's result, a server's answer) in the page's language. */
  fromEnglish(text: string): string;
}

/** The page's language tag (`<html lang>`, `fr`, `pt-BR`); English when the page names none. */
export const pageTag = (doc: Document = document): string => doc.documentElement.lang || 'en';

/** The dictionary language of the page: its tag, else its base language, else English. */
export const pageUiLocale = (doc: Document = document): UiLocale => uiLocaleFor(pageTag(doc));

/** Fills `{name}` placeholders: all an English message without plurals needs, at no extra bytes. */
const fillPlaceholders: MessageFormatter = (_locale, message, values) =>
  values ? formatMessage(message, values as Record<string, string | number>) : message;

/**
 * A group's English strings, at once: English needs no request. `format` is the ICU formatter for a
 * group whose English has plurals (formatMessageLite); the others fill `{name}` only.
 */
export function englishText<G extends DictionaryGroup>(
  english: Dictionary<G>,
  format: MessageFormatter = fillPlaceholders,
  doc?: Document,
): BrowserText<G> {
  const tag = doc ? pageTag(doc) : 'en';
  return Object.assign(
    (key: keyof Dictionary<G> & string, values?: MessageValues) => format(tag, english[key], values),
    {
      fromEnglish: (text: string) => text,
    },
  );
}

/**
 * A group's strings in the page's language. English is in the caller's own code; another language is
 * its own chunk, fetched once (`loaders[locale]`) with the browser's ICU formatter, so a page carries
 * only its own language. A chunk that cannot be fetched leaves the page in English rather than mute.
 */
export async function loadPageText<G extends DictionaryGroup>(
  english: Dictionary<G>,
  loaders: DictionaryLoaders<G>,
  doc: Document = document,
  format?: MessageFormatter,
): Promise<BrowserText<G>> {
  const locale = pageUiLocale(doc);
  if (locale === 'en') return englishText(english, format, doc);
  try {
    const [{ translatedText }, dictionary] = await Promise.all([
      import('./translated-text'),
      loaders[locale](),
    ]);
    return translatedText(pageTag(doc), english, dictionary);
  } catch (error) {
    console.error('Unable to load module', `dictionary-${locale}`, error);
    return englishText(english, format, doc);
  }
}
