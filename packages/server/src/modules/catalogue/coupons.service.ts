import { newId } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { CouponsTable, DB } from '#platform/db/schema';
import { isUniqueViolation } from '#platform/db/unique-violation';
import { CatalogueErrors } from './catalogue.errors';
import type { CouponInput } from './catalogue.schemas';

export const couponToJson = (row: CouponsTable) => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  amount: row.amount,
  minSubtotal: row.min_subtotal,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  usageLimit: row.usage_limit,
  perCustomerLimit: row.per_customer_limit,
  timesUsed: row.times_used,
  active: row.active === 1,
  createdAt: row.created_at,
});

const columns = (input: CouponInput) => ({
  code: input.code,
  kind: input.kind,
  amount: input.kind === 'free_shipping' ? 0 : input.amount,
  min_subtotal: input.minSubtotal,
  starts_at: input.startsAt ? new Date(input.startsAt).toISOString() : null,
  ends_at: input.endsAt ? new Date(input.endsAt).toISOString() : null,
  usage_limit: input.usageLimit,
  per_customer_limit: input.perCustomerLimit,
  active: input.active ? 1 : 0,
});

const codeTaken = () => CatalogueErrors.couponCodeTaken({ code: 'Another coupon already has this code.' });

export const listCoupons = (db: Kysely<DB>, siteId: string) =>
  db
    .selectFrom('coupons')
    .selectAll()
    .where('website_id', '=', siteId)
    .orderBy('created_at', 'desc')
    .execute();

export async function couponById(db: Kysely<DB>, siteId: string, id: string) {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw CatalogueErrors.couponNotFound();
  return row;
}

export async function createCoupon(db: Kysely<DB>, siteId: string, input: CouponInput) {
  const id = newId();
  try {
    await db
      .insertInto('coupons')
      .values({
        id,
        website_id: siteId,
        ...columns(input),
        times_used: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  return couponById(db, siteId, id);
}

export async function updateCoupon(db: Kysely<DB>, siteId: string, id: string, input: CouponInput) {
  try {
    const result = await db
      .updateTable('coupons')
      .set(columns(input))
      .where('website_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw CatalogueErrors.couponNotFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  return couponById(db, siteId, id);
}

export async function deleteCoupon(db: Kysely<DB>, siteId: string, id: string) {
  const result = await db
    .deleteFrom('coupons')
    .where('website_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw CatalogueErrors.couponNotFound();
}
