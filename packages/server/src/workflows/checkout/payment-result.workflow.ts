import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { emptyAfterPayment } from '#modules/cart/cart.queries';
import { anySoldOut, returnStock, takeStock } from '#modules/catalogue/stock.queries';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { siteOwnerEmail } from '#modules/forms/forms.queries';
import { orderStatusPath } from '#modules/orders/order-links';
import { autoRefundMail, newOrderMail, orderConfirmationMail } from '#modules/orders/order-mail';
import { orderToJson } from '#modules/orders/orders.model';
import {
  addEvent,
  lockOrder,
  markPaid,
  moveOrder,
  orderById,
  orderLines,
} from '#modules/orders/orders.queries';
import { insertRefund, recordCharge } from '#modules/payments/payments.queries';
import type { DB, OrdersTable } from '#platform/db/schema';
import { storeMarkupChanged } from '#workflows/catalogue/store-markup.workflow';
import { donationPaid } from '#workflows/donations/donation-paid.workflow';
import { orderForCustomer } from '#workflows/orders/customer-mail';
import { downloadLinks, grantDownloads } from '#workflows/orders/digital-downloads.workflow';

type Db = Kysely<DB> | Transaction<DB>;

export interface PaymentSuccess {
  orderId: string;
  /** The provider's id of the captured payment (for refunds). */
  providerRef: string;
  amount: number;
  currency: string;
  /** Unique per provider event: the same event delivered twice counts once. */
  eventKey: string;
}

/**
 * What became of a payment: 'paid' made the order paid; 'duplicate' was the same provider event
 * again and changed nothing; 'already-paid' was a second charge for an order paid before it, given
 * back while the order stays paid; 'refund' could not be kept (wrong amount, or paid after the
 * stock hold ran out and the stock was gone) and was given back; 'unknown' names no order.
 */
export type PaymentOutcome = 'paid' | 'duplicate' | 'already-paid' | 'refund' | 'unknown';

/** Order states a payment can no longer make paid: its money was taken once already. */
const SETTLED = new Set(['paid', 'refunded']);

/** Where the owner's mail about a new order goes: the store's own address, else the first owner's. */
async function ownerEmail(db: Db, siteId: string): Promise<string | null> {
  const settings = await readStoreSettings(db, siteId);
  return settings.storeEmail || (await siteOwnerEmail(db, siteId)) || null;
}

/**
 * The download links of a newly paid order's digital lines, and the customer's and the owner's
 * mails about it, in the caller's transaction.
 */
async function enqueuePaidMails(app: FastifyInstance, trx: Db, order: OrdersTable, baseUrl: string) {
  // A donation's order is paid with a receipt number and the donor's receipt, not an order's mails.
  if (await donationPaid(app, trx, order)) return;
  const lines = await orderLines(trx, order.id);
  const json = orderToJson(order, lines);
  const statusUrl = `${baseUrl}${orderStatusPath(app.secret, order.id)}`;
  const customer = await orderForCustomer(trx, order.website_id, json, statusUrl);
  const owner = await ownerEmail(trx, order.website_id);
  const digital = lines.some((line) => line.product_type === 2);
  if (digital) await grantDownloads(trx, order, lines, new Date());
  const downloads = digital ? await downloadLinks(trx, app.secret, order.id, baseUrl) : [];
  await app.mail.enqueue(trx, {
    websiteId: order.website_id,
    to: order.email,
    kind: 'order-confirmation',
    ...orderConfirmationMail(customer.order, customer.site, downloads),
  });
  if (owner) {
    await app.mail.enqueue(trx, {
      websiteId: order.website_id,
      to: owner,
      kind: 'order-new',
      ...newOrderMail(json, customer.owner),
    });
  }
}

/** Takes an expired order's stock again; all lines or none. Returns the variants taken from, or null. */
async function retakeStock(trx: Db, order: OrdersTable): Promise<string[] | null> {
  const lines = (await orderLines(trx, order.id))
    .filter((l) => l.stock_taken > 0)
    .sort((a, b) => (a.variant_id < b.variant_id ? -1 : 1));
  const done: { variant: string; quantity: number }[] = [];
  for (const line of lines) {
    const { outcome } = await takeStock(trx, order.website_id, line.variant_id, line.stock_taken);
    if (outcome === 'short') {
      for (const d of done) await returnStock(trx, d.variant, d.quantity);
      return null;
    }
    if (outcome === 'taken') done.push({ variant: line.variant_id, quantity: line.stock_taken });
  }
  return done.map((d) => d.variant);
}

