import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { CatalogueErrors } from './catalogue.errors';
import { rowToVariant } from './catalogue.model';
import * as q from './catalogue.queries';

export interface VariantPatch {
  id: string;
  price?: number;
  salePrice?: number;
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
}

/**
 * Bulk edit of prices and stock (the variants table and the inventory view): all or nothing, and
 * only variants of this site.
 */
export async function patchVariants(db: Kysely<DB>, siteId: string, patches: VariantPatch[]) {
  const ids = [...new Set(patches.map((p) => p.id))];
  return db.transaction().execute(async (trx) => {
    const rows = await q.variantsById(trx, siteId, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    patches.forEach((patch, i) => {
      const row = byId.get(patch.id);
      if (!row)
        throw CatalogueErrors.variantNotFound({ [`variants.${i}.id`]: 'Not a variant of this site.' });
      const price = patch.price ?? row.price;
      const salePrice = patch.salePrice ?? row.sale_price;
      const onSale = patch.onSale ?? row.on_sale === 1;
      if (onSale && salePrice >= price) {
        throw CatalogueErrors.invalidSale({
          [`variants.${i}.salePrice`]: 'A sale price is below the price.',
        });
      }
    });
    for (const patch of patches) {
      const set: Record<string, number> = {};
      if (patch.price !== undefined) set.price = patch.price;
      if (patch.salePrice !== undefined) set.sale_price = patch.salePrice;
      if (patch.onSale !== undefined) set.on_sale = patch.onSale ? 1 : 0;
      if (patch.qtyInStock !== undefined) set.qty_in_stock = patch.qtyInStock;
      if (patch.unlimited !== undefined) set.unlimited = patch.unlimited ? 1 : 0;
      if (Object.keys(set).length === 0) continue;
      await trx
        .updateTable('product_variants')
        .set(set)
        .where('website_id', '=', siteId)
        .where('id', '=', patch.id)
        .execute();
    }
    const now = new Date().toISOString();
    const productIds = [...new Set(rows.map((r) => r.product_id))];
    await trx.updateTable('products').set({ updated_at: now }).where('id', 'in', productIds).execute();
    // The store sorts by the lowest price a visitor pays: it follows the new prices.
    if (patches.some((p) => p.price !== undefined || p.salePrice !== undefined || p.onSale !== undefined))
      await q.refreshLowestPrices(trx, productIds);
    return (await q.variantsById(trx, siteId, ids)).map(rowToVariant);
  });
}
