import type { PageBlock, PageDocument, ProseMirrorNode } from '../page-document';

/**
 * Translations of what an owner writes. Whatever holds words (a page, a product, the menu, the
 * site's own texts) keeps, beside its primary-language values, a table per language of the texts
 * translated so far, each under a stable key. A key with no translation shows the primary
 * language's text, so a page is never missing a block in any language.
 */
export interface TranslatedText {
  text: string;
  /** Filled by the translation provider and not yet reviewed by a person. */
  machine?: boolean;
}

/** One language's translated texts, by key. */
export type LanguageTexts = Record<string, TranslatedText>;

/** Every language's translated texts, by language tag. */
export type Translations = Record<string, LanguageTexts>;

/** Translations as a column stores them (JSON), or none when it holds anything else. */
export function parseTranslations(json: string | null | undefined): Translations {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Translations)
      : {};
  } catch {
    return {};
  }
}

/**
 * The key of a shipping rate's name among the site's own texts (`websites.translations`): the
 * store's words a visitor reads at checkout are translated with the site's title and footer.
 */
export const shippingRateTextKey = (rateId: string): string => `shipping.${rateId}`;

/**
 * The key of a member area's name or welcome text among the site's own texts: the access screen,
 * the membership confirmed page, the member area block and the account page speak the page's language.
 */
export const memberAreaTextKey = (areaId: string, field: 'name' | 'welcome'): string =>
  `memberArea.${areaId}.${field}`;

/** A field that holds words: plain text, or a rich-text (ProseMirror) document stored as JSON. */
export type TextKind = 'text' | 'rich';

/**
 * Where a translatable value sits in a settings object: names separated by '.', `[]` after a name
 * for a list. A list of objects keys each item by its `id` (by position when it has none); a list
 * of strings keys each string by position. Examples: `label`, `slides[].caption`,
 * `fields[].options[]`, `postSubmit.message`.
 */
export interface TextField {
  path: string;
  kind: TextKind;
}

/** One concrete text of a subject: its key, its primary-language value and its kind. */
export interface SourceText {
  key: string;
  kind: TextKind;
  /** Plain text, or for 'rich' the document as JSON. */
  value: string;
}

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each concrete place a path names in `value`, with its key and a setter for a copy. */
function visit(
  value: Json,
  segments: readonly string[],
  keyPrefix: string,
  found: (key: string, current: Json) => void,
): void {
  const [head, ...tail] = segments;
  if (head === undefined) {
    found(keyPrefix, value);
    return;
  }
  if (!isObject(value)) return;
  const list = head.endsWith('[]');
  const name = list ? head.slice(0, -2) : head;
  const child = value[name];
  const key = keyPrefix ? `${keyPrefix}.${name}` : name;
  if (!list) {
    visit(child, tail, key, found);
    return;
  }
  if (!Array.isArray(child)) return;
  child.forEach((item, index) => {
    const id = isObject(item) && typeof item.id === 'string' && item.id ? item.id : String(index);
    visit(item, tail, `${key}.${id}`, found);
  });
}

/** Replaces, in a deep copy of `value`, each place a path names for which `replace` gives a value. */
function replaceAt(
  value: Json,
  segments: readonly string[],
  keyPrefix: string,
  replace: (key: string, current: Json) => Json,
): Json {
  const [head, ...tail] = segments;
  if (head === undefined) return replace(keyPrefix, value);
  if (!isObject(value)) return value;
  const list = head.endsWith('[]');
  const name = list ? head.slice(0, -2) : head;
  const child = value[name];
  const key = keyPrefix ? `${keyPrefix}.${name}` : name;
  if (!list) {
    if (child === undefined) return value;
    return { ...value, [name]: replaceAt(child, tail, key, replace) };
  }
  if (!Array.isArray(child)) return value;
  return {
    ...value,
    [name]: child.map((item, index) => {
      const id = isObject(item) && typeof item.id === 'string' && item.id ? item.id : String(index);
      return replaceAt(item, tail, `${key}.${id}`, replace);
    }),
  };
}

/** Whether a rich-text document holds any words. */
const hasWords = (node: ProseMirrorNode): boolean =>
  Boolean(node.text?.trim()) || (node.content ?? []).some(hasWords);

/** The texts of `settings` the fields name that hold words, each with its key under `prefix`. */
export function sourceTexts(settings: Json, fields: readonly TextField[], prefix = ''): SourceText[] {
  const texts: SourceText[] = [];
  for (const field of fields) {
    visit(settings, field.path.split('.'), prefix, (key, current) => {
      if (field.kind === 'text') {
        if (typeof current === 'string' && current.trim()) texts.push({ key, kind: 'text', value: current });
      } else if (isObject(current) && hasWords(current as unknown as ProseMirrorNode)) {
        texts.push({ key, kind: 'rich', value: JSON.stringify(current) });
      }
    });
  }
  return texts;
}

/** A rich-text translation as a document, or null when it is not one (the primary text shows). */
function richDocument(text: string): ProseMirrorNode | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) && parsed.type === 'doc' ? (parsed as unknown as ProseMirrorNode) : null;
  } catch {
    return null;
  }
}

/**
 * A copy of `settings` with each text the fields name replaced by its translation; a text with
 * none (or an empty one) keeps the primary language's value.
 */
