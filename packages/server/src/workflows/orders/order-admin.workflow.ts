import { formatMoney, newId } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { revokeDownloads } from '#modules/orders/order-downloads.queries';
import { orderStatusPath } from '#modules/orders/order-links';
import { orderShippedMail, refundMail } from '#modules/orders/order-mail';
import { OrderErrors } from '#modules/orders/orders.errors';
import { orderToJson } from '#modules/orders/orders.model';
import { addEvent, orderById, orderLines } from '#modules/orders/orders.queries';
import type { DB } from '#platform/db/schema';
import { releaseOrder, returnStock } from '#workflows/checkout/order-release.workflow';

async function siteTitle(db: Kysely<DB> | Transaction<DB>, siteId: string) {
  return (
    (await db.selectFrom('websites').select('title').where('id', '=', siteId).executeTakeFirst())?.title ?? ''
  );
}

/** Marks a paid order fulfilled, with an optional tracking number, and emails the customer. */
export async function fulfilOrder(
  app: FastifyInstance,
  siteId: string,
  orderId: string,
  trackingNumber: string | null,
  baseUrl: string,
) {
  await app.db.transaction().execute(async (trx) => {
    const order = await orderById(trx, siteId, orderId);
    if (!order) throw OrderErrors.notFound();
    const moved = await trx
      .updateTable('orders')
      .set({ fulfilment: 'fulfilled', tracking_number: trackingNumber, updated_at: new Date().toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw OrderErrors.notPaid();
    await addEvent(
      trx,
      order,
      'fulfilled',
      trackingNumber ? `Fulfilled; tracking number ${trackingNumber}.` : 'Fulfilled.',
    );
    const json = orderToJson({ ...order, tracking_number: trackingNumber }, await orderLines(trx, orderId));
    const site = {
      title: await siteTitle(trx, siteId),
      statusUrl: `${baseUrl}${orderStatusPath(app.secret, orderId)}`,
    };
    await app.mail.enqueue(trx, {
      websiteId: siteId,
      to: order.email,
      kind: 'order-fulfilled',
      ...orderShippedMail(json, site),
    });
  });
  app.mail.kick();
}

/**
 * Refunds part or all of what is left of a paid (or cancelled) order through the provider. The
 * amount is claimed first by a conditional update, so two refunds at once can never exceed the
 * total; a refusal by the provider gives the claim back.
 */
export async function refundOrder(
  app: FastifyInstance,
  siteId: string,
  orderId: string,
  amount: number | null,
  baseUrl: string,
) {
  const key = `refund:${newId()}`;
  const claim = await app.db.transaction().execute(async (trx) => {
    const order = await orderById(trx, siteId, orderId);
    if (!order) throw OrderErrors.notFound();
    // Only money received can go back: a cancelled order is refundable only if it was paid first.
    if ((order.status !== 'paid' && order.status !== 'cancelled') || !order.paid_at)
      throw OrderErrors.notPaid();
    const left = order.total - order.refunded;
    const value = amount ?? left;
    if (value <= 0 || value > left)
      throw OrderErrors.refundTooLarge({ amount: `Refund at most ${formatMoney(left, order.currency)}.` });
    const moved = await trx
      .updateTable('orders')
      .set((eb) => ({ refunded: eb('refunded', '+', value), updated_at: new Date().toISOString() }))
      .where('id', '=', orderId)
      .where('refunded', '=', order.refunded)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw OrderErrors.refundTooLarge();
    const charge = await trx
      .selectFrom('payments')
      .select('provider_ref')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'charge')
      .where('status', '=', 'succeeded')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    await trx
      .insertInto('payments')
      .values({
        id: newId(),
        order_id: orderId,
        website_id: siteId,
        provider: order.provider,
        kind: 'refund',
        amount: value,
        currency: order.currency,
        status: 'pending',
        provider_ref: null,
        idempotency_key: key,
        created_at: new Date().toISOString(),
      })
      .execute();
    // The charge the order kept (a duplicate charge was refunded whole when it arrived).
    return { order, value, paymentRef: order.provider_ref ?? charge?.provider_ref ?? '' };
  });

  let refundRef: string;
  try {
    refundRef = (
      await app.payments.refund({
        paymentRef: claim.paymentRef,
        amount: claim.value,
        currency: claim.order.currency,
        idempotencyKey: key,
      })
    ).refundRef;
  } catch (error) {
    app.log.error({ err: error }, 'refund failed');
    await app.db.transaction().execute(async (trx) => {
      const failed = await trx
        .updateTable('payments')
        .set({ status: 'failed' })
        .where('idempotency_key', '=', key)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      // The claim goes back once, with the refund that made it.
      if (Number(failed.numUpdatedRows) !== 1) return;
      await trx
        .updateTable('orders')
        .set((eb) => ({ refunded: eb('refunded', '-', claim.value) }))
        .where('id', '=', orderId)
        .where('refunded', '>=', claim.value)
        .execute();
    });
    throw OrderErrors.refundFailed();
  }
  await app.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('payments')
      .set({ status: 'succeeded', provider_ref: refundRef })
      .where('idempotency_key', '=', key)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new Error(`refund ${key} was settled twice`);
    const order = (await orderById(trx, siteId, orderId))!;
    if (order.refunded >= order.total && order.status === 'paid') {
      await trx
        .updateTable('orders')
        .set({ status: 'refunded' })
        .where('id', '=', orderId)
        .where('status', '=', 'paid')
        .execute();
    }
    // Money back ends the right to the files: every download link of the order is withdrawn.
    await revokeDownloads(trx, orderId, new Date());
    const formatted = formatMoney(claim.value, order.currency);
    await addEvent(trx, order, 'refunded', `Refunded ${formatted}.`);
    const json = orderToJson(order, await orderLines(trx, orderId));
    const site = {
      title: await siteTitle(trx, siteId),
      statusUrl: `${baseUrl}${orderStatusPath(app.secret, orderId)}`,
    };
    await app.mail.enqueue(trx, {
      websiteId: siteId,
      to: order.email,
      kind: 'order-refund',
      ...refundMail(json, site, formatted),
    });
  });
  app.mail.kick();
}

/** Cancels an order: stock goes back; a paid order is also refunded in full. */
export async function cancelOrder(app: FastifyInstance, siteId: string, orderId: string, baseUrl: string) {
  const order = await orderById(app.db, siteId, orderId);
  if (!order) throw OrderErrors.notFound();
  if (order.status === 'pending') {
    await releaseOrder(app.db, orderId, 'cancelled', 'Cancelled by the store.');
    return;
  }
  const cancelled = await app.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', updated_at: new Date().toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    for (const line of await orderLines(trx, orderId)) {
      if (line.stock_taken > 0) await returnStock(trx, line.variant_id, line.stock_taken);
    }
    await revokeDownloads(trx, orderId, new Date());
    await addEvent(trx, order, 'cancelled', 'Cancelled by the store; stock returned.');
    return true;
  });
  if (!cancelled) throw OrderErrors.notPaid();
  if (order.total - order.refunded > 0) await refundOrder(app, siteId, orderId, null, baseUrl);
}
