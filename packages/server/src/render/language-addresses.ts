import {
  languageName,
  languageNamesTogether,
  languagePath,
  type MenuEntry,
  type MenuNode,
  parseTranslations,
  type SiteLanguage,
  type Translations,
} from '@atelier/domain';

const HOME = 'home';

/** A page's title and address in one language (null: its primary one). */
interface PageTexts {
  slug: string | null;
  title: string | null;
}

/**
 * Where each published page lives in each language, read once per shell generation: every change
 * of a page's title or address in any language moves it on (modules/pages' publish).
 */
export interface SiteAddresses {
  /** A published page's primary slug, by id. */
  slugOf: ReadonlyMap<string, string>;
  /** A published page's id, by primary slug. */
  byPrimary: ReadonlyMap<string, string>;
  /** A page's title and address per language, by page id. */
  texts: ReadonlyMap<string, ReadonlyMap<string, PageTexts>>;
  /** Per language, a translated address's page id. */
  byAddress: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The menu links' translations, by link id. */
  links: ReadonlyMap<string, Translations>;
}

export function siteAddresses(
  pages: readonly { id: string; slug: string }[],
  translated: readonly { page_id: string; language: string; slug: string | null; title: string | null }[],
  links: readonly { id: string; translations?: string | null }[],
): SiteAddresses {
  const slugOf = new Map(pages.map((page) => [page.id, page.slug]));
  const texts = new Map<string, Map<string, PageTexts>>();
  const byAddress = new Map<string, Map<string, string>>();
  for (const row of translated) {
    if (!slugOf.has(row.page_id)) continue;
    const own = texts.get(row.page_id) ?? new Map<string, PageTexts>();
    texts.set(row.page_id, own);
    const isHome = slugOf.get(row.page_id) === HOME;
    own.set(row.language, { slug: isHome ? null : row.slug, title: row.title });
    if (!row.slug || isHome) continue;
    const addresses = byAddress.get(row.language) ?? new Map<string, string>();
    byAddress.set(row.language, addresses);
    // Two pages translated to one address: the first read keeps it, the other its primary address.
    if (!addresses.has(row.slug)) addresses.set(row.slug, row.page_id);
  }
  const linkTexts = new Map<string, Translations>();
  for (const link of links) {
    // A link whose translations do not parse shows its primary title.
    const parsed = parseTranslations(link.translations);
    if (Object.keys(parsed).length) linkTexts.set(link.id, parsed);
  }
  return {
    slugOf,
    byPrimary: new Map(pages.map((page) => [page.slug, page.id])),
    texts,
    byAddress,
    links: linkTexts,
  };
}

/** A page's address in a language: its translated one under the prefix, else its primary one there. */
export function pagePathIn(addresses: SiteAddresses, primarySlug: string, language: SiteLanguage): string {
  if (primarySlug === HOME) return languagePath('/', language);
  if (language.primary) return `/${primarySlug}`;
  const id = addresses.byPrimary.get(primarySlug);
  const own = id ? addresses.texts.get(id)?.get(language.tag)?.slug : null;
  const slug = own && addresses.byAddress.get(language.tag)?.get(own) === id ? own : primarySlug;
  return languagePath(`/${slug}`, language);
}

/** A page's title in a language, else its primary one. */
export const pageTitleIn = (
  addresses: SiteAddresses,
  pageId: string,
  language: SiteLanguage,
  primary: string,
): string => (language.primary ? primary : addresses.texts.get(pageId)?.get(language.tag)?.title || primary);

export type AddressMatch =
  /** The page living at this address in the language. */
  | { kind: 'page'; pageId: string; primarySlug: string }
  /** The page's primary address, while it has a translated one in the language: go there. */
  | { kind: 'moved'; path: string };

/**
 * The published page a language's address names (`a-propos` of `/fr/a-propos`): the page translated
 * to that address, else the page whose primary address it is, which is sent to its translated
 * address when it has one. Undefined when no published page lives there.
 */
