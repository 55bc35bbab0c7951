import type { Kysely } from 'kysely';
import { unlinkOrder } from '#modules/cart/cart.queries';
import { returnCouponUse } from '#modules/catalogue/coupon-uses.queries';
import { returnStock, stockOfVariant } from '#modules/catalogue/stock.queries';
import { addEvent, moveOrder, orderById, orderLines } from '#modules/orders/orders.queries';
import type { DB } from '#platform/db/schema';
import { storeMarkupChanged } from '#workflows/catalogue/store-markup.workflow';

/**
 * Ends a pending order without payment (cancelled, failed, expired) and gives back what it held,
 * in one transaction: the order leaves 'pending' (orders), its lines' stock and its coupon use go
 * back (catalogue), its cart is free again (cart), and the event is recorded (orders). Only the
 * one caller whose conditional update moves the order out of 'pending' returns the stock, so a
 * release racing a payment or another release never counts twice.
 */
export async function releaseOrder(
  db: Kysely<DB>,
  orderId: string,
  status: 'cancelled' | 'failed' | 'expired',
  detail: string,
): Promise<boolean> {
  let backInStock: string | null = null;
  const released = await db.transaction().execute(async (trx) => {
    const moved = await moveOrder(
      trx,
      { id: orderId, status: 'pending' },
      { status, updated_at: new Date().toISOString() },
    );
    if (!moved) return false;
    const order = await orderById(trx, null, orderId);
    if (!order) throw new Error(`order ${orderId} vanished while released`);
    for (const line of await orderLines(trx, orderId)) {
      if (line.stock_taken <= 0) continue;
      await returnStock(trx, line.variant_id, line.stock_taken);
      // Back from sold out: the store's pages say so again.
      if ((await stockOfVariant(trx, line.variant_id)) === line.stock_taken) backInStock = order.website_id;
    }
    if (order.coupon_id) await returnCouponUse(trx, order.coupon_id, order.email);
    await unlinkOrder(trx, orderId);
    await addEvent(trx, order, status, detail);
    return true;
  });
  if (backInStock) await storeMarkupChanged(db, backInStock);
  return released;
}
