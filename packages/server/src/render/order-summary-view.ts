import { formatMoney, type OrderTotals } from '@atelier/domain';
import type { OrderStatusScreenProps } from '@atelier/site';
import type { OrderJson } from '#modules/orders/orders.model';

export type OrderSummaryView = OrderStatusScreenProps['summary'];

/** A shipping price as the customer reads it: "Free" at nothing, else in the store's money format. */
export const shippingPrice = (amount: number, currency: string) =>
  amount === 0 ? 'Free' : formatMoney(amount, currency);

/**
 * An order's lines and totals, from its own figures (never recomputed): what the payment step,
 * the confirmation and the status page show. Tax was included in the prices when the total does
 * not add it.
 */
export function orderSummaryView(order: OrderJson): OrderSummaryView {
  const money = (value: number) => formatMoney(value, order.currency);
  const shippingOption = order.shippingOption as { name?: string } | null;
  return {
    lines: order.lines.map((line) => ({
      name: line.name,
      options: line.options ?? '',
      quantity: line.quantity,
      amount: money(line.amount),
    })),
    subtotal: money(order.subtotal),
    discount: order.discount ? money(order.discount) : null,
    shipping: shippingOption ? shippingPrice(order.shipping, order.currency) : null,
    shippingName: shippingOption?.name ?? '',
    tax: order.tax ? money(order.tax) : null,
    taxIncluded: order.tax > 0 && order.total === order.subtotal - order.discount + order.shipping,
    total: money(order.total),
  };
}

/** A cart line as the catalogue prices it. */
export interface QuotedLine {
  name: string;
  options: string;
  quantity: number;
  unitPrice: number;
}

/**
 * A priced cart as the same summary, with the figures the order will take from the same pricing
 * (computeOrderTotals). Shipping, tax and the total wait for an address when something is shipped.
 */
export function quoteSummaryView(quote: {
  currency: string;
  pricesIncludeTax: boolean;
  lines: readonly QuotedLine[];
  totals: OrderTotals;
  addressKnown: boolean;
}): OrderSummaryView {
  const { totals, currency } = quote;
  const money = (value: number) => formatMoney(value, currency);
  const known = quote.addressKnown || !totals.requiresShipping;
  const shipping = known ? totals.selectedShipping : null;
  return {
    lines: quote.lines.map((line) => ({
      name: line.name,
      options: line.options,
      quantity: line.quantity,
      amount: money(line.unitPrice * line.quantity),
    })),
    subtotal: money(totals.subtotal),
    discount: totals.discount ? money(totals.discount) : null,
    shipping: shipping ? shippingPrice(totals.shipping, currency) : null,
    shippingName: shipping?.name ?? '',
    tax: known && totals.tax ? money(totals.tax) : null,
    taxIncluded: totals.tax > 0 && quote.pricesIncludeTax,
    total: known ? money(totals.total) : null,
  };
}
