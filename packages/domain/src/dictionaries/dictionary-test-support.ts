import { IntlMessageFormat } from 'intl-messageformat';
import { UI_LOCALES, type UiLocale } from '../languages/locale';
import { DICTIONARIES } from './all';
import type { DictionaryGroup } from './types';

interface AstNode {
  type: number;
  value?: string;
  options?: Record<string, { value: AstNode[] }>;
}

/** Placeholder names of a message and how each is used: as a count (plural, number) or as text. */
export function placeholders(message: string): Map<string, 'count' | 'text'> {
  const found = new Map<string, 'count' | 'text'>();
  const walk = (nodes: AstNode[]) => {
    for (const node of nodes) {
      // argument 1, number 2, select 5, plural 6 (intl-messageformat's TYPE)
      if (node.type === 2 || node.type === 6) found.set(node.value!, 'count');
      else if ((node.type === 1 || node.type === 5) && !found.has(node.value!))
        found.set(node.value!, 'text');
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst() as AstNode[]);
  return found;
}

/** Every message of every dictionary, with its language, group and key. */
export function everyMessage(): { locale: UiLocale; group: DictionaryGroup; key: string; message: string }[] {
  return UI_LOCALES.flatMap((locale) =>
    (Object.entries(DICTIONARIES[locale]) as [DictionaryGroup, Record<string, string>][]).flatMap(
      ([group, dictionary]) =>
        Object.entries(dictionary).map(([key, message]) => ({ locale, group, key, message })),
    ),
  );
}

/** Values for a message: each count placeholder `count`, each text one a recognisable word. */
export function sampleValues(message: string, count: number): Record<string, string | number> {
  return Object.fromEntries(
    [...placeholders(message)].map(([name, kind]) => [name, kind === 'count' ? count : `‹${name}›`]),
  );
}
