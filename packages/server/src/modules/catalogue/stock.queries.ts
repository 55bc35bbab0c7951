import type { Kysely, Transaction } from 'kysely';
import { precompiled, precompiledWithList } from '#platform/db/precompiled';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

// Every checkout takes stock and asks what sold out: built and compiled once (db/precompiled.ts).
const takeStockQuery = precompiled<[number, string, string], unknown>(3, (db, quantity, variantId, siteId) =>
  db
    .updateTable('product_variants')
    .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '-', quantity) }))
    .where('id', '=', variantId)
    .where('website_id', '=', siteId)
    .where('unlimited', '=', 0)
    .where('qty_in_stock', '>=', quantity),
);
const soldOutQuery = precompiledWithList<{ id: string }, number>((db, none, ids) =>
  db
    .selectFrom('product_variants')
    .select('id')
    .where('id', 'in', ids)
    .where('unlimited', '=', none)
    .where('qty_in_stock', '<=', none)
    .limit(1),
);

/**
 * Takes `quantity` of a variant out of stock when there is enough: 'taken', 'unlimited' or
 * 'short' (with what is left). The conditional update decides, so parallel checkouts never sell a
 * unit twice.
 */
export async function takeStock(db: Db, siteId: string, variantId: string, quantity: number) {
  const result = await takeStockQuery(db, quantity, variantId, siteId);
  if (Number(result.numAffectedRows) === 1) return { outcome: 'taken' as const, available: 0 };
  const row = await db
    .selectFrom('product_variants')
    .select(['unlimited', 'qty_in_stock'])
    .where('id', '=', variantId)
    .executeTakeFirst();
  if (row?.unlimited === 1) return { outcome: 'unlimited' as const, available: 0 };
  return { outcome: 'short' as const, available: row?.qty_in_stock ?? 0 };
}

/** Puts units back into stock (a variant deleted since is simply gone). */
export const returnStock = (db: Db, variantId: string, quantity: number) =>
  db
    .updateTable('product_variants')
    .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '+', quantity) }))
    .where('id', '=', variantId)
    .execute();

/** What a variant has in stock now, if it still exists. */
export const stockOfVariant = async (db: Db, variantId: string): Promise<number | undefined> =>
  (
    await db
      .selectFrom('product_variants')
      .select('qty_in_stock')
      .where('id', '=', variantId)
      .executeTakeFirst()
  )?.qty_in_stock;

/** Whether any of these variants is now sold out (after stock was taken). */
export async function anySoldOut(db: Db, variantIds: string[]): Promise<boolean> {
  if (variantIds.length === 0) return false;
  return (await soldOutQuery(db, 0, variantIds)).rows.length > 0;
}

/** What each of these variants has in stock now (variants deleted since are left out). */
export async function stockOfVariants(db: Db, variantIds: readonly string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_variants')
    .select(['id', 'qty_in_stock'])
    .where('id', 'in', [...variantIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.qty_in_stock]));
}
