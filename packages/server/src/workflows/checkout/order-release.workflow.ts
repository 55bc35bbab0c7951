import type { Kysely, Transaction } from 'kysely';
import { addEvent, orderLines } from '#modules/orders/orders.queries';
import type { DB } from '#platform/db/schema';
import { storeMarkupChanged } from '#workflows/catalogue/store-markup.workflow';

type Db = Kysely<DB> | Transaction<DB>;

/** Puts a line's units back into stock (a variant deleted since is simply gone). */
export const returnStock = (db: Db, variantId: string, quantity: number) =>
  db
    .updateTable('product_variants')
    .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '+', quantity) }))
    .where('id', '=', variantId)
    .execute();

/** Gives back one use of a coupon, overall and for the customer. */
export async function returnCouponUse(db: Db, couponId: string, email: string) {
  await db
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '-', 1) }))
    .where('id', '=', couponId)
    .where('times_used', '>', 0)
    .execute();
  await db
    .updateTable('coupon_customer_uses')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('coupon_id', '=', couponId)
    .where('email', '=', email)
    .where('uses', '>', 0)
    .execute();
}

/**
 * Ends a pending order without payment (cancelled, failed, expired) and gives back what it held.
 * Only the one caller whose conditional update moves the order out of 'pending' returns the
 * stock, so a release racing a payment or another release never counts twice.
 */
export async function releaseOrder(
  db: Kysely<DB>,
  orderId: string,
  status: 'cancelled' | 'failed' | 'expired',
  detail: string,
): Promise<boolean> {
  let backInStock: string | null = null;
  const released = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('orders')
      .set({ status, updated_at: new Date().toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    for (const line of await orderLines(trx, orderId)) {
      if (line.stock_taken <= 0) continue;
      await returnStock(trx, line.variant_id, line.stock_taken);
      const now = await trx
        .selectFrom('product_variants')
        .select('qty_in_stock')
        .where('id', '=', line.variant_id)
        .executeTakeFirst();
      // Back from sold out: the store's pages say so again.
      if (now && now.qty_in_stock === line.stock_taken) backInStock = order.website_id;
    }
    if (order.coupon_id) await returnCouponUse(trx, order.coupon_id, order.email);
    await trx.updateTable('carts').set({ order_id: null }).where('order_id', '=', orderId).execute();
    await addEvent(trx, order, status, detail);
    return true;
  });
  if (backInStock) await storeMarkupChanged(db, backInStock);
  return released;
}
