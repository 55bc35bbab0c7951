import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { isLive, rowToVariant, type Variant } from '../catalogue/catalogue.model';
import { SELLABLE_TYPES } from './store-pricing.flow';

type Db = Kysely<DB> | Transaction<DB>;

/** A variant of this site that a visitor may buy now, or null (unknown, foreign, hidden, not sold). */
export async function variantForSale(
  db: Db,
  siteId: string,
  variantId: string,
  now = new Date(),
): Promise<Variant | null> {
  const row = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .selectAll('v')
    .select(['p.workflow', 'p.publish_at', 'p.product_type'])
    .where('v.website_id', '=', siteId)
    .where('p.website_id', '=', siteId)
    .where('v.id', '=', variantId)
    .executeTakeFirst();
  if (!row || !SELLABLE_TYPES.includes(row.product_type)) return null;
  if (!isLive({ workflow: row.workflow as 'published', publishAt: row.publish_at }, now)) return null;
  return rowToVariant(row);
}
