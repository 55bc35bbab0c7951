import { newId } from '@atelier/domain';
import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import { type Key, type KeysetPage, keysetPage, type PageRequest } from '#platform/db/keyset';
import { precompiled, precompiledInsert } from '#platform/db/precompiled';
import type { DB, OrderLinesTable, OrdersTable } from '#platform/db/schema';
import { searchWords, textIndexOf } from '#platform/db/text-search';

type Db = Kysely<DB> | Transaction<DB>;

const orderQuery = precompiled<[string], OrdersTable>(1, (db, id) =>
  db.selectFrom('orders').selectAll().where('id', '=', id),
);
const siteOrderQuery = precompiled<[string, string], OrdersTable>(2, (db, siteId, id) =>
  db.selectFrom('orders').selectAll().where('id', '=', id).where('website_id', '=', siteId),
);

/** An order by id, of the given site only when one is given (every payment reads one). */
export async function orderById(db: Db, siteId: string | null, id: string): Promise<OrdersTable | null> {
  const { rows } = siteId ? await siteOrderQuery(db, siteId, id) : await orderQuery(db, id);
  return rows[0] ?? null;
}

const lockedOrderQuery = precompiled<[string], OrdersTable>(1, (db, id) => {
  const query = db.selectFrom('orders').selectAll().where('id', '=', id);
  // SQLite has one writer at a time and no row locks; PostgreSQL holds the row to the transaction's end.
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
});

/**
 * An order read for a change that depends on its current state: on PostgreSQL its row stays locked
 * until the caller's transaction ends, so a payment racing another payment of the same order waits
 * and then reads the state the other one left, instead of deciding from a stale copy.
 */
export async function lockOrder(trx: Transaction<DB>, id: string): Promise<OrdersTable | null> {
  return (await lockedOrderQuery(trx, id)).rows[0] ?? null;
}

const linesQuery = precompiled<[string], OrderLinesTable>(1, (db, orderId) =>
  db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position'),
);

export const orderLines = async (db: Db, orderId: string): Promise<OrderLinesTable[]> =>
  (await linesQuery(db, orderId)).rows;

export const orderEvents = (db: Db, orderId: string) =>
  db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const orderPayments = (db: Db, orderId: string) =>
  db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();

const insertEvent = precompiledInsert('order_events', [
  'id',
  'order_id',
  'website_id',
  'kind',
  'detail',
  'created_at',
]);

export async function addEvent(db: Db, order: { id: string; website_id: string }, kind: string, detail = '') {
  await insertEvent(db, {
    id: newId(),
    order_id: order.id,
    website_id: order.website_id,
    kind,
    detail,
    created_at: new Date().toISOString(),
  });
}

