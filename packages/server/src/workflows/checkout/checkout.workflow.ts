import { newId, type PostalAddress, validateAddress } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { cartById, linkOrder } from '#modules/cart/cart.queries';
import { useCoupon } from '#modules/catalogue/coupon-uses.queries';
import { anySoldOut, takeStock } from '#modules/catalogue/stock.queries';
import { nextOrderNumber } from '#modules/catalogue/store-settings.service';
import { orderStatusPath } from '#modules/orders/order-links';
import {
  addEvent,
  expiredOrderIds,
  insertOrder,
  insertOrderLine,
  setProviderRef,
} from '#modules/orders/orders.queries';
import type { DB, OrdersTable } from '#platform/db/schema';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { storeMarkupChanged } from '#workflows/catalogue/store-markup.workflow';
import { minimumSubtotalMessage, type PricedCart, priceCart } from './cart-pricing.workflow';
import { CheckoutErrors } from './checkout.errors';
import { releaseOrder } from './order-release.workflow';

export interface CheckoutInput {
  email: string;
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  shippingRateId: string | null;
}

export interface CheckoutWhere {
  site: SiteRecord;
  /** The site's address as the customer uses it. */
  baseUrl: string;
}

const prefixed = (prefix: string, errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v]));

function checkAddresses(priced: PricedCart, input: CheckoutInput) {
  const errors: Record<string, string> = {};
  if (priced.totals.requiresShipping) {
    if (!input.shippingAddress) errors.shippingAddress = 'Enter a shipping address.';
    else Object.assign(errors, prefixed('shippingAddress', validateAddress(input.shippingAddress)));
  }
  if (input.billingAddress)
    Object.assign(errors, prefixed('billingAddress', validateAddress(input.billingAddress)));
  if (Object.keys(errors).length) throw CheckoutErrors.addressInvalid(errors);
  const zonesConfigured = priced.settings.shippingZones.length > 0;
  if (priced.totals.requiresShipping && zonesConfigured && !priced.totals.selectedShipping) {
    throw CheckoutErrors.noShipping({ shippingRateId: 'We do not ship to this address.' });
  }
  if (
    input.shippingRateId &&
    priced.totals.selectedShipping &&
    priced.totals.selectedShipping.id !== input.shippingRateId
  ) {
    throw CheckoutErrors.noShipping({
      shippingRateId: 'This shipping option is not offered for this address.',
    });
  }
}

/**
 * Starts paying for a cart, in one transaction, so a crash leaves either all of it or none: prices
 * it (catalogue), holds its stock and its coupon use (catalogue), takes an order number (catalogue:
 * the store's row), writes the pending order with its lines and first event (orders) and ties the
 * cart to it (cart). Stock is taken by conditional updates in variant-id order (one lock order: no
 * deadlocks). Then the provider is asked to start the payment; if it cannot, the order is released
 * (the compensation: releaseOrder gives everything back).
 */
