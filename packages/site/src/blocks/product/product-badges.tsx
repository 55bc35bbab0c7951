import { useText } from '../../i18n/use-text';

/**
 * "Sold out", as the product block, the store list and the product page show it; the variant picker
 * writes the same badge in the browser from the same dictionary (the cart group).
 */
export function SoldOutBadge() {
  const text = useText('cart');
  return <strong data-sold-out="">{text('soldOut')}</strong>;
}

/** "Sale", beside a price that is reduced. */
export function SaleBadge() {
  const text = useText('cart');
  return <strong data-on-sale="">{text('sale')}</strong>;
}