// The writes of every checkout and payment, compiled once (db/precompiled.ts).
const insertOrderRow = precompiledInsert('orders', [
  'id',
  'website_id',
  'number',
  'status',
  'fulfilment',
  'tracking_number',
  'email',
  'shipping_address',
  'billing_address',
  'shipping_option',
  'currency',
  'subtotal',
  'discount',
  'shipping',
  'tax',
  'total',
  'refunded',
  'coupon_id',
  'coupon_code',
  'cart_id',
  'provider',
  'provider_ref',
  'reserved_until',
  'search_text',
  'locale',
  'created_at',
  'paid_at',
  'updated_at',
]);
const insertLineRow = precompiledInsert('order_lines', [
  'id',
  'order_id',
  'website_id',
  'product_id',
  'variant_id',
  'product_type',
  'name',
  'sku',
  'options',
  'quantity',
  'stock_taken',
  'unit_price',
  'amount',
  'discount',
  'tax',
  'position',
]);
const markPaidQuery = precompiled<[string, string, string], unknown>(3, (db, at, providerRef, orderId) =>
  db
    .updateTable('orders')
    .set({ status: 'paid', paid_at: at, provider_ref: providerRef, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'pending'),
);

export const insertOrder = (db: Db, row: OrdersTable) => insertOrderRow(db, row);

export const insertOrderLine = (db: Db, row: OrderLinesTable) => insertLineRow(db, row);

/** The provider's id of a checkout's payment attempt, while the order still waits for it. */
export const setProviderRef = (db: Db, orderId: string, providerRef: string) =>
  db
    .updateTable('orders')
    .set({ provider_ref: providerRef })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();

/**
 * Moves an order on from the state it was read in; false when it was no longer in that state (the
 * conditional update decides between racing callers).
 */
export async function moveOrder(
  db: Db,
  order: Pick<OrdersTable, 'id' | 'status'>,
  change: Partial<OrdersTable>,
): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set(change)
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Marks a pending order paid; false when it was no longer pending. */
export async function markPaid(db: Db, orderId: string, at: string, providerRef: string): Promise<boolean> {
  const moved = await markPaidQuery(db, at, providerRef, orderId);
  return Number(moved.numAffectedRows) === 1;
}

/** Marks a paid order fulfilled; false when it is not paid. */
export async function markFulfilled(
  db: Db,
  orderId: string,
  trackingNumber: string | null,
): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set({ fulfilment: 'fulfilled', tracking_number: trackingNumber, updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/**
 * Claims `amount` more of the order as refunded, from the refunded total it was read with; false
 * when another refund moved it first (so two refunds at once never exceed the total).
 */
export async function claimRefund(
  db: Db,
  order: Pick<OrdersTable, 'id' | 'refunded'>,
  amount: number,
): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set((eb) => ({ refunded: eb('refunded', '+', amount), updated_at: new Date().toISOString() }))
    .where('id', '=', order.id)
    .where('refunded', '=', order.refunded)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Gives back a refund claim the provider refused. */
export const releaseRefundClaim = (db: Db, orderId: string, amount: number) =>
  db
    .updateTable('orders')
    .set((eb) => ({ refunded: eb('refunded', '-', amount) }))
    .where('id', '=', orderId)
    .where('refunded', '>=', amount)
    .execute();

/** A paid order refunded in full becomes refunded. */
export const markRefundedIfPaid = (db: Db, orderId: string) =>
  db
    .updateTable('orders')
    .set({ status: 'refunded' })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .execute();

/** Pending orders whose hold ran out, oldest first. */
export async function expiredOrderIds(db: Db, now: Date, limit = 200): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('reserved_until', '<', now.toISOString())
    .orderBy('reserved_until')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export interface OrderFilter {
  q: string;
  status: string;
  from: string;
  to: string;
}

/** The statuses the list shows unless one is asked for: orders that were paid. */
const SETTLED = ['paid', 'refunded', 'cancelled'];

/**
 * The owner's orders, newest first, a page at a time by key (created_at, id): the order number,
 * email, customer name and lines are searched through the text index (migration 0025), so
 * searching a store of 100,000 orders costs about what one of 10,000 does.
 */
export function listOrders(
  db: Db,
  siteId: string,
  filter: OrderFilter,
  page: PageRequest,
  withCount: boolean,
) {
  return keysetPage(
    db,
    {
      table: 'orders',
      base: (from) => {
        let base = db.selectFrom((from ?? 'orders') as 'orders').where('website_id', '=', siteId);
        if (filter.status) base = base.where('status', '=', filter.status);
        else base = base.where('status', 'in', SETTLED);
        if (filter.from) base = base.where('created_at', '>=', `${filter.from}T00:00:00.000Z`);
        if (filter.to) base = base.where('created_at', '<=', `${filter.to}T23:59:59.999Z`);
        return base;
      },
      keys: ['created_at', 'id'],
      direction: 'desc',
      search: { index: textIndexOf('orders'), words: searchWords(filter.q, true) },
      keyOf: (row: OrdersTable) => [row.created_at, row.id],
    },
    page,
    withCount,
  );
}

/** Orders read for an export: this many at a time, by key, so no export holds them all. */
const EXPORT_PAGE = 1000;

/** Every order the filter finds, newest first, read a page at a time (the CSV export streams them). */
export async function* allOrders(db: Db, siteId: string, filter: OrderFilter): AsyncGenerator<OrdersTable[]> {
  let cursor: Key | null = null;
  for (;;) {
    const page: KeysetPage<OrdersTable> = await listOrders(
      db,
      siteId,
      filter,
      { cursor, offset: 0, limit: EXPORT_PAGE },
      false,
    );
    if (page.rows.length) yield page.rows;
    if (!page.next) return;
    const last = page.rows[page.rows.length - 1]!;
    cursor = [last.created_at, last.id];
  }
}
