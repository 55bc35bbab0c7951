import { type Kysely, sql, type Transaction } from 'kysely';
import { keysetPage, type PageRequest } from '#platform/db/keyset';
import type { DB, ProductsTable, ProductVariantsTable } from '#platform/db/schema';
import { searchWords, textIndexOf } from '#platform/db/text-search';
import { type DigitalFile, type Product, rowToProduct } from './catalogue.model';

type Db = Kysely<DB> | Transaction<DB>;

async function withVariants(db: Db, rows: ProductsTable[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .selectFrom('product_variants')
    .selectAll()
    .where(
      'product_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const files = await digitalFiles(
    db,
    rows[0]!.website_id,
    rows.map((r) => r.file_media_id).filter((id): id is string => Boolean(id)),
  );
  return rows.map((row) => rowToProduct(row, variants, files));
}

/** The library items digital products sell (deleted items are left out: there is nothing to sell). */
export async function digitalFiles(db: Db, siteId: string, ids: string[]): Promise<Map<string, DigitalFile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('media_items')
    .select(['id', 'file_name', 'size', 'mime_type'])
    .where('website_id', '=', siteId)
    .where('id', 'in', [...new Set(ids)])
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { mediaId: r.id, fileName: r.file_name, size: Number(r.size), mimeType: r.mime_type },
    ]),
  );
}

/** A library item of the site a digital product may sell: a document or an image, not deleted. */
export async function sellableMedia(db: Db, siteId: string, mediaId: string) {
  return db
    .selectFrom('media_items')
    .select(['id', 'kind'])
    .where('website_id', '=', siteId)
    .where('id', '=', mediaId)
    .where('deleted_at', 'is', null)
    .where('kind', 'in', ['document', 'image'])
    .executeTakeFirst();
}

export async function productById(db: Db, siteId: string, id: string): Promise<Product | null> {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? ((await withVariants(db, [row]))[0] ?? null) : null;
}

export async function productBySlug(db: Db, siteId: string, slug: string): Promise<Product | null> {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? ((await withVariants(db, [row]))[0] ?? null) : null;
}

/** The owner's product list, a page at a time in the store's order (by key: position, created, id). */
export async function listProducts(
  db: Db,
  siteId: string,
  query: { q: string; workflow: string; type: number | '' },
  page: PageRequest,
  withCount: boolean,
) {
  const found = await keysetPage(
    db,
    {
      table: 'products',
      base: (from) => {
        let base = db.selectFrom((from ?? 'products') as 'products').where('website_id', '=', siteId);
        if (query.workflow) base = base.where('workflow', '=', query.workflow);
        if (query.type !== '') base = base.where('product_type', '=', query.type);
        return base;
      },
      keys: ['position', 'created_at', 'id'],
      direction: 'asc',
      search: { index: textIndexOf('products'), words: searchWords(query.q, true) },
      keyOf: (row: ProductsTable) => [row.position, row.created_at, row.id],
    },
    page,
    withCount,
  );
  return { products: await withVariants(db, found.rows), next: found.next, count: found.count };
}

