import {
  type CouponTerms,
  computeOrderTotals,
  type Destination,
  formatMoney,
  type OrderTotals,
  ProductType,
  type StoreSettings,
} from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import { cartLines } from '#modules/cart/cart.queries';
import { isLive, type Product, rowToVariant, unitPrice } from '#modules/catalogue/catalogue.model';
import { readStoreSettings } from '#modules/catalogue/store-settings.service';
import { precompiledWithList } from '#platform/db/precompiled';
import type { CouponsTable, DB, ProductsTable, ProductVariantsTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

// Every cart answer and checkout prices the cart: its queries are compiled once (db/precompiled.ts).
const variantsQuery = precompiledWithList<ProductVariantsTable>((db, siteId, ids) =>
  db.selectFrom('product_variants').selectAll().where('website_id', '=', siteId).where('id', 'in', ids),
);
// Only what a cart line shows: a product's description and documents are not read for it.
const productsQuery = precompiledWithList<
  Pick<ProductsTable, 'id' | 'product_type' | 'name' | 'slug' | 'images' | 'workflow' | 'publish_at'>
>((db, siteId, ids) =>
  db
    .selectFrom('products')
    .select(['id', 'product_type', 'name', 'slug', 'images', 'workflow', 'publish_at'])
    .where('website_id', '=', siteId)
    .where('id', 'in', ids),
);

/** A cart line as the catalogue prices it right now. */
export interface PricedCartLine {
  variantId: string;
  productId: string;
  productType: number;
  name: string;
  slug: string;
  sku: string;
  options: string;
  quantity: number;
  unitPrice: number;
  price: number;
  salePrice: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  weight: number;
  image: { src: string; alt: string } | null;
}

/** Product types sold today; gift cards, subscriptions and the rest are catalogued but not sold. */
export const SELLABLE_TYPES: readonly number[] = [
  ProductType.physical,
  ProductType.digital,
  ProductType.service,
];

/**
 * The lines of a cart priced from the catalogue. A line whose variant is gone, hidden or not sold
 * any more is left out; the browser's idea of a price is never read.
 */
export async function pricedLines(
  db: Db,
  siteId: string,
  cartId: string,
  now = new Date(),
): Promise<PricedCartLine[]> {
  const lines = await cartLines(db, cartId);
  if (lines.length === 0) return [];
  const variants = (
    await variantsQuery(
      db,
      siteId,
      lines.map((l) => l.variant_id),
    )
  ).rows;
  if (variants.length === 0) return [];
  const productRows = (await productsQuery(db, siteId, [...new Set(variants.map((v) => v.product_id))])).rows;
  const products = new Map(productRows.map((row) => [row.id, row]));
  const out: PricedCartLine[] = [];
  for (const line of lines) {
    const variantRow = variants.find((v) => v.id === line.variant_id);
    const product = variantRow ? products.get(variantRow.product_id) : undefined;
    if (!variantRow || !product || !SELLABLE_TYPES.includes(product.product_type)) continue;
    if (!isLive({ workflow: product.workflow as Product['workflow'], publishAt: product.publish_at }, now))
      continue;
    const variant = rowToVariant(variantRow);
    const image = variant.images[0] ?? (JSON.parse(product.images) as Product['images'])[0] ?? null;
    out.push({
      variantId: variant.id,
      productId: product.id,
      productType: product.product_type,
      name: product.name,
      slug: product.slug,
      sku: variant.sku,
      options: variant.optionValues.join(' / '),
      quantity: line.quantity,
      unitPrice: unitPrice(variant),
      price: variant.price,
      salePrice: variant.salePrice,
      onSale: variant.onSale,
      qtyInStock: variant.qtyInStock,
      unlimited: variant.unlimited,
      weight: variant.weight,
      image: image ? { src: image.src, alt: image.alt } : null,
    });
  }
  return out;
}

export type CouponCheck = { ok: true; row: CouponsTable; terms: CouponTerms } | { ok: false; reason: string };

/** Whether a code names a coupon usable now (dates, active, total uses); minimums are for the totals. */
export async function checkCoupon(
  db: Db,
  siteId: string,
  code: string,
  now = new Date(),
): Promise<CouponCheck> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('website_id', '=', siteId)
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (row?.active !== 1) return { ok: false, reason: 'This coupon code is not valid.' };
  if (row.starts_at && Date.parse(row.starts_at) > now.getTime())
    return { ok: false, reason: 'This coupon is not valid yet.' };
  if (row.ends_at && Date.parse(row.ends_at) <= now.getTime())
    return { ok: false, reason: 'This coupon has expired.' };
  if (row.usage_limit !== null && row.times_used >= row.usage_limit) {
    return { ok: false, reason: 'This coupon has been used up.' };
  }
  return {
    ok: true,
    row,
    terms: {
      code: row.code,
      kind: row.kind as CouponTerms['kind'],
      amount: row.amount,
      minSubtotal: row.min_subtotal,
    },
  };
}

