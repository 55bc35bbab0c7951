import { generateSku, newId, withTexts } from '@atelier/domain';
import { descriptionText } from '@atelier/site';
import type { Kysely, Transaction } from 'kysely';
import type { DB, ProductsTable, ProductVariantsTable } from '#platform/db/schema';
import { isUniqueViolation } from '#platform/db/unique-violation';
import { CatalogueErrors } from './catalogue.errors';
import type { Product } from './catalogue.model';
import * as q from './catalogue.queries';
import type { ProductInput, VariantInput } from './catalogue.schemas';
import { productSlug } from './product-slug';
import { lowestPrice, productSearchText, productSortName } from './product-sort';

type Db = Kysely<DB> | Transaction<DB>;

/** Attempts at `root-N` (N from the count of same-named products) before a random suffix. */
const NUMBERED_ATTEMPTS = 3;

/**
 * Inserts a product under the first free address made from its name: the slug is taken by the
 * unique key (website_id, slug), never checked first, so parallel creations of one name all succeed
 * with different addresses. A taken slug is retried as `root-N`, N past the products of the same
 * name (one indexed count), then with a random suffix: a bounded number of statements, however
 * many products share the name.
 */
async function insertWithFreeSlug(db: Db, row: ProductsTable, root: string): Promise<string> {
  if (await q.insertProductIfSlugFree(db, { ...row, slug: root })) return root;
  for (let attempt = 0; attempt < 20; attempt++) {
    let slug: string;
    if (attempt < NUMBERED_ATTEMPTS) {
      const same = await q.countBySortName(db, row.website_id, row.sort_name);
      slug = `${root}-${Math.max(2, same + 1 + attempt)}`;
    } else {
      slug = `${root}-${newId().slice(0, 6)}`;
    }
    if (await q.insertProductIfSlugFree(db, { ...row, slug })) return slug;
  }
  throw CatalogueErrors.slugTaken({ slug: 'Another product already has this address.' });
}

/** Fills empty SKUs with generated ones ('SQ' + 7 digits) that no variant of the site has. */
async function assignSkus(
  db: Db,
  siteId: string,
  variants: VariantInput[],
  productId: string,
): Promise<string[]> {
  const given = variants.map((v) => v.sku).filter(Boolean);
  const taken = await q.skusInUse(db, siteId, given, productId);
  const clash = variants.findIndex((v) => v.sku && taken.has(v.sku));
  if (clash >= 0)
    throw CatalogueErrors.skuTaken({
      [`variants.${clash}.sku`]: 'Another variant on this site already has this SKU.',
    });
  const used = new Set(given);
  const skus: string[] = [];
  for (const variant of variants) {
    if (variant.sku) {
      skus.push(variant.sku);
      continue;
    }
    let sku = generateSku();
    for (let tries = 0; tries < 20; tries++) {
      if (!used.has(sku) && (await q.skusInUse(db, siteId, [sku], null)).size === 0) break;
      sku = generateSku();
    }
    used.add(sku);
    skus.push(sku);
  }
  return skus;
}

function variantRow(
  siteId: string,
  productId: string,
  variant: VariantInput,
  sku: string,
  position: number,
  id: string,
): ProductVariantsTable {
  return {
    id,
    website_id: siteId,
    product_id: productId,
    position,
    sku,
    option_values: JSON.stringify(variant.optionValues),
    price: variant.price,
    sale_price: variant.salePrice,
    on_sale: variant.onSale ? 1 : 0,
    qty_in_stock: variant.qtyInStock,
    unlimited: variant.unlimited ? 1 : 0,
    weight: variant.weight,
    dimensions: JSON.stringify(variant.dimensions),
    images: JSON.stringify(variant.images),
  };
}

/** What the store sorts and searches the product by (migration 0025), from its input and SKUs. */
const derivedColumns = (input: ProductInput, skus: string[]) => ({
  min_price: lowestPrice(input.variants),
  sort_name: productSortName(input.name),
  search_text: productSearchText(input.name, skus),
});

