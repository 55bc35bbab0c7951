import { languagePath, type SiteLanguage, splitLanguagePath } from '@atelier/domain';

const BASE = 'https://frame.invalid';

/** A frame path's pathname and the rest (query and fragment), apart. */
function split(frameUrl: string): { pathname: string; tail: string } {
  const url = new URL(frameUrl, BASE);
  return { pathname: url.pathname, tail: url.search + url.hash };
}

/**
 * The language a frame path shows (its address prefix; none is the primary language) and the path
 * without the prefix, which names the page as the pages list knows it.
 */
export function frameLanguage(
  frameUrl: string,
  languages: readonly SiteLanguage[],
): { tag: string | null; rest: string } {
  const { pathname, tail } = split(frameUrl);
  const { language, prefixed, rest } = splitLanguagePath(pathname, languages);
  return { tag: prefixed && language ? language.tag : null, rest: `${prefixed ? rest : pathname}${tail}` };
}

/** The same page in another language: its prefix swapped for the language's (none for the primary). */
export function frameUrlInLanguage(
  frameUrl: string,
  languages: readonly SiteLanguage[],
  tag: string,
): string {
  const target = languages.find((language) => language.tag === tag);
  const { rest } = frameLanguage(frameUrl, languages);
  if (!target) return rest;
  const { pathname, tail } = split(rest);
  return `${languagePath(pathname, target)}${tail}`;
}

/** A page's address in the language being edited. */
export function pagePathIn(path: string, language: Pick<SiteLanguage, 'tag' | 'primary'> | null): string {
  return language ? languagePath(path, language) : path;
}

/**
 * The page a path without its language prefix shows: by its primary address, else the page in view
 * when the path is that page's translated address (`@slug`) in the edited language.
 */
export function pageInLanguage<P extends { id: string; addresses?: Record<string, string> }>(
  found: P | null,
  path: string,
  tag: string | null,
  previous: { page: P; slugs: Record<string, string> } | null,
  pages: readonly P[] = [],
): P | null {
  if (found || !tag) return found;
  const pathname = new URL(path, BASE).pathname.replace(/\/+$/, '');
  // A published translated address, as the pages list names it.
  const published = pages.find((page) => page.addresses?.[tag] && pathname === `/${page.addresses[tag]}`);
  if (published) return published;
  if (!previous) return null;
  const slug = previous.slugs[tag];
  return slug && pathname === `/${slug}` ? previous.page : null;
}
