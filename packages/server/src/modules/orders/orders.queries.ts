import { newId } from '@atelier/domain';
import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import { precompiled, precompiledInsert } from '#platform/db/precompiled';
import type { DB, OrderLinesTable, OrdersTable } from '#platform/db/schema';

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

export interface OrderFilter {
  q: string;
  status: string;
  from: string;
  to: string;
  limit: number;
  offset: number;
}

export async function listOrders(db: Db, siteId: string, filter: OrderFilter) {
  let base = db.selectFrom('orders').where('website_id', '=', siteId);
  if (filter.status) base = base.where('status', '=', filter.status);
  else base = base.where('status', 'in', ['paid', 'refunded', 'cancelled']);
  if (filter.from) base = base.where('created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) base = base.where('created_at', '<=', `${filter.to}T23:59:59.999Z`);
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where('search_text', 'like', like);
  }
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { rows, total: Number(count.n) };
}
