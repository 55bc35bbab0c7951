import type { Kysely } from 'kysely';

const STORE_COLLECTION_TYPE = 13; // collection type "products", spec 001 §3

// Store pages (collections of type products 13) choose which products they show: all, some
// categories or hand-picked ones, with a sort order and products per page (JSON, modules/pages).
// Null is the default: every product, in the store's order.
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('collections').addColumn('store_selection', 'text').execute();
  // A store page written before store pages were pages of the editor was marked published without
  // a published version to show; it gets one, so publishing and site versions treat it as a page.
  const stores = await db
    .selectFrom('collections')
    .leftJoin('page_versions', (join) =>
      join
        .onRef('page_versions.page_id', '=', 'collections.id')
        .onRef('page_versions.version', '=', 'collections.published_version'),
    )
    .select([
      'collections.id',
      'collections.title',
      'collections.draft_document',
      'collections.published_version',
      'collections.published_at',
      'collections.updated_at',
      'page_versions.page_id as version_page',
    ])
    .where('collections.collection_type', '=', STORE_COLLECTION_TYPE)
    .where('collections.published_version', 'is not', null)
    .execute();
  for (const store of stores) {
    if (store.version_page !== null) continue;
    await db
      .insertInto('page_versions')
      .values({
        page_id: store.id,
        version: store.published_version,
        title: store.title,
        document: store.draft_document,
        text: '',
        published_at: store.published_at ?? store.updated_at,
      })
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('collections').dropColumn('store_selection').execute();
}
