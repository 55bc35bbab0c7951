import { newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * A signed-in member's cart is theirs: claimed at sign-in (the cart the visitor filled before
 * signing in goes with the account), found again at the next sign-in on another device.
 */
export const claimCart = (db: Db, siteId: string, cartId: string, memberId: string) =>
  db
    .updateTable('carts')
    .set({ member_id: memberId })
    .where('website_id', '=', siteId)
    .where('id', '=', cartId)
    .execute();

/** The member's most recently changed cart that still has lines and waits for no payment, if any. */
export async function latestMemberCart(db: Db, siteId: string, memberId: string): Promise<string | null> {
  const row = await db
    .selectFrom('carts')
    .select('carts.id')
    .where('carts.website_id', '=', siteId)
    .where('carts.member_id', '=', memberId)
    .where('carts.order_id', 'is', null)
    .where((eb) =>
      eb.exists(eb.selectFrom('cart_lines').select('cart_id').whereRef('cart_id', '=', 'carts.id')),
    )
    .orderBy('carts.updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * A copy of a cart, its lines, coupon and language, belonging to nobody: what a member signing out
 * with `cloneCart` keeps in the browser while the original stays with the account.
 */
export async function copyCart(db: Db, siteId: string, cartId: string): Promise<string | null> {
  const cart = await db
    .selectFrom('carts')
    .select(['coupon_code', 'locale'])
    .where('website_id', '=', siteId)
    .where('id', '=', cartId)
    .executeTakeFirst();
  if (!cart) return null;
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('carts')
    .values({
      id,
      website_id: siteId,
      coupon_code: cart.coupon_code,
      order_id: null,
      locale: cart.locale ?? null,
      member_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const lines = await db.selectFrom('cart_lines').selectAll().where('cart_id', '=', cartId).execute();
  if (lines.length)
    await db
      .insertInto('cart_lines')
      .values(lines.map((line) => ({ ...line, cart_id: id })))
      .execute();
  return id;
}

/** A deleted member's carts belong to nobody: their browsers keep them, no account finds them. */
export const releaseMemberCarts = (db: Db, siteId: string, memberId: string) =>
  db
    .updateTable('carts')
    .set({ member_id: null })
    .where('website_id', '=', siteId)
    .where('member_id', '=', memberId)
    .execute();
