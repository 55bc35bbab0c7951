import { type MenuEntry, type MenuNode, menuTree, type Translations } from '@atelier/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#platform/db/schema';

const NOT_FOUND_PAGE_TYPE = 100;

const PAGE_COLLECTION_TYPE = 10;

/** A page as visitors may see it: its published version only. */
export function publishedPage(db: Kysely<DB>, siteId: string) {
  return db
    .selectFrom('collections')
    .innerJoin('page_versions', (join) =>
      join
        .onRef('page_versions.page_id', '=', 'collections.id')
        .onRef('page_versions.version', '=', 'collections.published_version'),
    )
    .select([
      'collections.id',
      'collections.slug',
      'collections.page_type',
      'collections.password_hash',
      'collections.member_area_id',
      'page_versions.title',
      'page_versions.document',
    ])
    .where('collections.website_id', '=', siteId)
    .where('collections.collection_type', '=', PAGE_COLLECTION_TYPE);
}

export const publishedPageBySlug = (db: Kysely<DB>, siteId: string, slug: string) =>
  publishedPage(db, siteId).where('collections.slug', '=', slug).executeTakeFirst();

export const publishedPageById = (db: Kysely<DB>, siteId: string, id: string) =>
  publishedPage(db, siteId).where('collections.id', '=', id).executeTakeFirst();

/** Any page (published or not), for owners previewing drafts. */
export const pageForPreview = (db: Kysely<DB>, siteId: string, slug: string) =>
  db
    .selectFrom('collections')
    .select(['id', 'slug', 'page_type', 'title', 'draft_document'])
    .where('website_id', '=', siteId)
    .where('slug', '=', slug)
    .where('collection_type', '=', PAGE_COLLECTION_TYPE)
    .executeTakeFirst();

/** The published main navigation: live pages and the owner's links, nested one level. */
export async function mainNavigation(db: Kysely<DB>, siteId: string): Promise<MenuNode[]> {
  const [pages, links, parents] = await Promise.all([
    db
      .selectFrom('collections')
      .select(['id', 'title', 'slug', 'position', 'collection_type'])
      .where('website_id', '=', siteId)
      .where('navigation', '=', 'main')
      .where('published_version', 'is not', null)
      .execute(),
    db
      .selectFrom('navigation_links')
      .select(['id', 'title', 'url', 'new_window', 'position'])
      .where('website_id', '=', siteId)
      .execute(),
    db
      .selectFrom('navigation_parents')
      .select(['item_id', 'parent_id'])
      .where('website_id', '=', siteId)
      .execute(),
  ]);
  const entries: MenuEntry[] = [
    ...pages.map((p) => ({
      kind: 'page' as const,
      id: p.id,
      title: p.title,
      href: p.slug === 'home' ? '/' : `/${p.slug}`,
      newWindow: false,
      position: p.position,
      // A store page (collection type products 13): the site sells, so the header shows the cart.
      ...(p.collection_type === 13 ? { store: true } : {}),
    })),
    ...links.map((l) => ({
      kind: 'link' as const,
      id: l.id,
      title: l.title,
      href: l.url,
      newWindow: l.new_window === 1,
      position: l.position,
    })),
  ];
  return menuTree(entries, new Map(parents.map((p) => [p.item_id, p.parent_id])));
}

/** The owner's not-found page (page type 100, spec 001 §2), when one is published. */
export const publishedNotFoundPage = (db: Kysely<DB>, siteId: string) =>
  publishedPage(db, siteId).where('collections.page_type', '=', NOT_FOUND_PAGE_TYPE).executeTakeFirst();

export const siteVersionSnapshot = (db: Kysely<DB>, siteId: string, number: number) =>
  db
    .selectFrom('site_versions')
    .select('snapshot')
    .where('website_id', '=', siteId)
    .where('number', '=', number)
    .executeTakeFirst();

export const siteSeo = (db: Kysely<DB>, siteId: string) =>
  db.selectFrom('site_seo').select('settings').where('website_id', '=', siteId).executeTakeFirst();

