import { newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import { precompiled } from '#platform/db/precompiled';
import type { DB, PaymentsTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

// Every payment records its charge (db/precompiled.ts): compiled once.
const insertChargeQuery = precompiled<
  [string, string, string, string, number, string, string, string, string],
  unknown
>(9, (db, id, orderId, siteId, provider, amount, currency, providerRef, eventKey, at) =>
  db
    .insertInto('payments')
    .values({
      id,
      order_id: orderId,
      website_id: siteId,
      provider,
      kind: 'charge',
      amount,
      currency,
      status: 'succeeded',
      provider_ref: providerRef,
      idempotency_key: eventKey,
      created_at: at,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing()),
);

/**
 * Records a captured payment of an order; false when its provider event was recorded before (the
 * unique event key drops a repeated delivery).
 */
export async function recordCharge(
  db: Db,
  order: { id: string; website_id: string; provider: string },
  charge: { amount: number; currency: string; providerRef: string; eventKey: string },
  at: string,
): Promise<boolean> {
  const inserted = await insertChargeQuery(
    db,
    newId(),
    order.id,
    order.website_id,
    order.provider,
    charge.amount,
    charge.currency,
    charge.providerRef,
    charge.eventKey,
    at,
  );
  return Number(inserted.numAffectedRows ?? 0n) === 1;
}

/** Records a refund; with `once`, a second one with the same idempotency key is dropped. */
export async function insertRefund(
  db: Db,
  refund: Omit<PaymentsTable, 'id' | 'kind' | 'created_at'>,
  { once }: { once: boolean },
): Promise<void> {
  const insert = db
    .insertInto('payments')
    .values({ id: newId(), ...refund, kind: 'refund', created_at: new Date().toISOString() });
  await (once ? insert.onConflict((oc) => oc.column('idempotency_key').doNothing()) : insert).execute();
}

/** The provider's id of the order's latest successful charge. */
export const latestChargeRef = async (db: Db, orderId: string): Promise<string | null | undefined> =>
  (
    await db
      .selectFrom('payments')
      .select('provider_ref')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'charge')
      .where('status', '=', 'succeeded')
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
  )?.provider_ref;

/** Settles a pending refund once: false when it was settled already. */
export async function settleRefund(
  db: Db,
  idempotencyKey: string,
  outcome: { status: 'failed' } | { status: 'succeeded'; providerRef: string },
): Promise<boolean> {
  const settled = await db
    .updateTable('payments')
    .set(
      outcome.status === 'failed'
        ? { status: 'failed' }
        : { status: 'succeeded', provider_ref: outcome.providerRef },
    )
    .where('idempotency_key', '=', idempotencyKey)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(settled.numUpdatedRows) === 1;
}
