import { newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import { precompiled, precompiledInsert } from '#platform/db/precompiled';
import type { CartLinesTable, CartsTable, DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export const MAX_LINE_QUANTITY = 999;

// The queries of every cart request and checkout are built and compiled once (db/precompiled.ts).
const cartQuery = precompiled<[string, string], CartsTable>(2, (db, siteId, cartId) =>
  db.selectFrom('carts').selectAll().where('website_id', '=', siteId).where('id', '=', cartId),
);
const insertCart = precompiledInsert('carts', [
  'id',
  'website_id',
  'coupon_code',
  'order_id',
  'locale',
  'member_id',
  'created_at',
  'updated_at',
]);
const linesQuery = precompiled<[string], CartLinesTable>(1, (db, cartId) =>
  db
    .selectFrom('cart_lines')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('added_at')
    .orderBy('variant_id'),
);
const lineQuantityQuery = precompiled<[string, string], { quantity: number }>(2, (db, cartId, variantId) =>
  db
    .selectFrom('cart_lines')
    .select('quantity')
    .where('cart_id', '=', cartId)
    .where('variant_id', '=', variantId),
);
const touchQuery = precompiled<[string, string], unknown>(2, (db, at, cartId) =>
  db.updateTable('carts').set({ updated_at: at }).where('id', '=', cartId),
);

const removeLineQuery = precompiled<[string, string], unknown>(2, (db, cartId, variantId) =>
  db.deleteFrom('cart_lines').where('cart_id', '=', cartId).where('variant_id', '=', variantId),
);
const upsertLineQuery = precompiled<[string, string, number, string], unknown>(
  4,
  (db, cartId, variantId, quantity, at) =>
    db
      .insertInto('cart_lines')
      .values({ cart_id: cartId, variant_id: variantId, quantity, added_at: at })
      .onConflict((oc) => oc.columns(['cart_id', 'variant_id']).doUpdateSet({ quantity })),
);

const linkOrderQuery = precompiled<[string, string, string], unknown>(3, (db, orderId, at, cartId) =>
  db.updateTable('carts').set({ order_id: orderId, updated_at: at }).where('id', '=', cartId),
);
const emptyCartQuery = precompiled<[string], unknown>(1, (db, cartId) =>
  db.deleteFrom('cart_lines').where('cart_id', '=', cartId),
);
const unlinkCartQuery = precompiled<[string], unknown>(1, (db, cartId) =>
  db.updateTable('carts').set({ order_id: null, coupon_code: null }).where('id', '=', cartId),
);

export async function cartById(db: Db, siteId: string, cartId: string): Promise<CartsTable | null> {
  return (await cartQuery(db, siteId, cartId)).rows[0] ?? null;
}

/** A new cart; `locale` is the site language it is filled in, null for the primary one. */
export async function createCart(db: Db, siteId: string, locale: string | null = null): Promise<CartsTable> {
  const now = new Date().toISOString();
  const row: CartsTable = {
    id: newId(),
    website_id: siteId,
    coupon_code: null,
    order_id: null,
    locale,
    member_id: null,
    created_at: now,
    updated_at: now,
  };
  await insertCart(db, row);
  return row;
}

/** The cart is now filled from a page in another language: its screens and order follow it. */
export const setCartLocale = (db: Db, cartId: string, locale: string | null) =>
  db.updateTable('carts').set({ locale }).where('id', '=', cartId).execute();

export const cartLines = async (db: Db, cartId: string): Promise<CartLinesTable[]> =>
  (await linesQuery(db, cartId)).rows;

export async function lineQuantity(db: Db, cartId: string, variantId: string): Promise<number> {
  return (await lineQuantityQuery(db, cartId, variantId)).rows[0]?.quantity ?? 0;
}

/** Sets a line's quantity; 0 removes it. */
export async function setLine(db: Db, cartId: string, variantId: string, quantity: number): Promise<void> {
  if (quantity <= 0) await removeLineQuery(db, cartId, variantId);
  else await upsertLineQuery(db, cartId, variantId, quantity, new Date().toISOString());
  await touch(db, cartId);
}

export const touch = (db: Db, cartId: string) => touchQuery(db, new Date().toISOString(), cartId);

export const setCoupon = (db: Db, cartId: string, code: string | null) =>
  db
    .updateTable('carts')
    .set({ coupon_code: code, updated_at: new Date().toISOString() })
    .where('id', '=', cartId)
    .execute();

/** The pending order a checkout of the cart started; a second checkout gives it back first. */
export const linkOrder = (db: Db, cartId: string, orderId: string, at: string) =>
  linkOrderQuery(db, orderId, at, cartId);

/** The cart of an order that ended unpaid is the visitor's to change and check out again. */
export const unlinkOrder = (db: Db, orderId: string) =>
  db.updateTable('carts').set({ order_id: null }).where('order_id', '=', orderId).execute();

/** A paid order's cart starts over: no lines, no coupon, no order. */
export async function emptyAfterPayment(db: Db, cartId: string): Promise<void> {
  await emptyCartQuery(db, cartId);
  await unlinkCartQuery(db, cartId);
}
