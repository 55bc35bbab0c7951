import type { MessageFormatter, MessageValues } from './types';

/** A group's messages in one language, formatted for the page's locale: `text('itemCount', { count })`. */
export type Translate<D> = (key: keyof D & string, values?: MessageValues) => string;

export function translator<D extends Readonly<Record<string, string>>>(
  locale: string,
  dictionary: D,
  format: MessageFormatter,
): Translate<D> {
  return (key, values) => format(locale, dictionary[key]!, values);
}

const SIMPLE_PLACEHOLDER = /\{(\w+)\}/g;
const patterns = new WeakMap<object, [string, RegExp, string[]][]>();

/** English templates with only `{name}` placeholders, as patterns that capture their values. */
function englishPatterns(english: Readonly<Record<string, string>>): [string, RegExp, string[]][] {
  let list = patterns.get(english);
  if (!list) {
    list = [];
    for (const [key, template] of Object.entries(english)) {
      // Plurals and selects are never sent as English text by the server.
      if (/\{\s*\w+\s*,/.test(template) || /'['{}#]/.test(template)) continue;
      // A template that is mostly placeholders ("{label}: {price}") would take the owner's words for its own.
      if (template.replace(SIMPLE_PLACEHOLDER, '').replace(/[^\p{L}]/gu, '').length < 4) continue;
      const names: string[] = [];
      const source = template
        .split(SIMPLE_PLACEHOLDER)
        .map((part, at) => {
          if (at % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          const seen = names.indexOf(part);
          if (seen >= 0) return `\\${seen + 1}`;
          names.push(part);
          return '(.+?)';
        })
        .join('');
      list.push([key, new RegExp(`^${source}$`, 's'), names]);
    }
    patterns.set(english, list);
  }
  return list;
}

/**
 * A product message that arrived as English text (a server's answer, a shared rule's result) in the
 * page's language: the entry of `english` it is, with its placeholders' values, formatted from the
 * translated dictionary. Any other text (the owner's own words) comes back unchanged.
 */
export function fromEnglish<D extends Readonly<Record<string, string>>>(
  text: string,
  english: D,
  translated: D,
  locale: string,
  format: MessageFormatter,
): string {
  if (english === translated || !text) return text;
  for (const [key, pattern, names] of englishPatterns(english)) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, at) => {
      values[name] = match[at + 1]!;
    });
    return format(locale, translated[key]!, values);
  }
  return text;
}