export function pageAtAddress(
  addresses: SiteAddresses,
  language: SiteLanguage,
  slug: string,
): AddressMatch | undefined {
  const translated = addresses.byAddress.get(language.tag)?.get(slug);
  if (translated) return { kind: 'page', pageId: translated, primarySlug: addresses.slugOf.get(translated)! };
  const pageId = addresses.byPrimary.get(slug);
  if (!pageId) return undefined;
  const path = pagePathIn(addresses, slug, language);
  if (path !== languagePath(`/${slug}`, language)) return { kind: 'moved', path };
  return { kind: 'page', pageId, primarySlug: slug };
}

/**
 * A site address in a language: a page's primary address becomes its address in that language, the
 * storefront's and a product's are put under the prefix; any other address (the spec's routes,
 * another site's) stays as it is.
 */
export function sitePathIn(addresses: SiteAddresses, href: string, language: SiteLanguage): string {
  if (language.primary || !href.startsWith('/') || href.startsWith('//')) return href;
  const [path = '', rest = ''] = href.split(/(?=[?#])/, 2);
  if (path === '/') return languagePath('/', language) + rest;
  const slug = path.slice(1);
  if (addresses.byPrimary.has(slug)) return pagePathIn(addresses, slug, language) + rest;
  if (slug === 'store' || /^p\/[^/]+$/.test(slug)) return languagePath(path, language) + rest;
  return href;
}

const entryIn = (addresses: SiteAddresses, entry: MenuEntry, language: SiteLanguage): MenuEntry => {
  if (entry.kind === 'page') {
    const slug = entry.href === '/' ? HOME : entry.href.slice(1);
    return {
      ...entry,
      title: pageTitleIn(addresses, entry.id, language, entry.title),
      href: pagePathIn(addresses, slug, language),
    };
  }
  const title = addresses.links.get(entry.id)?.[language.tag]?.title?.text.trim();
  return { ...entry, title: title || entry.title, href: sitePathIn(addresses, entry.href, language) };
};

/** The main navigation as a visitor of `language` reads it: titles and addresses of that language. */
export function menuIn(
  addresses: SiteAddresses,
  menu: readonly MenuNode[],
  language: SiteLanguage,
): MenuNode[] {
  if (language.primary) return [...menu];
  return menu.map((node) => ({
    ...entryIn(addresses, node, language),
    children: node.children.map((child) => entryIn(addresses, child, language)),
  }));
}

/** One language a page is in, for the switcher and hreflang. */
export interface PageAlternate {
  tag: string;
  /** The language's name in itself (`Français`). */
  name: string;
  path: string;
  primary: boolean;
  current: boolean;
}

/** Lists of languages whose names are kept at once; the oldest goes first. */
const NAME_LISTS_KEPT = 500;
const namesOfLists = new Map<string, ReadonlyMap<string, string>>();

/**
 * languageNamesTogether, kept per list of tags: the names come from the runtime's locale data,
 * fixed for the process, and asking Intl.DisplayNames for them costs more than the rest of the
 * switcher's work on every render.
 */
function namesTogether(tags: readonly string[]): ReadonlyMap<string, string> {
  const key = tags.join(' ');
  let names = namesOfLists.get(key);
  if (!names) {
    names = languageNamesTogether(tags);
    if (namesOfLists.size >= NAME_LISTS_KEPT) namesOfLists.delete(namesOfLists.keys().next().value as string);
    namesOfLists.set(key, names);
  }
  return names;
}

/** The same page in each language visitors see (the current one too, even hidden for a preview). */
export function alternatesOf(
  languages: readonly SiteLanguage[],
  current: SiteLanguage,
  pathIn: (language: SiteLanguage) => string,
): PageAlternate[] {
  const shown = languages.filter(
    (language) => language.primary || language.published || language.tag === current.tag,
  );
  const names = namesTogether(shown.map((language) => language.tag));
  return shown.map((language) => ({
    tag: language.tag,
    name: names.get(language.tag) ?? languageName(language.tag),
    path: pathIn(language),
    primary: language.primary,
    current: language.tag === current.tag,
  }));
}
