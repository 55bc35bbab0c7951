import { defaultStoreSettings, newId, type PostalAddress, validateAddress } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { cartById } from '#modules/cart/cart.queries';
import { orderStatusPath } from '#modules/orders/order-links';
import { addEvent } from '#modules/orders/orders.queries';
import { precompiled, precompiledInsert } from '#platform/db/precompiled';
import type { DB, OrdersTable } from '#platform/db/schema';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { anySoldOut, storeMarkupChanged } from '#workflows/catalogue/store-markup.workflow';
import { minimumSubtotalMessage, type PricedCart, priceCart } from './cart-pricing.workflow';
import { CheckoutErrors } from './checkout.errors';
import { releaseOrder } from './order-release.workflow';

type Db = Kysely<DB> | Transaction<DB>;

// The statements of every checkout, compiled once (db/precompiled.ts).
const takeStockQuery = precompiled<[number, string, string], unknown>(3, (db, quantity, variantId, siteId) =>
  db
    .updateTable('product_variants')
    .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '-', quantity) }))
    .where('id', '=', variantId)
    .where('website_id', '=', siteId)
    .where('unlimited', '=', 0)
    .where('qty_in_stock', '>=', quantity),
);
const orderNumberQuery = precompiled<[string], { next_order_number: number }>(1, (db, siteId) =>
  db
    .updateTable('store_configs')
    .set((eb) => ({ next_order_number: eb('next_order_number', '+', 1) }))
    .where('website_id', '=', siteId)
    .returning('next_order_number'),
);
const insertOrder = precompiledInsert('orders', [
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
  'created_at',
  'paid_at',
  'updated_at',
]);
const insertOrderLine = precompiledInsert('order_lines', [
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
const linkCartQuery = precompiled<[string, string, string], unknown>(3, (db, orderId, at, cartId) =>
  db.updateTable('carts').set({ order_id: orderId, updated_at: at }).where('id', '=', cartId),
);

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

/** Takes `quantity` of a variant out of stock when there is enough: 'taken', 'unlimited' or 'short'. */
export async function takeStock(db: Db, siteId: string, variantId: string, quantity: number) {
  const result = await takeStockQuery(db, quantity, variantId, siteId);
  if (Number(result.numAffectedRows) === 1) return { outcome: 'taken' as const, available: 0 };
  const row = await db
    .selectFrom('product_variants')
    .select(['unlimited', 'qty_in_stock'])
    .where('id', '=', variantId)
    .executeTakeFirst();
  if (row?.unlimited === 1) return { outcome: 'unlimited' as const, available: 0 };
  return { outcome: 'short' as const, available: row?.qty_in_stock ?? 0 };
}

/** The next order number of the site, taken under the row's lock so two orders never share one. */
async function nextOrderNumber(db: Db, siteId: string): Promise<number> {
  const take = async () => (await orderNumberQuery(db, siteId)).rows[0];
  // The row exists once a store has settings or an order: the insert is for a site's first order.
  let row = await take();
  if (!row) {
    await db
      .insertInto('store_configs')
      .values({
        website_id: siteId,
        settings: JSON.stringify(defaultStoreSettings()),
        next_order_number: 1001,
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('website_id').doNothing())
      .execute();
    row = await take();
  }
  if (!row) throw new Error(`no store settings row for site ${siteId}`);
  return row.next_order_number - 1;
}

/** Counts one use of a coupon, within its total and per-customer limits; false when used up. */
async function useCoupon(db: Db, coupon: { id: string; per_customer_limit: number | null }, email: string) {
  const total = await db
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('id', '=', coupon.id)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  if (Number(total.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('coupon_customer_uses')
    .values({ coupon_id: coupon.id, email, uses: 0 })
    .onConflict((oc) => oc.columns(['coupon_id', 'email']).doNothing())
    .execute();
  let own = db
    .updateTable('coupon_customer_uses')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('coupon_id', '=', coupon.id)
    .where('email', '=', email);
  if (coupon.per_customer_limit !== null) own = own.where('uses', '<', coupon.per_customer_limit);
  return Number((await own.executeTakeFirst()).numUpdatedRows) === 1;
}

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
 * Starts paying for a cart: prices it from the catalogue, holds its stock and coupon use, and
 * writes a pending order, all in one transaction, so a crash leaves either all of it or none.
 * Stock is taken by conditional updates in variant-id order (one lock order: no deadlocks).
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
    await linkCartQuery(trx, id, created, cart.id);
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
    if (start.providerRef) {
      await app.db
        .updateTable('orders')
        .set({ provider_ref: start.providerRef })
        .where('id', '=', order.row.id)
        .where('status', '=', 'pending')
        .execute();
    }
    return { order: order.row, redirectUrl: start.redirectUrl };
  } catch (error) {
    app.log.error({ err: error }, 'payment provider could not start a payment');
    await releaseOrder(app.db, order.row.id, 'failed', 'The payment provider could not start a payment.');
    throw CheckoutErrors.paymentUnavailable();
  }
}

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

/** Gives back the stock and coupon uses of every pending order past its hold (also after a crash). */
export async function sweepExpiredOrders(db: Kysely<DB>, now = new Date()): Promise<number> {
  let released = 0;
  for (const id of await expiredOrderIds(db, now)) {
    if (await releaseOrder(db, id, 'expired', 'The stock hold ran out before payment.')) released++;
  }
  return released;
}
