import { SALE_TEXT, SOLD_OUT_TEXT } from './badge-text';

/** "Sold out", as the product block, the store list and the product page show it. */
export function SoldOutBadge() {
  return <strong data-sold-out="">{SOLD_OUT_TEXT}</strong>;
}

/** "Sale", beside a price that is reduced. */
export function SaleBadge() {
  return <strong data-on-sale="">{SALE_TEXT}</strong>;
}
