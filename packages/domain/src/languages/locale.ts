/**
 * Site languages: BCP 47 tags, the one primary language (its pages have no address prefix), and
 * the languages of the product's own visitor strings (UI_LOCALES).
 */

/** The languages every string the product shows a visitor exists in; the spec's English is the source. */
export const UI_LOCALES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'ja'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

/** One language of a site, as the owner set it under Site settings → Languages. */
export interface SiteLanguage {
  /** A canonical BCP 47 tag: `fr`, `pt-BR`, `zh-Hant`. */
  tag: string;
  /** The language the owner writes in: its pages have no prefix and every translation falls back to it. */
  primary: boolean;
  /** Visitors see it (its addresses, the switcher, hreflang); a hidden one is seen in the editor only. */
  published: boolean;
}

/** At most this many languages on one site. */
export const MAX_SITE_LANGUAGES = 30;

/** Longest tag accepted; real ones are far shorter. */
const MAX_TAG_LENGTH = 35;
/** language, optional script, optional region: what a site's address prefix and hreflang use. */
const SIMPLE_TAG = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/;

/**
 * The canonical form of a BCP 47 tag (`pt-br` → `pt-BR`), or null when it is not one a site can
 * use: language, optional script and region only (no extensions or private use), so each tag names
 * one address prefix and one hreflang value.
 */
export function normaliseLanguageTag(input: string): string | null {
  const raw = input.trim();
  if (!raw || raw.length > MAX_TAG_LENGTH) return null;
  let canonical: string;
  try {
    [canonical = ''] = Intl.getCanonicalLocales(raw);
  } catch {
    return null;
  }
  return SIMPLE_TAG.test(canonical) ? canonical : null;
}

/** The address segment of a language: the tag in lower case (`/pt-br/…`). */
export const languagePrefix = (tag: string): string => tag.toLowerCase();

export const primaryLanguage = (languages: readonly SiteLanguage[]): SiteLanguage | undefined =>
  languages.find((language) => language.primary);

/** The primary language's tag; English for a site that never set one. */
export const primaryTag = (languages: readonly SiteLanguage[]): string =>
  primaryLanguage(languages)?.tag ?? 'en';

/** The languages visitors see, primary first. */
export const publishedLanguages = (languages: readonly SiteLanguage[]): SiteLanguage[] =>
  languages.filter((language) => language.primary || language.published);

/**
 * Which of the site's languages an address is in: a first segment naming a non-primary language
 * (`/fr/a-propos`, `/fr`) is that language, anything else the primary one. `rest` is the path
 * without the prefix, always starting with '/'.
 */
export function splitLanguagePath(
  path: string,
  languages: readonly SiteLanguage[],
): { language: SiteLanguage | undefined; prefixed: boolean; rest: string } {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(path);
  if (match) {
    const segment = match[1]!.toLowerCase();
    const language = languages.find((l) => !l.primary && languagePrefix(l.tag) === segment);
    if (language) return { language, prefixed: true, rest: match[2] || '/' };
  }
  return { language: primaryLanguage(languages), prefixed: false, rest: path || '/' };
}

/** A site path in a language: the primary language's paths have no prefix. */
export function languagePath(path: string, language: Pick<SiteLanguage, 'tag' | 'primary'>): string {
  if (language.primary) return path;
  const prefix = `/${languagePrefix(language.tag)}`;
  return path === '/' || path === '' ? prefix : `${prefix}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The product's own strings for a site language: the tag itself when it is one of UI_LOCALES, else
 * its base language (`pt-BR` → `pt`), else English.
 */
export function uiLocaleFor(tag: string | undefined): UiLocale {
  if (!tag) return 'en';
  const lower = tag.toLowerCase();
  const base = lower.split('-')[0]!;
  return (UI_LOCALES as readonly string[]).includes(base) ? (base as UiLocale) : 'en';
}

/**
 * The best of `available` for an Accept-Language header (quality order, then base-language match),
 * or null when none fits. Used to suggest a language, never to redirect.
 */
export function negotiateLanguage(header: string | undefined, available: readonly string[]): string | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((w) => w.range && w.range !== '*' && w.q > 0 && !Number.isNaN(w.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of wanted) {
    const exact = available.find((tag) => tag.toLowerCase() === range);
    if (exact) return exact;
    const base = range.split('-')[0];
    const sameBase = available.find((tag) => tag.toLowerCase().split('-')[0] === base);
    if (sameBase) return sameBase;
  }
  return null;
}

/** A language's own name for itself (`français`), for the switcher; the tag when the runtime has none. */
export function languageName(tag: string, inLanguage: string = tag): string {
  try {
    const name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(tag);
    if (!name || name === tag) return tag;
    return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
  } catch {
    return tag;
  }
}

/**
 * Names for a list of languages shown together (a switcher): each language by its base name in
 * itself (`en-US` reads "English"), unless another language of the list shares that base, when the
 * full names tell them apart ("English (UK)" beside "American English").
 */
export function languageNamesTogether(tags: readonly string[]): Map<string, string> {
  const base = (tag: string) => tag.split('-')[0]!.toLowerCase();
  const names = new Map<string, string>();
  for (const tag of tags) {
    const shared = tags.some((other) => other !== tag && base(other) === base(tag));
    names.set(tag, shared ? languageName(tag) : languageName(base(tag), tag));
  }
  return names;
}