export function translateSettings<T>(
  settings: T,
  fields: readonly TextField[],
  texts: LanguageTexts | undefined,
  prefix = '',
): T {
  if (!texts || fields.length === 0) return settings;
  let result: Json = settings;
  for (const field of fields) {
    result = replaceAt(result, field.path.split('.'), prefix, (key, current) => {
      const translated = texts[key]?.text;
      if (!translated?.trim()) return current;
      if (field.kind === 'text') return typeof current === 'string' ? translated : current;
      return richDocument(translated) ?? current;
    });
  }
  return result as T;
}

/** How far one language's translation of a set of texts has come. */
export interface TranslationProgress {
  /** Texts that hold words in the primary language. */
  total: number;
  /** Of those, translated (by a person or the provider). */
  translated: number;
  /** Of the translated, filled by the provider and not yet reviewed. */
  machine: number;
  /** Keys still showing the primary language's text. */
  missing: string[];
}

export function translationProgress(
  sources: readonly SourceText[],
  texts: LanguageTexts | undefined,
): TranslationProgress {
  let translated = 0;
  let machine = 0;
  const missing: string[] = [];
  for (const source of sources) {
    const entry = texts?.[source.key];
    if (entry?.text.trim()) {
      translated += 1;
      if (entry.machine) machine += 1;
    } else missing.push(source.key);
  }
  return { total: sources.length, translated, machine, missing };
}

/** Adds up progress of several subjects (pages, products, the menu, the site's texts). */
export const addProgress = (a: TranslationProgress, b: TranslationProgress): TranslationProgress => ({
  total: a.total + b.total,
  translated: a.translated + b.translated,
  machine: a.machine + b.machine,
  missing: [...a.missing, ...b.missing],
});

export const NO_PROGRESS: TranslationProgress = { total: 0, translated: 0, machine: 0, missing: [] };

/**
 * One language's texts with `changes` applied: a text replaces the entry (a person wrote it, so it is
 * no machine draft unless said), an empty text or null removes it (the primary language shows again).
 */
export function withTexts(
  texts: LanguageTexts | undefined,
  changes: Record<string, TranslatedText | string | null>,
): LanguageTexts {
  const next: LanguageTexts = { ...texts };
  for (const [key, change] of Object.entries(changes)) {
    const entry = typeof change === 'string' ? { text: change } : change;
    if (!entry?.text.trim()) delete next[key];
    else next[key] = entry.machine ? { text: entry.text, machine: true } : { text: entry.text };
  }
  return next;
}

/** Keys of a page's own texts in its translations (beside its blocks' `<blockId>.<path>` keys). */
export const PAGE_TEXT_KEYS = {
  title: '@title',
  slug: '@slug',
  seoTitle: '@seo.title',
  seoDescription: '@seo.description',
} as const;

/** The key prefix of a block's texts in its page's translations. */
export const blockKeyPrefix = (block: Pick<PageBlock, 'id'>): string => block.id;

/** Translatable fields of a block, from the block type's own declaration. */
export type BlockTextFields = (blockType: number) => readonly TextField[];

/** Every text of a page's document (its blocks and search fields) that holds words. */
export function documentSourceTexts(document: PageDocument, fieldsOf: BlockTextFields): SourceText[] {
  const texts: SourceText[] = [];
  const { seo } = document;
  if (seo?.title?.trim()) texts.push({ key: PAGE_TEXT_KEYS.seoTitle, kind: 'text', value: seo.title });
  if (seo?.description?.trim())
    texts.push({ key: PAGE_TEXT_KEYS.seoDescription, kind: 'text', value: seo.description });
  for (const section of document.sections) {
    for (const block of section.blocks) {
      texts.push(...sourceTexts(block.settings, fieldsOf(block.type), blockKeyPrefix(block)));
    }
  }
  return texts;
}

/**
 * The document as a visitor of `language` sees it: every block text and search field translated
 * where a translation exists, the primary language's text elsewhere. The translations themselves
 * are left out of the result, which is what the renderer needs.
 */
export function localizeDocument(
  document: PageDocument,
  language: string | undefined,
  fieldsOf: BlockTextFields,
): PageDocument {
  const { translations, ...rest } = document;
  const texts = language ? translations?.[language] : undefined;
  if (!texts || Object.keys(texts).length === 0) return rest;
  const seo = rest.seo && {
    ...rest.seo,
    ...(texts[PAGE_TEXT_KEYS.seoTitle]?.text.trim() ? { title: texts[PAGE_TEXT_KEYS.seoTitle]!.text } : {}),
    ...(texts[PAGE_TEXT_KEYS.seoDescription]?.text.trim()
      ? { description: texts[PAGE_TEXT_KEYS.seoDescription]!.text }
      : {}),
  };
  return {
    ...rest,
    ...(seo ? { seo } : {}),
    sections: rest.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => {
        const fields = fieldsOf(block.type);
        if (fields.length === 0) return block;
        return {
          ...block,
          settings: translateSettings(block.settings, fields, texts, blockKeyPrefix(block)),
        };
      }),
    })),
  };
}

/** A translated page text (title, address, search title), or the primary one. */
export const pageText = (
  translations: Translations | undefined,
  language: string | undefined,
  key: string,
  primary: string,
): string => (language && translations?.[language]?.[key]?.text.trim()) || primary;
