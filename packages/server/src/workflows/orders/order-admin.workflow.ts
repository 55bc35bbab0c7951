import { formatMoney, newId } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { returnStock } from '#modules/catalogue/stock.queries';
import { markDonationRefunded } from '#modules/donations/donations.queries';
import { revokeDownloads } from '#modules/orders/order-downloads.queries';
import { orderStatusPath } from '#modules/orders/order-links';
import { orderShippedMail, refundMail } from '#modules/orders/order-mail';
import { OrderErrors } from '#modules/orders/orders.errors';
import { orderToJson } from '#modules/orders/orders.model';
import {
  addEvent,
  claimRefund,
  markFulfilled,
  markRefundedIfPaid,
  moveOrder,
  orderById,
  orderLines,
  releaseRefundClaim,
} from '#modules/orders/orders.queries';
import { insertRefund, latestChargeRef, settleRefund } from '#modules/payments/payments.queries';
import { releaseOrder } from '#workflows/checkout/order-release.workflow';
import { REVIEW_REQUESTS_JOB } from '#workflows/reviews/review-requests.job';
import { scheduleReviewRequest } from '#workflows/reviews/review-requests.workflow';
import { orderForCustomer } from './customer-mail';

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
    if (!(await markFulfilled(trx, orderId, trackingNumber))) throw OrderErrors.notPaid();
    // The customer is asked for a review the owner's delay later (modules/reviews).
    await scheduleReviewRequest(trx, order, baseUrl, app.jobs.clock.now());
    await addEvent(
      trx,
      order,
      'fulfilled',
      trackingNumber ? `Fulfilled; tracking number ${trackingNumber}.` : 'Fulfilled.',
    );
    const { order: json, site } = await orderForCustomer(
      trx,
      siteId,
      orderToJson({ ...order, tracking_number: trackingNumber }, await orderLines(trx, orderId)),
      `${baseUrl}${orderStatusPath(app.secret, orderId)}`,
    );
    await app.mail.enqueue(trx, {
      websiteId: siteId,
      to: order.email,
      kind: 'order-fulfilled',
      ...orderShippedMail(json, site),
    });
  });
  app.mail.kick();
  // The review request's due time is new: the job looks again (a delay of 0 days mails it now).
  app.jobs.wake(REVIEW_REQUESTS_JOB);
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
    if (!(await claimRefund(trx, order, value))) throw OrderErrors.refundTooLarge();
    const chargeRef = await latestChargeRef(trx, orderId);
    await insertRefund(
      trx,
      {
        order_id: orderId,
        website_id: siteId,
        provider: order.provider,
        amount: value,
        currency: order.currency,
        status: 'pending',
        provider_ref: null,
        idempotency_key: key,
      },
      { once: false },
    );
    // The charge the order kept (a duplicate charge was refunded whole when it arrived).
    return { order, value, paymentRef: order.provider_ref ?? chargeRef ?? '' };
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
      // The claim goes back once, with the refund that made it.
      if (await settleRefund(trx, key, { status: 'failed' }))
        await releaseRefundClaim(trx, orderId, claim.value);
    });
    throw OrderErrors.refundFailed();
  }
  await app.db.transaction().execute(async (trx) => {
    if (!(await settleRefund(trx, key, { status: 'succeeded', providerRef: refundRef })))
      throw new Error(`refund ${key} was settled twice`);
    const order = (await orderById(trx, siteId, orderId))!;
    if (order.refunded >= order.total && order.status === 'paid') await markRefundedIfPaid(trx, orderId);
    // A gift refunded in full leaves the donors' totals (modules/donations); its receipt number stays taken.
    if (order.refunded >= order.total) await markDonationRefunded(trx, orderId);
    // Money back ends the right to the files: every download link of the order is withdrawn.
    await revokeDownloads(trx, orderId, new Date());
    const formatted = formatMoney(claim.value, order.currency);
    await addEvent(trx, order, 'refunded', `Refunded ${formatted}.`);
    const { order: json, site } = await orderForCustomer(
      trx,
      siteId,
      orderToJson(order, await orderLines(trx, orderId)),
      `${baseUrl}${orderStatusPath(app.secret, orderId)}`,
    );
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
    const moved = await moveOrder(
      trx,
      { id: orderId, status: 'paid' },
      { status: 'cancelled', updated_at: new Date().toISOString() },
    );
    if (!moved) return false;
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
