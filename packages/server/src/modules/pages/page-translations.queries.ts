import { PAGE_TEXT_KEYS, type Translations } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import { RESERVED_SLUGS } from './pages.schemas';

type Db = Kysely<DB> | Transaction<DB>;

/** A page's title and address in one language, as visitors of that language meet the page. */
export interface PageInLanguage {
  language: string;
  /** Null: the page keeps its primary address in that language. */
  slug: string | null;
  /** Null: the page keeps its primary title in that language. */
  title: string | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A translated address a page can take: the same shape as a primary one and none the platform
 * answers itself. Anything else keeps the page at its primary address in that language.
 */
const addressOf = (text: string | undefined): string | null => {
  const slug = text?.trim().toLowerCase() ?? '';
  return slug.length <= 100 && SLUG.test(slug) && !RESERVED_SLUGS.has(slug) && slug !== 'home' ? slug : null;
};

/** The page's title and address in each language its document translates either of. */
export function pageLanguages(document: string): PageInLanguage[] {
  let translations: Translations | undefined;
  try {
    translations = (JSON.parse(document) as { translations?: Translations }).translations;
  } catch {
    return [];
  }
  if (!translations || typeof translations !== 'object') return [];
  return Object.entries(translations).flatMap(([language, texts]) => {
    const slug = addressOf(texts?.[PAGE_TEXT_KEYS.slug]?.text);
    const title = texts?.[PAGE_TEXT_KEYS.title]?.text?.trim().slice(0, 200) || null;
    return slug || title ? [{ language, slug, title }] : [];
  });
}

const same = (a: readonly PageInLanguage[], b: readonly PageInLanguage[]) => {
  const key = (rows: readonly PageInLanguage[]) =>
    JSON.stringify([...rows].sort((x, y) => (x.language < y.language ? -1 : 1)));
  return key(a) === key(b);
};

/**
 * Makes the page's titles and addresses in other languages those of the document being published,
 * inside the publish's transaction. True when they changed: the menu and the language switcher of
 * every page show them, so such a publish reaches the whole site.
 */
export async function writePageLanguages(
  db: Db,
  siteId: string,
  pageId: string,
  document: string,
): Promise<boolean> {
  const next = pageLanguages(document);
  const before = await db
    .selectFrom('page_translations')
    .select(['language', 'slug', 'title'])
    .where('page_id', '=', pageId)
    .execute();
  if (same(before, next)) return false;
  await db.deleteFrom('page_translations').where('page_id', '=', pageId).execute();
  if (next.length)
    await db
      .insertInto('page_translations')
      .values(next.map((row) => ({ ...row, page_id: pageId, website_id: siteId })))
      .execute();
  return true;
}

/** A page taken offline has no address in any language either. */
export const clearPageLanguages = (db: Db, pageId: string) =>
  db.deleteFrom('page_translations').where('page_id', '=', pageId).execute();
