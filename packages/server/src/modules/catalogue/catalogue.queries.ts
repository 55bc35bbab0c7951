import type { Kysely, Transaction } from 'kysely';
import type { DB, ProductsTable, ProductVariantsTable } from '#platform/db/schema';
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

export async function listProducts(
  db: Db,
  siteId: string,
  query: { q: string; workflow: string; limit: number; offset: number },
): Promise<{ products: Product[]; total: number }> {
  let base = db.selectFrom('products').where('website_id', '=', siteId);
  if (query.workflow) base = base.where('workflow', '=', query.workflow);
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', eb.val(like)),
        eb.exists(
          eb
            .selectFrom('product_variants as v')
            .select('v.id')
            .whereRef('v.product_id', '=', 'products.id')
            .where((inner) => inner(inner.fn('lower', ['v.sku']), 'like', like)),
        ),
      ]),
    );
  }
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('position')
    .orderBy('created_at')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { products: await withVariants(db, rows), total: Number(count.n) };
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
