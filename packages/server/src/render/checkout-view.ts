import { formatMoney, type OrderTotals } from '@atelier/domain';
import type { CheckoutCartView } from '@atelier/site';
import { type QuotedLine, quoteSummaryView, shippingPrice } from './order-summary-view';

/** What the checkout screen needs of a priced cart (workflows/checkout's PricedCart has it). */
export interface CheckoutQuote {
  settings: {
    currency: string;
    pricesIncludeTax: boolean;
    shippingZones: readonly unknown[];
    taxRates: readonly unknown[];
  };
  lines: readonly QuotedLine[];
  totals: OrderTotals;
}

/**
 * The checkout screen's cart: the shipping options for the destination with their prices (a
 * free-shipping coupon makes each of them free, as the totals charge it), the option checked, and
 * the summary, which has shipping, tax and the total once `addressKnown` (at once when the store
 * charges nothing by address: no shipping zones and no tax rates).
 */
export function checkoutCartView(priced: CheckoutQuote, addressKnown: boolean): CheckoutCartView {
  const { totals, lines, settings } = priced;
  const currency = settings.currency;
  const freeShipping = totals.coupon?.kind === 'free_shipping';
  return {
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalFormatted: formatMoney(totals.subtotal, currency),
    discountCents: totals.discount,
    discountFormatted: formatMoney(totals.discount, currency),
    requiresShipping: totals.requiresShipping,
    shippingOptions: totals.shippingOptions.map((option) => ({
      id: option.id,
      name: option.name,
      price: shippingPrice(freeShipping ? 0 : option.amount, currency),
    })),
    selectedShippingId: totals.selectedShipping?.id ?? null,
    summary: quoteSummaryView({
      currency,
      pricesIncludeTax: settings.pricesIncludeTax,
      lines,
      totals,
      addressKnown: addressKnown || (settings.shippingZones.length === 0 && settings.taxRates.length === 0),
    }),
  };
}
