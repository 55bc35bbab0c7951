import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

const PAGE_COLLECTION_TYPE = 10;
const NOT_FOUND_PAGE_TYPE = 100;

/** Published pages visitors may open without a password or membership. */
export const openPublishedPages = (db: Kysely<DB>, siteId: string) =>
  db
    .selectFrom('collections')
    .innerJoin('page_versions', (join) =>
      join
        .onRef('page_versions.page_id', '=', 'collections.id')
        .onRef('page_versions.version', '=', 'collections.published_version'),
    )
    .select(['collections.slug', 'page_versions.document', 'page_versions.published_at'])
    .where('collections.website_id', '=', siteId)
    .where('collections.collection_type', '=', PAGE_COLLECTION_TYPE)
    .where('collections.password_hash', 'is', null)
    // A member page is no page to index: its visitors get the access screen.
    .where('collections.member_area_id', 'is', null)
    .where('collections.navigation', '!=', '_memberareas')
    // The owner's not-found page answers 404; it is no page to index.
    .where('collections.page_type', '!=', NOT_FOUND_PAGE_TYPE)
    .orderBy('collections.navigation')
    .orderBy('collections.position')
    .execute();

export const readSiteSeo = (db: Kysely<DB>, siteId: string) =>
  db.selectFrom('site_seo').select('settings').where('website_id', '=', siteId).executeTakeFirst();

export async function writeSiteSeo(
  db: Kysely<DB> | Transaction<DB>,
  siteId: string,
  settings: string,
): Promise<void> {
  await db
    .insertInto('site_seo')
    .values({ website_id: siteId, settings })
    .onConflict((oc) => oc.column('website_id').doUpdateSet({ settings }))
    .execute();
}

const PRODUCTS_COLLECTION_TYPE = 13;

/**
 * The store's pages for the sitemap: every published store page at its own address (a site may
 * have several), and, when there is one, each product on sale now (product types physical, digital
 * and service) at /p/{slug}.
 */
export async function storeSitemapPages(db: Kysely<DB>, siteId: string, now: Date) {
  const stores = await db
    .selectFrom('collections')
    .select(['slug', 'published_at', 'updated_at'])
    .where('website_id', '=', siteId)
    .where('collection_type', '=', PRODUCTS_COLLECTION_TYPE)
    .where('published_version', 'is not', null)
    .where('navigation', '!=', '_memberareas')
    .orderBy('navigation')
    .orderBy('position')
    .execute();
  if (stores.length === 0) return [];
  const products = await db
    .selectFrom('products')
    .select(['slug', 'updated_at'])
    .where('website_id', '=', siteId)
    .where('product_type', 'in', [1, 2, 3])
    .where((eb) =>
      eb.or([
        eb('workflow', '=', 'published'),
        eb.and([eb('workflow', '=', 'scheduled'), eb('publish_at', '<=', now.toISOString())]),
      ]),
    )
    .orderBy('slug')
    .execute();
  return [
    ...stores.map((s) => ({ slug: s.slug, document: '{}', published_at: s.published_at ?? s.updated_at })),
    ...products.map((p) => ({ slug: `p/${p.slug}`, document: '{}', published_at: p.updated_at })),
  ];
}
