import { languageName, MAX_SITE_LANGUAGES, normaliseLanguageTag } from '@atelier/domain';
import type { LanguageSettings, LanguagesInput } from './languages.api';

/** One of the site's other languages as the owner arranges them before saving. */
export interface LanguageRow {
  tag: string;
  published: boolean;
}

/** The languages the form edits: the primary one and the others in order. */
export interface LanguageForm {
  primary: string;
  rows: LanguageRow[];
}

export const formOf = (settings: LanguageSettings): LanguageForm => ({
  primary: settings.primary.tag,
  rows: settings.languages.map(({ tag, published }) => ({ tag, published })),
});

export const inputOf = (form: LanguageForm): LanguagesInput => ({
  primary: form.primary,
  languages: form.rows.map(({ tag, published }) => ({ tag, published })),
});

/** Adds a typed or chosen tag, hidden until the owner publishes it; or says why it cannot be added. */
export function addLanguage(form: LanguageForm, typed: string): { form: LanguageForm } | { error: string } {
  if (!typed.trim()) return { error: 'Choose a language or type its tag, like fr or pt-BR.' };
  const tag = normaliseLanguageTag(typed);
  if (!tag) return { error: `“${typed.trim()}” is not a language tag a site can use, like fr or pt-BR.` };
  const same = (other: string) => other.toLowerCase() === tag.toLowerCase();
  if (same(form.primary)) return { error: `${languageName(tag, 'en')} is the site’s primary language.` };
  if (form.rows.some((row) => same(row.tag)))
    return { error: `${languageName(tag, 'en')} is already added.` };
  if (form.rows.length + 1 >= MAX_SITE_LANGUAGES) {
    return { error: `A site has at most ${MAX_SITE_LANGUAGES} languages.` };
  }
  return { form: { ...form, rows: [...form.rows, { tag, published: false }] } };
}

export const removeLanguage = (form: LanguageForm, tag: string): LanguageForm => ({
  ...form,
  rows: form.rows.filter((row) => row.tag !== tag),
});

export function moveLanguage(form: LanguageForm, tag: string, direction: -1 | 1): LanguageForm {
  const from = form.rows.findIndex((row) => row.tag === tag);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= form.rows.length) return form;
  const rows = [...form.rows];
  [rows[from], rows[to]] = [rows[to]!, rows[from]!];
  return { ...form, rows };
}

export const setPublished = (form: LanguageForm, tag: string, published: boolean): LanguageForm => ({
  ...form,
  rows: form.rows.map((row) => (row.tag === tag ? { ...row, published } : row)),
});

/**
 * Makes another language the primary one: it leaves the list, and the old primary language joins
 * it in its place, published (visitors saw it until now).
 */
export function makePrimary(form: LanguageForm, tag: string): LanguageForm {
  if (tag === form.primary) return form;
  const at = form.rows.findIndex((row) => row.tag === tag);
  const old = { tag: form.primary, published: true };
  if (at < 0) return { primary: tag, rows: form.rows };
  const rows = [...form.rows];
  rows.splice(at, 1, old);
  return { primary: tag, rows };
}

/** Which row (by tag) or field an error the server named belongs to: `languages.2.tag`, a tag, `primary`. */
export function errorPlaces(form: LanguageForm, errors: Record<string, string>): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const index = /^languages\.(\d+)/.exec(key)?.[1];
    const byIndex = index === undefined ? undefined : form.rows[Number(index)]?.tag;
    const byTag = form.rows.find((row) => row.tag.toLowerCase() === key.toLowerCase())?.tag;
    const place = byIndex ?? byTag ?? (key === 'primary' ? 'primary' : 'form');
    placed[place] = placed[place] ? `${placed[place]} ${message}` : message;
  }
  return placed;
}

/** Tags offered in the list (the owner may type any other); sites are most often written in these. */
const COMMON_TAGS = [
  'ar',
  'bg',
  'ca',
  'cs',
  'cy',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'en-US',
  'es',
  'es-419',
  'et',
  'eu',
  'fa',
  'fi',
  'fr',
  'fr-CA',
  'ga',
  'gl',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'is',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sq',
  'sr',
  'sv',
  'sw',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh-Hans',
  'zh-Hant',
];

/** The offered languages with their names in `displayIn` (the editor's language), by name. */
export function languageChoices(displayIn = 'en'): { tag: string; name: string }[] {
  return COMMON_TAGS.map((tag) => ({ tag, name: `${languageName(tag, displayIn)} (${tag})` })).sort((a, b) =>
    a.name.localeCompare(b.name, displayIn),
  );
}