export interface PricedCart {
  settings: StoreSettings;
  lines: PricedCartLine[];
  totals: OrderTotals;
  coupon: CouponCheck | null;
  couponCode: string | null;
}

export async function priceCart(
  db: Db,
  siteId: string,
  cart: { id: string; coupon_code: string | null } | null,
  options: { destination?: Destination | null; shippingRateId?: string | null; now?: Date } = {},
): Promise<PricedCart> {
  const now = options.now ?? new Date();
  const settings = await readStoreSettings(db, siteId);
  const lines = cart ? await pricedLines(db, siteId, cart.id, now) : [];
  const coupon = cart?.coupon_code ? await checkCoupon(db, siteId, cart.coupon_code, now) : null;
  const totals = computeOrderTotals({
    lines: lines.map((l) => ({
      key: l.variantId,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      weight: l.weight,
      requiresShipping: l.productType === ProductType.physical,
    })),
    settings,
    coupon: coupon?.ok ? coupon.terms : null,
    destination: options.destination ?? null,
    shippingRateId: options.shippingRateId ?? null,
  });
  return { settings, lines, totals, coupon, couponCode: cart?.coupon_code ?? null };
}

/** The minimum-subtotal message of spec 001 §5, with the amount in the store's money format. */
export const minimumSubtotalMessage = (settings: StoreSettings) =>
  'To check out, your order subtotal must be {subtotal} or more.'.replace(
    '{subtotal}',
    formatMoney(settings.minimumSubtotal, settings.currency),
  );

/** The Shopping cart entity of spec 001 §3, every field with its default. */
export function cartToJson(
  siteId: string,
  cart: { id: string; created_at: string; order_id: string | null } | null,
  priced: PricedCart,
) {
  const { totals, lines, settings } = priced;
  const currency = settings.currency;
  const hasDigital = lines.some((l) => l.productType === ProductType.digital);
  const validCoupons = priced.coupon?.ok && totals.coupon ? [priced.coupon.terms.code] : [];
  const invalidCoupons = priced.couponCode && validCoupons.length === 0 ? [priced.couponCode] : [];
  return {
    id: cart?.id ?? '',
    websiteId: siteId,
    orderId: cart?.order_id ?? '',
    created: cart ? Date.parse(cart.created_at) : 0,
    isPurchased: false,
    entries: lines.map((l) => ({
      ...l,
      amount: l.unitPrice * l.quantity,
      amountFormatted: formatMoney(l.unitPrice * l.quantity, currency),
      unitPriceFormatted: formatMoney(l.unitPrice, currency),
      priceFormatted: formatMoney(l.price, currency),
      url: `/p/${l.slug}`,
    })),
    shippingOptions: totals.shippingOptions,
    applicableTaxRules: [],
    coupons: priced.couponCode ? [priced.couponCode] : [],
    validCoupons,
    invalidCoupons,
    couponMessage:
      priced.coupon && !priced.coupon.ok
        ? priced.coupon.reason
        : invalidCoupons.length
          ? 'Your subtotal is below this coupon’s minimum.'
          : '',
    selectedShippingOption: totals.selectedShipping,
    shippingLocation: null,
    subtotalCents: totals.subtotal,
    taxCents: totals.tax,
    shippingCostCents: totals.shipping,
    discountCents: totals.discount,
    grandTotalCents: totals.total,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalAmount: { value: totals.subtotal, currency },
    subtotalFormatted: formatMoney(totals.subtotal, currency),
    discountFormatted: formatMoney(totals.discount, currency),
    grandTotalFormatted: formatMoney(totals.total, currency),
    currency,
    hasDigital,
    purelyDigital: lines.length > 0 && lines.every((l) => l.productType === ProductType.digital),
    requiresShipping: totals.requiresShipping,
    minimumSubtotal: settings.minimumSubtotal,
    belowMinimum: totals.belowMinimum,
    minimumMessage: totals.belowMinimum ? minimumSubtotalMessage(settings) : '',
  };
}

/** Up to `limit` live products not in the cart, for 'Customers also bought'. */
export async function alsoBought(db: Db, siteId: string, exclude: string[], limit = 3, now = new Date()) {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'workflow', 'publish_at', 'product_type'])
    .where('website_id', '=', siteId)
    .orderBy('position')
    .execute();
  return rows
    .filter(
      (r) =>
        !exclude.includes(r.id) &&
        SELLABLE_TYPES.includes(r.product_type) &&
        isLive({ workflow: r.workflow as 'published', publishAt: r.publish_at }, now),
    )
    .slice(0, limit)
    .map((r) => ({ name: r.name, url: `/p/${r.slug}` }));
}