function productColumns(input: ProductInput, slug: string) {
  const digital = input.productType === 2;
  return {
    product_type: input.productType,
    name: input.name,
    slug,
    // The plain words stay beside the rich document: search, structured data and mail read them.
    description: input.descriptionDoc ? descriptionText(input.descriptionDoc) : input.description,
    description_doc: input.descriptionDoc ? JSON.stringify(input.descriptionDoc) : null,
    file_media_id: digital ? (input.digitalFile?.mediaId ?? null) : null,
    download_limit: digital ? input.downloadLimit : null,
    download_days: digital ? input.downloadDays : null,
    // A new go-live time is announced again when it comes (workflows/catalogue/store-clock.ts).
    went_live_at: null,
    images: JSON.stringify(input.images),
    tags: JSON.stringify([...new Set(input.tags)]),
    categories: JSON.stringify([...new Set(input.categories)]),
    options: JSON.stringify(input.options),
    workflow: input.workflow,
    publish_at: input.workflow === 'scheduled' ? new Date(input.publishAt!).toISOString() : null,
    seo_title: input.seoTitle,
    seo_description: input.seoDescription,
    // Left out of a save, the stored translations stay (an editor that does not send them loses none).
    ...(input.translations !== undefined ? { translations: JSON.stringify(input.translations) } : {}),
  };
}

/** A digital product is never out of stock (spec 000 §4). */
const normalise = (input: ProductInput): ProductInput =>
  input.productType === 2
    ? { ...input, variants: input.variants.map((v) => ({ ...v, unlimited: true, qtyInStock: 0 })) }
    : input;

/** The file of a digital product must be a document or image of this site's library. */
async function checkDigitalFile(db: Db, siteId: string, input: ProductInput): Promise<void> {
  if (input.productType !== 2 || !input.digitalFile) return;
  if (!(await q.sellableMedia(db, siteId, input.digitalFile.mediaId))) {
    throw CatalogueErrors.fileNotFound({
      digitalFile: 'Choose a document or image from this site’s media library.',
    });
  }
}

/** Unique keys broken by a concurrent writer become the same 400 a pre-check gives. */
function mapUnique(error: unknown): never {
  if (isUniqueViolation(error, 'slug'))
    throw CatalogueErrors.slugTaken({ slug: 'Another product already has this address.' });
  if (isUniqueViolation(error, 'sku'))
    throw CatalogueErrors.skuTaken({ variants: 'Another variant on this site already has this SKU.' });
  throw error;
}

/** Runs `work` in a transaction of its own, or inside the caller's when `db` is one already. */
const inTransaction = <T>(db: Db, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);

/**
 * Creates a product with its variants. Inside a caller's transaction (a new site's starter
 * products, workflows/sites) it is one of that transaction's steps.
 */
export async function createProduct(db: Db, siteId: string, raw: ProductInput): Promise<Product> {
  const input = normalise(raw);
  const id = newId();
  const now = new Date().toISOString();
  try {
    await inTransaction(db, async (trx) => {
      if (input.slug && (await q.slugTaken(trx, siteId, input.slug, null))) {
        throw CatalogueErrors.slugTaken({ slug: 'Another product already has this address.' });
      }
      await checkDigitalFile(trx, siteId, input);
      const skus = await assignSkus(trx, siteId, input.variants, id);
      const row: ProductsTable = {
        id,
        website_id: siteId,
        translations: '{}',
        ...productColumns(input, input.slug ?? ''),
        ...derivedColumns(input, skus),
        position: await q.nextPosition(trx, siteId),
        created_at: now,
        updated_at: now,
      };
      if (input.slug) await q.insertProduct(trx, row);
      else await insertWithFreeSlug(trx, row, productSlug(input.name) || 'product');
      for (const [i, variant] of input.variants.entries()) {
        await q.insertVariant(trx, variantRow(siteId, id, variant, skus[i]!, i, newId()));
      }
      await q.replaceTerms(trx, siteId, id, input);
    });
  } catch (error) {
    mapUnique(error);
  }
  return (await q.productById(db, siteId, id))!;
}

/**
 * Replaces a product's fields and variants: variants named by id are updated in place (so carts
 * and stock follow them), the others are added, and variants left out are removed.
 */
