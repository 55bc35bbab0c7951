import type { PackageFontFace } from './font-face.parser';

/**
 * The unicode subsets a site's language is written in. `latin` covers Latin-1, enough for English
 * and most Western European languages; others add the subsets of their script. Browsers download
 * only the subsets a page's characters fall in, but every rule listed costs stylesheet bytes and a
 * decision, so a page lists only these. Unknown languages get every subset.
 */
const SUBSETS_BY_LANGUAGE: Record<string, readonly string[]> = {
  en: ['latin'],
  de: ['latin'],
  fr: ['latin'],
  es: ['latin'],
  it: ['latin'],
  nl: ['latin'],
  pt: ['latin'],
  sv: ['latin'],
  da: ['latin'],
  nb: ['latin'],
  no: ['latin'],
  fi: ['latin'],
  is: ['latin'],
  ga: ['latin'],
  pl: ['latin', 'latin-ext'],
  cs: ['latin', 'latin-ext'],
  sk: ['latin', 'latin-ext'],
  hu: ['latin', 'latin-ext'],
  ro: ['latin', 'latin-ext'],
  hr: ['latin', 'latin-ext'],
  sl: ['latin', 'latin-ext'],
  tr: ['latin', 'latin-ext'],
  lt: ['latin', 'latin-ext'],
  lv: ['latin', 'latin-ext'],
  et: ['latin', 'latin-ext'],
  vi: ['latin', 'latin-ext', 'vietnamese'],
  ru: ['latin', 'cyrillic', 'cyrillic-ext'],
  uk: ['latin', 'cyrillic', 'cyrillic-ext'],
  bg: ['latin', 'cyrillic', 'cyrillic-ext'],
  sr: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'],
  el: ['latin', 'greek', 'greek-ext'],
};

/** The subsets for a locale such as `en-GB`, or null for every subset. */
export function subsetsFor(locale: string): readonly string[] | null {
  return SUBSETS_BY_LANGUAGE[locale.split('-')[0]?.toLowerCase() ?? ''] ?? null;
}

/** A fontsource file's subset: `inter-latin-ext-400-normal.woff2` in family `inter` is `latin-ext`. */
export function subsetOf(face: PackageFontFace, slug: string): string {
  const rest = face.file.slice(slug.length + 1);
  return rest.replace(/-\d+-(?:normal|italic)\.woff2$/, '');
}