/** Products by id with their variants, in the order asked (ids not of the site left out). */
export async function productsByIds(db: Db, siteId: string, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  // By key alone: with the site in the WHERE too, SQLite may walk the site's index instead of
  // looking the ids up; another site's rows are left out here.
  const rows = (
    await db
      .selectFrom('products')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .execute()
  ).filter((row) => row.website_id === siteId);
  const byId = new Map((await withVariants(db, rows)).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function allProducts(db: Db, siteId: string): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('website_id', '=', siteId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return withVariants(db, rows);
}

export async function slugTaken(
  db: Db,
  siteId: string,
  slug: string,
  exceptId: string | null,
): Promise<boolean> {
  let query = db
    .selectFrom('products')
    .select('id')
    .where('website_id', '=', siteId)
    .where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** SKUs among `skus` that variants of other products of the site already carry. */
export async function skusInUse(db: Db, siteId: string, skus: string[], exceptProductId: string | null) {
  if (skus.length === 0) return new Set<string>();
  let query = db
    .selectFrom('product_variants')
    .select('sku')
    .where('website_id', '=', siteId)
    .where('sku', 'in', skus);
  if (exceptProductId) query = query.where('product_id', '!=', exceptProductId);
  return new Set((await query.execute()).map((r) => r.sku));
}

export async function nextPosition(db: Db, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  return Number(row?.max ?? -1) + 1;
}

export const insertProduct = (db: Db, row: ProductsTable) => db.insertInto('products').values(row).execute();

/**
 * Inserts a product unless its slug is taken on the site: the unique key decides, so parallel
 * creations of the same name cannot both take it. False when taken (nothing inserted).
 */
export async function insertProductIfSlugFree(db: Db, row: ProductsTable): Promise<boolean> {
  const result = await db
    .insertInto('products')
    .values(row)
    .onConflict((oc) => oc.columns(['website_id', 'slug']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Products of the site with this sort name (index products_name): where a new one's suffix starts. */
export async function countBySortName(db: Db, siteId: string, sortName: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', siteId)
    .where('sort_name', '=', sortName)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A product's categories and tags, one row each, as its row now says. */
export async function replaceTerms(
  db: Db,
  siteId: string,
  productId: string,
  terms: { categories: readonly string[]; tags: readonly string[] },
): Promise<void> {
  await db.deleteFrom('product_terms').where('product_id', '=', productId).execute();
  const rows = [
    ...[...new Set(terms.categories)].map((term) => ({ kind: 'category', term })),
    ...[...new Set(terms.tags)].map((term) => ({ kind: 'tag', term })),
  ].map((row) => ({ ...row, website_id: siteId, product_id: productId }));
  if (rows.length) await db.insertInto('product_terms').values(rows).execute();
}

/** The lowest price a visitor pays, read again from the variants after prices changed. */
export async function refreshLowestPrices(db: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .updateTable('products')
    .set((eb) => ({
      min_price: eb
        .selectFrom('product_variants as v')
        .select(sql<number>`min(case when v.on_sale = 1 then v.sale_price else v.price end)`.as('p'))
        .whereRef('v.product_id', '=', 'products.id'),
    }))
    .where('id', 'in', [...productIds])
    .execute();
}
export const insertVariant = (db: Db, row: ProductVariantsTable) =>
  db.insertInto('product_variants').values(row).execute();

export async function variantsById(db: Db, siteId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('product_variants')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * Product pictures name a derived file of the media item they were picked from (with its id):
 * when the item's file is replaced they follow it, as pages do.
 */
export async function repointProductImages(
  db: Db,
  siteId: string,
  mediaId: string,
  oldHash: string,
  newHash: string,
): Promise<void> {
  if (oldHash === newHash) return;
  const products = await db
    .selectFrom('products')
    .select(['id', 'images'])
    .where('website_id', '=', siteId)
    .where('images', 'like', `%${mediaId}%`)
    .execute();
  for (const product of products) {
    const images = JSON.parse(product.images) as { src: string; mediaId?: string }[];
    for (const image of images)
      if (image.mediaId === mediaId)
        image.src = image.src.replace(`/media/${oldHash}/`, `/media/${newHash}/`);
    await db
      .updateTable('products')
      .set({ images: JSON.stringify(images) })
      .where('id', '=', product.id)
      .where('website_id', '=', siteId)
      .execute();
  }
}

/**
 * Marks a scheduled product live, once: of all the processes racing, the one whose conditional
 * update changed the row announces it. False when another did, or the schedule changed meanwhile.
 */
export async function markWentLive(
  db: Db,
  product: { id: string; publish_at: string | null },
  now: Date,
): Promise<boolean> {
  const marked = await db
    .updateTable('products')
    .set({ went_live_at: now.toISOString() })
    .where('id', '=', product.id)
    .where('workflow', '=', 'scheduled')
    .where('went_live_at', 'is', null)
    .where('publish_at', '=', product.publish_at)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/** The file and download terms of digital products, for the downloads a paid order grants. */
export const downloadTermsOf = (db: Db, siteId: string, productIds: string[]) =>
  db
    .selectFrom('products')
    .select(['id', 'file_media_id', 'download_limit', 'download_days'])
    .where('website_id', '=', siteId)
    .where('id', 'in', productIds)
    .execute();