export async function updateProduct(
  db: Kysely<DB>,
  siteId: string,
  id: string,
  raw: ProductInput,
): Promise<Product> {
  const input = normalise(raw);
  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const existing = await q.productById(trx, siteId, id);
      if (!existing) throw CatalogueErrors.productNotFound();
      if (input.slug && (await q.slugTaken(trx, siteId, input.slug, id))) {
        throw CatalogueErrors.slugTaken({ slug: 'Another product already has this address.' });
      }
      await checkDigitalFile(trx, siteId, input);
      const slug = input.slug ?? existing.slug;
      const known = new Set(existing.variants.map((v) => v.id));
      const unknown = input.variants.findIndex((v) => v.id && !known.has(v.id));
      if (unknown >= 0)
        throw CatalogueErrors.variantNotFound({
          [`variants.${unknown}.id`]: 'Not a variant of this product.',
        });
      const skus = await assignSkus(trx, siteId, input.variants, id);
      await trx
        .updateTable('products')
        .set({ ...productColumns(input, slug), ...derivedColumns(input, skus), updated_at: now })
        .where('website_id', '=', siteId)
        .where('id', '=', id)
        .execute();
      await q.replaceTerms(trx, siteId, id, input);
      const kept = input.variants.map((v) => v.id).filter((v): v is string => Boolean(v));
      let removal = trx.deleteFrom('product_variants').where('product_id', '=', id);
      if (kept.length) removal = removal.where('id', 'not in', kept);
      await removal.execute();
      // SKUs may move between variants of this product: clear them first so no step collides.
      for (const variantId of kept) {
        await trx
          .updateTable('product_variants')
          .set({ sku: `~${variantId}` })
          .where('id', '=', variantId)
          .execute();
      }
      for (const [i, variant] of input.variants.entries()) {
        const row = variantRow(siteId, id, variant, skus[i]!, i, variant.id ?? newId());
        if (variant.id) {
          const { id: _id, website_id: _w, product_id: _p, ...columns } = row;
          await trx.updateTable('product_variants').set(columns).where('id', '=', variant.id).execute();
        } else {
          await q.insertVariant(trx, row);
        }
      }
    });
  } catch (error) {
    mapUnique(error);
  }
  return (await q.productById(db, siteId, id))!;
}

export async function duplicateProduct(db: Kysely<DB>, siteId: string, id: string): Promise<Product> {
  const product = await q.productById(db, siteId, id);
  if (!product) throw CatalogueErrors.productNotFound();
  return createProduct(db, siteId, {
    productType: product.productType as 1 | 2 | 3,
    name: `${product.name} (copy)`.slice(0, 200),
    slug: undefined,
    description: product.description,
    descriptionDoc: (product.descriptionDoc as ProductInput['descriptionDoc']) ?? null,
    images: product.images,
    tags: product.tags,
    categories: product.categories,
    options: product.options,
    // A copy starts hidden, with fresh SKUs and the same prices and stock.
    variants: product.variants.map((v) => ({ ...v, id: undefined, sku: '' })),
    workflow: 'draft',
    publishAt: null,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    digitalFile: product.digitalFile ? { mediaId: product.digitalFile.mediaId } : null,
    downloadLimit: product.downloadLimit,
    downloadDays: product.downloadDays,
    translations: product.translations,
  });
}

/**
 * Adds a provider's texts to one language of a product's translations, as machine drafts: only
 * keys `keep` still allows (one still untranslated whose primary text did not change), read and
 * written while the product's row is held, so a person's edit in between is never overwritten.
 * Returns how many texts were added; throws `catalogue.product_not_found`.
 */
export function addProductTranslations(
  db: Kysely<DB>,
  siteId: string,
  id: string,
  language: string,
  texts: Record<string, string>,
  keep: (key: string, product: Product) => boolean,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // A write that changes nothing holds the row (PostgreSQL) or the database (SQLite) to the end.
    const held = await trx
      .updateTable('products')
      .set((eb) => ({ translations: eb.ref('translations') }))
      .where('website_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) throw CatalogueErrors.productNotFound();
    const product = (await q.productById(trx, siteId, id))!;
    const added = Object.entries(texts).filter(([key]) => keep(key, product));
    if (added.length === 0) return 0;
    const next = {
      ...product.translations,
      [language]: withTexts(
        product.translations[language],
        Object.fromEntries(added.map(([key, text]) => [key, { text, machine: true }])),
      ),
    };
    await trx
      .updateTable('products')
      .set({ translations: JSON.stringify(next) })
      .where('website_id', '=', siteId)
      .where('id', '=', id)
      .execute();
    return added.length;
  });
}

export async function deleteProduct(db: Kysely<DB>, siteId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom('products')
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw CatalogueErrors.productNotFound();
}