/**
 * Records a successful payment. The order's row is locked first (on PostgreSQL), so payments of
 * one order are decided one after the other from its current state, and every change of state is
 * still conditional on the state read. The order becomes paid exactly once: the payment row's
 * unique event key drops a repeated delivery, a second charge of a paid order is refunded as a
 * duplicate, and a payment for an order whose hold ran out takes the stock again if it is still
 * there; if not, the money goes back automatically and the customer is told.
 */
export async function completePayment(
  app: FastifyInstance,
  success: PaymentSuccess,
  baseUrl: string,
): Promise<PaymentOutcome> {
  // Variants a late payment took stock from again: if that sold one out, the cached pages must say so.
  let retaken: string[] = [];
  let siteId = '';
  const outcome = await app.db.transaction().execute(async (trx): Promise<PaymentOutcome> => {
    const order = await lockOrder(trx, success.orderId);
    if (!order) return 'unknown';
    siteId = order.website_id;
    const now = new Date().toISOString();
    if (!(await recordCharge(trx, order, success, now))) return 'duplicate';
    if (SETTLED.has(order.status) || (order.status === 'cancelled' && order.paid_at)) {
      await addEvent(
        trx,
        order,
        'duplicate-refunded',
        'A second payment for this already paid order was refunded automatically.',
      );
      return 'already-paid';
    }
    if (success.amount !== order.total || success.currency !== order.currency) {
      await addEvent(
        trx,
        order,
        'payment-mismatch',
        `A payment of ${success.amount} ${success.currency} did not match the order.`,
      );
      return 'refund';
    }
    const paid = { status: 'paid', paid_at: now, provider_ref: success.providerRef, updated_at: now };
    if (order.status === 'pending') {
      if (!(await markPaid(trx, order.id, now, success.providerRef)))
        throw new Error(`order ${order.id} left 'pending' while locked`);
      await addEvent(trx, order, 'paid', 'Payment received.');
      await clearCart(trx, order);
      await enqueuePaidMails(app, trx, { ...order, ...paid }, baseUrl);
      return 'paid';
    }
    // Expired, failed or cancelled before any payment: paid late.
    const again = await retakeStock(trx, order);
    if (again && (await moveOrder(trx, order, paid))) {
      retaken = again;
      await addEvent(
        trx,
        order,
        'paid',
        'Payment received after the stock hold ran out; the stock was still there.',
      );
      await clearCart(trx, order);
      await enqueuePaidMails(app, trx, { ...order, ...paid }, baseUrl);
      return 'paid';
    }
    if (again) throw new Error(`order ${order.id} changed state while locked`);
    const refunded = {
      status: 'refunded',
      refunded: order.total,
      provider_ref: success.providerRef,
      updated_at: now,
    };
    if (!(await moveOrder(trx, order, refunded)))
      throw new Error(`order ${order.id} changed state while locked`);
    await addEvent(
      trx,
      order,
      'refunded',
      'Paid after the stock hold ran out and the stock was gone: refunded automatically.',
    );
    const { order: json, site } = await orderForCustomer(
      trx,
      order.website_id,
      orderToJson(order, await orderLines(trx, order.id)),
      `${baseUrl}${orderStatusPath(app.secret, order.id)}`,
    );
    await app.mail.enqueue(trx, {
      websiteId: order.website_id,
      to: order.email,
      kind: 'order-auto-refund',
      ...autoRefundMail(json, site),
    });
    return 'refund';
  });
  if (outcome === 'refund' || outcome === 'already-paid') await refundThroughProvider(app, success);
  if (outcome === 'paid' && retaken.length && (await anySoldOut(app.db, retaken)))
    await storeMarkupChanged(app.db, siteId);
  app.mail.kick();
  return outcome;
}

async function refundThroughProvider(app: FastifyInstance, success: PaymentSuccess) {
  const order = await orderById(app.db, null, success.orderId);
  if (!order) return;
  const key = `auto-refund:${success.eventKey}`;
  let status = 'succeeded';
  let ref: string | null = null;
  try {
    ref = (
      await app.payments.refund({
        paymentRef: success.providerRef,
        amount: success.amount,
        currency: success.currency,
        idempotencyKey: key,
      })
    ).refundRef;
  } catch (error) {
    app.log.error({ err: error }, 'automatic refund failed');
    status = 'failed';
  }
  await insertRefund(
    app.db,
    {
      order_id: order.id,
      website_id: order.website_id,
      provider: order.provider,
      amount: success.amount,
      currency: success.currency,
      status,
      provider_ref: ref,
      idempotency_key: key,
    },
    { once: true },
  );
}

async function clearCart(trx: Db, order: OrdersTable) {
  if (order.cart_id) await emptyAfterPayment(trx, order.cart_id);
}
