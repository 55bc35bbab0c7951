import { newId } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { nextOrderNumber } from '#modules/catalogue/store-settings.service';
import { insertDonation } from '#modules/donations/donations.queries';
import { addEvent, insertOrder, insertOrderLine, setProviderRef } from '#modules/orders/orders.queries';
import type { DonationsTable, OrdersTable } from '#platform/db/schema';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { CheckoutErrors } from '#workflows/checkout/checkout.errors';
import { releaseOrder } from '#workflows/checkout/order-release.workflow';
import type { DonationForm } from './donation-form';
import { contributionPath } from './donation-links';

/** A service line: never shipped; a donation is never taxed either. */
const SERVICE = 3;
/** How long the order waits for its payment before the sweeper ends it. */
const WAIT_MINUTES = 60;

export interface DonationInput {
  amount: number;
  email: string;
  name: string;
  message: string;
  frequency: 'one-time';
  /** The page language's tag when not the primary one: the receipt speaks it. */
  locale: string | null;
}

/**
 * Starts a gift, in one transaction: a store order of one service line (no shipping, no tax), its
 * number from the store's row (catalogue), its first event, and the donation with the cause and
 * fund read from the published block. Then the payment provider is asked to take the amount; if it
 * cannot, the order is released (the compensation). The order carries the payment, so the store's
 * pay page, Stripe Checkout and webhook, refunds and sweeper serve a donation as they are.
 */
export async function startDonation(
  app: FastifyInstance,
  where: { site: SiteRecord; baseUrl: string },
  form: DonationForm,
  input: DonationInput,
) {
  const siteId = where.site.id;
  const email = input.email.trim().toLowerCase();
  const { settings } = form;
  const lineName = settings.fund ? `${settings.cause} (${settings.fund})` : settings.cause;
  const { order, donation } = await app.db.transaction().execute(async (trx) => {
    const now = new Date();
    const created = now.toISOString();
    const id = newId();
    const order: OrdersTable = {
      id,
      website_id: siteId,
      number: await nextOrderNumber(trx, siteId),
      status: 'pending',
      fulfilment: 'fulfilled',
      tracking_number: null,
      email,
      shipping_address: null,
      billing_address: null,
      shipping_option: null,
      currency: settings.currency,
      subtotal: input.amount,
      discount: 0,
      shipping: 0,
      tax: 0,
      total: input.amount,
      refunded: 0,
      coupon_id: null,
      coupon_code: null,
      cart_id: null,
      locale: input.locale,
      provider: app.payments.name,
      provider_ref: null,
      reserved_until: new Date(now.getTime() + WAIT_MINUTES * 60_000).toISOString(),
      search_text: '',
      created_at: created,
      paid_at: null,
      updated_at: created,
    };
    order.search_text = [order.number, email, input.name, 'donation', lineName].join(' ').toLowerCase();
    await insertOrder(trx, order);
    await insertOrderLine(trx, {
      id: newId(),
      order_id: id,
      website_id: siteId,
      product_id: form.blockId,
      variant_id: form.blockId,
      product_type: SERVICE,
      name: lineName,
      sku: 'DONATION',
      options: '',
      quantity: 1,
      stock_taken: 0,
      unit_price: input.amount,
      amount: input.amount,
      discount: 0,
      tax: 0,
      position: 0,
    });
    await addEvent(trx, order, 'created', `Donation to ${settings.cause} started; waiting for payment.`);
    const donation: DonationsTable = {
      id: newId(),
      website_id: siteId,
      order_id: id,
      block_id: form.blockId,
      page_id: form.pageId,
      cause: settings.cause,
      fund: settings.fund ?? '',
      frequency: input.frequency,
      amount: input.amount,
      currency: settings.currency,
      email,
      donor_name: input.name.trim(),
      message: settings.allowMessage ? input.message.trim() : '',
      status: 'pending',
      receipt_number: null,
      receipt_sent_at: null,
      locale: input.locale,
      created_at: created,
      paid_at: null,
    };
    await insertDonation(trx, donation);
    return { order, donation };
  });
  try {
    const start = await app.payments.startPayment({
      orderId: order.id,
      orderNumber: order.number,
      websiteId: siteId,
      amount: order.total,
      currency: order.currency,
      email,
      lines: [{ name: lineName, quantity: 1, amount: order.total }],
      siteBaseUrl: where.baseUrl,
      successUrl: `${where.baseUrl}${contributionPath(app.secret, order.id)}`,
      cancelUrl: `${where.baseUrl}/${form.pageSlug}`,
      idempotencyKey: `donation:${order.id}`,
    });
    if (start.providerRef) await setProviderRef(app.db, order.id, start.providerRef);
    return { order, donation, redirectUrl: start.redirectUrl };
  } catch (error) {
    app.log.error({ err: error }, 'payment provider could not start a donation');
    await releaseOrder(app.db, order.id, 'failed', 'The payment provider could not start a payment.');
    throw CheckoutErrors.paymentUnavailable();
  }
}