export async function startCheckout(
  app: FastifyInstance,
  where: CheckoutWhere,
  cartId: string,
  input: CheckoutInput,
) {
  const siteId = where.site.id;
  const email = input.email.trim().toLowerCase();
  const cart = await cartById(app.db, siteId, cartId);
  if (!cart) throw CheckoutErrors.emptyCart();
  // A second attempt from the same cart gives back what the first one held.
  if (cart.order_id) await releaseOrder(app.db, cart.order_id, 'cancelled', 'Checkout started again.');

  const order = await app.db.transaction().execute(async (trx) => {
    const now = new Date();
    const destination = input.shippingAddress
      ? {
          country: input.shippingAddress.country.toUpperCase(),
          region: input.shippingAddress.region.toUpperCase(),
        }
      : null;
    const priced = await priceCart(trx, siteId, cart, {
      destination,
      shippingRateId: input.shippingRateId,
      now,
    });
    if (priced.lines.length === 0) throw CheckoutErrors.emptyCart();
    if (priced.totals.belowMinimum) {
      const message = minimumSubtotalMessage(priced.settings);
      throw CheckoutErrors.belowMinimum({ subtotal: message }, message);
    }
    checkAddresses(priced, input);
    // The customer expects the discount they saw: a coupon gone bad stops the checkout, clearly.
    if (priced.coupon && !priced.coupon.ok) {
      throw CheckoutErrors.couponUsedUp({ coupon: priced.coupon.reason }, priced.coupon.reason);
    }

    const taken = new Map<string, number>();
    for (const line of [...priced.lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) {
      const { outcome, available } = await takeStock(trx, siteId, line.variantId, line.quantity);
      if (outcome === 'short') {
        const message =
          available > 0 ? `Only ${available} of ${line.name} left.` : `${line.name} is sold out.`;
        throw CheckoutErrors.soldOut({ [`lines.${line.variantId}`]: message }, `Sold out: ${message}`);
      }
      taken.set(line.variantId, outcome === 'taken' ? line.quantity : 0);
    }

    const coupon = priced.coupon?.ok && priced.totals.coupon ? priced.coupon.row : null;
    if (coupon && !(await useCoupon(trx, coupon, email)))
      throw CheckoutErrors.couponUsedUp({ coupon: 'This coupon has been used up.' });

    const { totals, settings } = priced;
    const id = newId();
    const created = now.toISOString();
    const row: OrdersTable = {
      id,
      website_id: siteId,
      number: await nextOrderNumber(trx, siteId),
      status: 'pending',
      fulfilment: priced.totals.requiresShipping ? 'unfulfilled' : 'fulfilled',
      tracking_number: null,
      email,
      shipping_address: input.shippingAddress ? JSON.stringify(input.shippingAddress) : null,
      billing_address: JSON.stringify(input.billingAddress ?? input.shippingAddress),
      shipping_option: totals.selectedShipping ? JSON.stringify(totals.selectedShipping) : null,
      currency: settings.currency,
      subtotal: totals.subtotal,
      discount: totals.discount,
      shipping: totals.shipping,
      tax: totals.tax,
      total: totals.total,
      refunded: 0,
      coupon_id: coupon?.id ?? null,
      coupon_code: coupon?.code ?? null,
      cart_id: cart.id,
      // The order speaks the cart's language: its pages and the customer's mails.
      locale: cart.locale ?? null,
      provider: app.payments.name,
      provider_ref: null,
      reserved_until: new Date(now.getTime() + settings.reservationMinutes * 60_000).toISOString(),
      search_text: '',
      created_at: created,
      paid_at: null,
      updated_at: created,
    };
    row.search_text = [
      row.number,
      email,
      input.shippingAddress?.name ?? '',
      ...priced.lines.map((l) => `${l.name} ${l.sku}`),
    ]
      .join(' ')
      .toLowerCase();
    await insertOrder(trx, row);
    for (const [position, line] of priced.lines.entries()) {
      const lineTotals = totals.lines[position]!;
      await insertOrderLine(trx, {
        id: newId(),
        order_id: id,
        website_id: siteId,
        product_id: line.productId,
        variant_id: line.variantId,
        product_type: line.productType,
        name: line.name,
        sku: line.sku,
        options: line.options,
        quantity: line.quantity,
        stock_taken: taken.get(line.variantId) ?? 0,
        unit_price: line.unitPrice,
        amount: lineTotals.amount,
        discount: lineTotals.discount,
        tax: lineTotals.tax,
        position,
      });
    }
    await addEvent(trx, row, 'created', 'Checkout started; stock held until payment.');
    await linkOrder(trx, cart.id, id, created);
    return { row, priced };
  });

  const held = order.priced.lines.map((l) => l.variantId);
  if (await anySoldOut(app.db, held)) await storeMarkupChanged(app.db, siteId);
  try {
    const start = await app.payments.startPayment({
      orderId: order.row.id,
      orderNumber: order.row.number,
      websiteId: siteId,
      amount: order.row.total,
      currency: order.row.currency,
      email,
      lines: order.priced.lines.map((l) => ({
        name: l.name,
        quantity: l.quantity,
        amount: l.unitPrice * l.quantity,
      })),
      siteBaseUrl: where.baseUrl,
      successUrl: `${where.baseUrl}${orderStatusPath(app.secret, order.row.id)}&placed=1`,
      cancelUrl: `${where.baseUrl}/cart`,
      idempotencyKey: `checkout:${order.row.id}`,
    });
    if (start.providerRef) await setProviderRef(app.db, order.row.id, start.providerRef);
    return { order: order.row, redirectUrl: start.redirectUrl };
  } catch (error) {
    app.log.error({ err: error }, 'payment provider could not start a payment');
    await releaseOrder(app.db, order.row.id, 'failed', 'The payment provider could not start a payment.');
    throw CheckoutErrors.paymentUnavailable();
  }
}

/** Gives back the stock and coupon uses of every pending order past its hold (also after a crash). */
export async function sweepExpiredOrders(db: Kysely<DB>, now = new Date()): Promise<number> {
  let released = 0;
  for (const id of await expiredOrderIds(db, now)) {
    if (await releaseOrder(db, id, 'expired', 'The stock hold ran out before payment.')) released++;
  }
  return released;
}