/** The published page now living where an old address pointed, if any. */
export const redirectTarget = (db: Kysely<DB>, siteId: string, fromSlug: string) =>
  db
    .selectFrom('page_redirects')
    .innerJoin('collections', 'collections.id', 'page_redirects.page_id')
    .select('collections.slug')
    .where('page_redirects.website_id', '=', siteId)
    .where('page_redirects.from_slug', '=', fromSlug)
    .where('collections.published_version', 'is not', null)
    .executeTakeFirst();

export const rolesOfAccount = (db: Kysely<DB>, accountId: string) =>
  db.selectFrom('contributors').select(['website_id', 'role']).where('account_id', '=', accountId).execute();

/**
 * Published pages whose title or text contains every word of the query. Locked pages and pages in
 * member areas are left out: their text must not leak through search.
 */
export function searchPublished(db: Kysely<DB>, siteId: string, words: string[]) {
  let query = db
    .selectFrom('collections')
    .innerJoin('page_versions', (join) =>
      join
        .onRef('page_versions.page_id', '=', 'collections.id')
        .onRef('page_versions.version', '=', 'collections.published_version'),
    )
    .select(['collections.slug', 'page_versions.title', 'page_versions.text'])
    .where('collections.website_id', '=', siteId)
    .where('collections.password_hash', 'is', null)
    .where('collections.member_area_id', 'is', null)
    .where('collections.navigation', '!=', '_memberareas');
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(page_versions.title)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(page_versions.text)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query.orderBy('collections.position').limit(50).execute();
}

/** The site's draft and published styles (JSON SiteStyles), when it has any. */
export const siteStyles = (db: Kysely<DB>, siteId: string) =>
  db.selectFrom('site_styles').select(['draft', 'live']).where('website_id', '=', siteId).executeTakeFirst();

const STORE_COLLECTION_TYPE = 13;

/**
 * Every published page's and store page's primary address, and their titles and addresses in the
 * site's other languages (modules/pages writes them when a page is published).
 */
export async function publishedAddresses(db: Kysely<DB>, siteId: string) {
  const [pages, translated] = await Promise.all([
    db
      .selectFrom('collections')
      .select(['id', 'slug'])
      .where('website_id', '=', siteId)
      .where('collection_type', 'in', [PAGE_COLLECTION_TYPE, STORE_COLLECTION_TYPE])
      .where('published_version', 'is not', null)
      .execute(),
    db
      .selectFrom('page_translations')
      .select(['page_id', 'language', 'slug', 'title'])
      .where('website_id', '=', siteId)
      .execute(),
  ]);
  return { pages, translated };
}

/** The menu links' translations (JSON `Translations`, key `title`), by link id. */
export const menuLinkTranslations = (db: Kysely<DB>, siteId: string) =>
  db.selectFrom('navigation_links').select(['id', 'translations']).where('website_id', '=', siteId).execute();

/**
 * A page whose draft gives it `slug` as its address in `language`, for an owner previewing a
 * translation not published yet. Only drafts that name an address at all are read.
 */
export async function draftPageByLanguageSlug(
  db: Kysely<DB>,
  siteId: string,
  language: string,
  slug: string,
) {
  const rows = await db
    .selectFrom('collections')
    .select(['slug', 'draft_document'])
    .where('website_id', '=', siteId)
    .where('collection_type', '=', PAGE_COLLECTION_TYPE)
    .where('draft_document', 'like', '%"@slug"%')
    .execute();
  return rows.find((row) => {
    try {
      const texts = (JSON.parse(row.draft_document) as { translations?: Translations }).translations;
      return texts?.[language]?.['@slug']?.text.trim().toLowerCase() === slug;
    } catch {
      return false;
    }
  })?.slug;
}

/** The translations of products, by id (JSON `Translations`, docs/languages.md keys). */
export const productTranslations = (db: Kysely<DB>, siteId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('products')
        .select(['id', 'translations', 'options'])
        .where('website_id', '=', siteId)
        .where('id', 'in', [...ids])
        .execute();
