import { newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { CartsTable, DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export const MAX_LINE_QUANTITY = 999;

export async function cartById(db: Db, siteId: string, cartId: string): Promise<CartsTable | null> {
  const row = await db
    .selectFrom('carts')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', cartId)
    .executeTakeFirst();
  return row ?? null;
}

export async function createCart(db: Db, siteId: string): Promise<CartsTable> {
  const now = new Date().toISOString();
  const row: CartsTable = {
    id: newId(),
    website_id: siteId,
    coupon_code: null,
    order_id: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('carts').values(row).execute();
  return row;
}

export const cartLines = (db: Db, cartId: string) =>
  db
    .selectFrom('cart_lines')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('added_at')
    .orderBy('variant_id')
    .execute();

export async function lineQuantity(db: Db, cartId: string, variantId: string): Promise<number> {
  const row = await db
    .selectFrom('cart_lines')
    .select('quantity')
    .where('cart_id', '=', cartId)
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

/** Sets a line's quantity; 0 removes it. */
export async function setLine(db: Db, cartId: string, variantId: string, quantity: number): Promise<void> {
  if (quantity <= 0) {
    await db
      .deleteFrom('cart_lines')
      .where('cart_id', '=', cartId)
      .where('variant_id', '=', variantId)
      .execute();
  } else {
    await db
      .insertInto('cart_lines')
      .values({ cart_id: cartId, variant_id: variantId, quantity, added_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['cart_id', 'variant_id']).doUpdateSet({ quantity }))
      .execute();
  }
  await touch(db, cartId);
}

export const touch = (db: Db, cartId: string) =>
  db.updateTable('carts').set({ updated_at: new Date().toISOString() }).where('id', '=', cartId).execute();

export const setCoupon = (db: Db, cartId: string, code: string | null) =>
  db
    .updateTable('carts')
    .set({ coupon_code: code, updated_at: new Date().toISOString() })
    .where('id', '=', cartId)
    .execute();
