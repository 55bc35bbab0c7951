import { normaliseLanguageTag, type SiteLanguage } from '@atelier/domain';

/** The site's tags in their canonical form, by the site record's list (replaced with the record). */
const canonicalTags = new WeakMap<readonly SiteLanguage[], Map<string, string>>();
/** What each reported value came to, per list: a site's pages report the same few values all day. */
const reportedValues = new WeakMap<readonly SiteLanguage[], Map<string, string | null>>();
/** Reported values remembered per site; past this (forged reports), each is worked out again. */
const REMEMBERED = 64;

function tagsOf(languages: readonly SiteLanguage[]): Map<string, string> {
  let tags = canonicalTags.get(languages);
  if (!tags) {
    tags = new Map();
    for (const { tag } of languages) {
      const canonical = normaliseLanguageTag(tag) ?? tag;
      tags.set(canonical.toLowerCase(), canonical);
    }
    canonicalTags.set(languages, tags);
  }
  return tags;
}

/**
 * The site language a page was shown in, from what its report says (`website_locale`, the page's
 * `<html lang>`): the site's own tag in canonical form (`pt-br` → `pt-BR`), or null when the report
 * names none, names no BCP 47 tag a site can use, or a language the site does not have. Only the
 * site's languages are kept, so a forged report cannot add keys to the owner's Languages list.
 */
export function eventLanguage(
  reported: string | undefined,
  languages: readonly SiteLanguage[],
): string | null {
  if (!reported) return null;
  let known = reportedValues.get(languages);
  if (!known) {
    known = new Map();
    reportedValues.set(languages, known);
  }
  const remembered = known.get(reported);
  if (remembered !== undefined) return remembered;
  const tag = normaliseLanguageTag(reported);
  const language = tag === null ? null : (tagsOf(languages).get(tag.toLowerCase()) ?? null);
  if (known.size < REMEMBERED) known.set(reported, language);
  return language;
}

/** The tags of the languages visitors see (primary first), canonical: the rows the report always lists. */
export const publishedTags = (languages: readonly SiteLanguage[]): string[] =>
  languages
    .filter((language) => language.primary || language.published)
    .map(({ tag }) => normaliseLanguageTag(tag) ?? tag);
