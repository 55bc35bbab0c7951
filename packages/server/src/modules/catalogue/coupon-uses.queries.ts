import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Counts one use of a coupon, within its total and per-customer limits; false when used up. Both
 * counts move by conditional updates checked by affected rows, so parallel checkouts cannot pass a
 * limit together.
 */
export async function useCoupon(
  db: Db,
  coupon: { id: string; per_customer_limit: number | null },
  email: string,
) {
  const total = await db
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('id', '=', coupon.id)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  if (Number(total.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('coupon_customer_uses')
    .values({ coupon_id: coupon.id, email, uses: 0 })
    .onConflict((oc) => oc.columns(['coupon_id', 'email']).doNothing())
    .execute();
  let own = db
    .updateTable('coupon_customer_uses')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('coupon_id', '=', coupon.id)
    .where('email', '=', email);
  if (coupon.per_customer_limit !== null) own = own.where('uses', '<', coupon.per_customer_limit);
  return Number((await own.executeTakeFirst()).numUpdatedRows) === 1;
}

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
