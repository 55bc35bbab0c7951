import type { Kysely, Transaction } from 'kysely';
import { isLive, rowToVariant, type Variant } from '#modules/catalogue/catalogue.model';
import { productById } from '#modules/catalogue/catalogue.queries';
import { variantSoldOut, variantWithValues } from '#modules/catalogue/variant-choice';
import { precompiled } from '#platform/db/precompiled';
import type { DB, ProductsTable, ProductVariantsTable } from '#platform/db/schema';
import { SELLABLE_TYPES } from './cart-pricing.workflow';

type Db = Kysely<DB> | Transaction<DB>;

// Every add to cart asks (db/precompiled.ts): compiled once.
const forSaleQuery = precompiled<
  [string, string],
  ProductVariantsTable & Pick<ProductsTable, 'workflow' | 'publish_at' | 'product_type'>
>(2, (db, siteId, variantId) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .selectAll('v')
    .select(['p.workflow', 'p.publish_at', 'p.product_type'])
    .where('v.website_id', '=', siteId)
    .where('p.website_id', '=', siteId)
    .where('v.id', '=', variantId),
);

/** A variant of this site that a visitor may buy now, or null (unknown, foreign, hidden, not sold). */
export async function variantForSale(
  db: Db,
  siteId: string,
  variantId: string,
  now = new Date(),
): Promise<Variant | null> {
  const row = (await forSaleQuery(db, siteId, variantId)).rows[0];
  if (!row || !SELLABLE_TYPES.includes(row.product_type)) return null;
  if (!isLive({ workflow: row.workflow as 'published', publishAt: row.publish_at }, now)) return null;
  return rowToVariant(row);
}

/** What a product page's option pickers resolve to: a variant to add, or why not (and where to say so). */
export type Choice =
  | { kind: 'variant'; variantId: string }
  | { kind: 'problem'; problem: 'missing' | 'sold-out'; slug: string; values: string[] }
  | { kind: 'unknown' };

/** The variant a visitor chose by its option values (the picker form without JavaScript). */
export async function variantForChoice(
  db: Db,
  siteId: string,
  productId: string,
  values: string[],
  now = new Date(),
): Promise<Choice> {
  if (!/^[0-9a-f]{24}$/.test(productId)) return { kind: 'unknown' };
  const product = await productById(db, siteId, productId);
  if (!product || !SELLABLE_TYPES.includes(product.productType) || !isLive(product, now))
    return { kind: 'unknown' };
  const chosen = values.slice(0, product.options.length);
  const variant = variantWithValues(product, chosen);
  if (!variant) return { kind: 'problem', problem: 'missing', slug: product.slug, values: chosen };
  if (variantSoldOut(product, variant))
    return { kind: 'problem', problem: 'sold-out', slug: product.slug, values: chosen };
  return { kind: 'variant', variantId: variant.id };
}
