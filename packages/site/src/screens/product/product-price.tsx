import { SaleBadge, SoldOutBadge } from '../../blocks/product/product-badges';
import { useText } from '../../i18n/use-text';

/** A product's price as the store shows it, already formatted in the store's currency. */
export interface PriceView {
  /** The lowest price of the product's variants (the sale price when on sale). */
  amount: string;
  /** "from" goes first: the variants differ in price. */
  from: boolean;
  /** The price before the sale, struck through, when the variant with the lowest price is on sale. */
  regular?: string;
}

/** The price, then the Sold out and Sale badges that apply. */
export function PriceWithBadges({
  price,
  soldOut,
  onSale,
}: {
  price: PriceView;
  soldOut: boolean;
  onSale: boolean;
}) {
  const text = useText('store');
  const from = price.from ? `${text('priceFrom')} ` : '';
  return (
    <>
      {price.regular ? (
        <span data-price="">
          {from}
          <s>{price.regular}</s>
          {` ${price.amount}`}
        </span>
      ) : (
        <span data-price="">{`${from}${price.amount}`}</span>
      )}
      {soldOut ? (
        <>
          {' '}
          <SoldOutBadge />
        </>
      ) : null}
      {onSale ? (
        <>
          {' '}
          <SaleBadge />
        </>
      ) : null}
    </>
  );
}
